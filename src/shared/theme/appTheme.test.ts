import { theme } from 'antd';
import { appTheme } from './appTheme';
import { WHITE, contrastRatio, rgbOfHex, type Rgb } from './color';

/** `#rrggbb`, `#fff`, or `rgba(r, g, b, a)` laid over `background`. */
function solid(css: string, background: Rgb): Rgb {
  const hex = rgbOfHex(css.replace(/^#(\w)(\w)(\w)$/, '#$1$1$2$2$3$3'));
  if (hex) return hex;
  const rgba = /^rgba\((\d+), ?(\d+), ?(\d+), ?([\d.]+)\)$/.exec(css);
  if (!rgba) throw new Error(`not a colour this test reads: ${css}`);
  const [r, g, b, a] = rgba.slice(1).map(Number);
  const over = (part: number, under: number) => Math.round(part * a + under * (1 - a));
  return { r: over(r, background.r), g: over(g, background.g), b: over(b, background.b) };
}

const PRESETS = ['blue', 'green', 'gold', 'orange', 'volcano', 'red', 'cyan', 'purple', 'lime'];
const STATUSES = ['Success', 'Warning', 'Error', 'Info'];

/** Text and background token pairs as antd paints them, each with the ratio WCAG asks. */
const PAIRS: [text: string, background: string, minimum: number][] = [
  // Primary buttons, hovered and pressed too.
  ['colorTextLightSolid', 'colorPrimary', 4.5],
  ['colorTextLightSolid', 'colorPrimaryHover', 4.5],
  ['colorTextLightSolid', 'colorPrimaryActive', 4.5],
  ['colorTextLightSolid', 'colorError', 4.5],
  // Links and the selected menu item, on white, on the layout grey (the footer), selected.
  ['colorLink', 'colorBgContainer', 4.5],
  ['colorLink', 'colorBgLayout', 4.5],
  ['colorPrimary', 'controlItemBgActive', 4.5],
  ['colorPrimary', 'controlItemBgActiveHover', 4.5],
  // Secondary text, placeholders, the error message.
  ['colorTextDescription', 'colorBgContainer', 4.5],
  ['colorTextDescription', 'colorBgLayout', 4.5],
  ['colorTextTertiary', 'colorBgLayout', 4.5],
  ['colorTextPlaceholder', 'colorBgContainer', 4.5],
  ['colorError', 'colorBgContainer', 4.5],
  // Status and preset tags.
  ...STATUSES.map((name): [string, string, number] => [`color${name}`, `color${name}Bg`, 4.5]),
  ...PRESETS.map((key): [string, string, number] => [`${key}7`, `${key}1`, 4.5]),
  // The CSS variable (--ant-green-7) is written from this name.
  ...PRESETS.map((key): [string, string, number] => [`${key}-7`, `${key}-1`, 4.5]),
  // The focus ring against the white it is drawn on (WCAG 1.4.11, non-text).
  ['colorPrimaryBorder', 'colorBgContainer', 3],
];

describe.each([
  ['the default colour', undefined],
  ['a light yellow', '{"r":255,"g":245,"b":157}'],
  ['a navy already dark', '{"r":0,"g":50,"b":100}'],
])('with %s', (_name, themeColor) => {
  const token = theme.getDesignToken(appTheme(themeColor)) as unknown as Record<string, string>;
  test.each(PAIRS)('%s on %s reaches %s:1', (text, background, minimum) => {
    const under = solid(token[background], WHITE);
    expect(contrastRatio(solid(token[text], under), under)).toBeGreaterThanOrEqual(minimum);
  });
});

test('buttons, links and the focus ring take the painted colour, not the chosen one', () => {
  const { token = {} } = appTheme('{"r":71,"g":151,"b":247}');
  expect(token.colorPrimary).toBe('#0967d6');
  expect(token.colorLink).toBe('#0967d6');
  expect(token.colorPrimaryBorder).toBe('#0967d6');
  expect(appTheme(undefined).token?.colorPrimary).toBe('#0967d6');
  expect(appTheme('{"r":0,"g":50,"b":100}').token?.colorPrimary).toBe('#003264');
});

test('motion stays on unless the user asked the system for less', () => {
  expect(appTheme(undefined).token?.motion).toBe(true);
  expect(appTheme(undefined, true).token?.motion).toBe(false);
});
