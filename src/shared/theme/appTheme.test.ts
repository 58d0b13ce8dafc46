import { AA_TEXT_COLOURS, appTheme } from './appTheme';
import { LAYOUT_GREY, WHITE, contrastRatio, type Rgb } from './color';

/** `#rrggbb`, or `rgba(0, 0, 0, a)` laid over `background`. */
function solid(css: string, background: Rgb): Rgb {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(css);
  if (hex) {
    const [r, g, b] = hex.slice(1).map((part) => parseInt(part, 16));
    return { r, g, b };
  }
  const rgba = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(css);
  if (!rgba) throw new Error(`not a colour this test reads: ${css}`);
  const [r, g, b, a] = rgba.slice(1).map(Number);
  const over = (part: number, under: number) => Math.round(part * a + under * (1 - a));
  return { r: over(r, background.r), g: over(g, background.g), b: over(b, background.b) };
}

test.each(Object.entries(AA_TEXT_COLOURS))(
  '%s (%s) reaches 4.5:1 on white and on the layout grey',
  (_token, css) => {
    for (const background of [WHITE, LAYOUT_GREY]) {
      expect(contrastRatio(solid(css, background), background)).toBeGreaterThanOrEqual(4.5);
    }
  },
);

test('buttons, links and the focus ring take the painted colour, not the chosen one', () => {
  const { token = {} } = appTheme('{"r":71,"g":151,"b":247}');
  expect(token.colorPrimary).toBe('#0967d6');
  expect(token.colorLink).toBe('#0967d6');
  expect(token.colorPrimaryBorder).toBe('#0967d6');
  expect(appTheme(undefined).token?.colorPrimary).toBe('#0967d6');
});

test('hover and pressed go darker, so white text on them reads at least as well', () => {
  const { token = {} } = appTheme('{"r":255,"g":245,"b":157}');
  const ratio = (css: unknown) => contrastRatio(solid(String(css), WHITE), WHITE);
  expect(ratio(token.colorPrimary)).toBeGreaterThanOrEqual(4.5);
  expect(ratio(token.colorPrimaryHover)).toBeGreaterThan(ratio(token.colorPrimary));
  expect(ratio(token.colorPrimaryActive)).toBeGreaterThan(ratio(token.colorPrimaryHover));
  expect(token.colorLinkHover).toBe(token.colorPrimaryHover);
});
