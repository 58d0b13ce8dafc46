import {
  DEFAULT_THEME,
  LAYOUT_GREY,
  SELECTED_HOVER_TINT,
  WHITE,
  contrastRatio,
  hexOf,
  hslOf,
  paintedColor,
  parseThemeColor,
  tint,
  type Rgb,
} from './color';

const BLACK = { r: 0, g: 0, b: 0 };
const LIGHT_YELLOW = { r: 255, g: 245, b: 157 };
const NAVY = { r: 0, g: 50, b: 100 };

/** Every background the painted colour meets: white text, white and grey pages, its selected tint. */
const backgroundsOf = (painted: Rgb) => [WHITE, LAYOUT_GREY, tint(painted, SELECTED_HOVER_TINT)];

test.each([undefined, '', 'not json', '{"r":300,"g":0,"b":0}', '{"r":1.5,"g":0,"b":0}'])(
  'a missing or malformed stored colour %p reads as the default rgb(71,151,247)',
  (json) => {
    expect(parseThemeColor(json)).toEqual({ r: 71, g: 151, b: 247 });
  },
);

test('the WCAG contrast ratio: black on white is 21:1, a colour on itself 1:1, either order', () => {
  expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 5);
  expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 5);
  expect(contrastRatio(NAVY, NAVY)).toBe(1);
  // #767676 is the lightest grey that passes AA on white; #777777 just fails.
  expect(contrastRatio({ r: 118, g: 118, b: 118 }, WHITE)).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio({ r: 119, g: 119, b: 119 }, WHITE)).toBeLessThan(4.5);
});

test('the default colour gives white text 2.98:1, so it is painted darker, same hue, at 4.5:1 or more', () => {
  expect(contrastRatio(DEFAULT_THEME, WHITE)).toBeCloseTo(2.98, 2);
  const painted = paintedColor(DEFAULT_THEME);
  expect(hexOf(painted)).toBe('#0967d6');
  for (const background of backgroundsOf(painted)) {
    expect(contrastRatio(painted, background)).toBeGreaterThanOrEqual(4.5);
  }
  expect(Math.abs(hslOf(painted).h - hslOf(DEFAULT_THEME).h)).toBeLessThan(1);
  expect(hslOf(painted).l).toBeLessThan(hslOf(DEFAULT_THEME).l);
});

test('a light yellow (1.1:1 with white) is painted as a dark yellow of the same hue', () => {
  expect(contrastRatio(LIGHT_YELLOW, WHITE)).toBeLessThan(1.2);
  const painted = paintedColor(LIGHT_YELLOW);
  for (const background of backgroundsOf(painted)) {
    expect(contrastRatio(painted, background)).toBeGreaterThanOrEqual(4.5);
  }
  expect(Math.abs(hslOf(painted).h - hslOf(LIGHT_YELLOW).h)).toBeLessThan(1);
  // No darker than it needs: a touch lighter fails somewhere.
  const lighter = tint(painted, 0.97);
  expect(
    backgroundsOf(lighter).some((background) => contrastRatio(lighter, background) < 4.5),
  ).toBe(true);
});

test('a colour dark enough already is painted as it is', () => {
  expect(contrastRatio(NAVY, WHITE)).toBeGreaterThan(12);
  expect(paintedColor(NAVY)).toEqual(NAVY);
  expect(paintedColor({ r: 9, g: 103, b: 214 })).toEqual({ r: 9, g: 103, b: 214 });
});

test('white, which has no hue, is painted as a grey that reads', () => {
  const painted = paintedColor(WHITE);
  expect(painted.r).toBe(painted.g);
  expect(painted.g).toBe(painted.b);
  expect(contrastRatio(painted, WHITE)).toBeGreaterThanOrEqual(4.5);
});
