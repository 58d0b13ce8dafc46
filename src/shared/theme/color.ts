/** An organisation's colour as stored (themeColor JSON) and as painted: sRGB, 0-255 a channel. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Default organisation theme colour: r71 g151 b247. */
export const DEFAULT_THEME: Rgb = { r: 71, g: 151, b: 247 };
export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
/** antd's colorBgLayout: the footer and the shell around the content sit on it. */
export const LAYOUT_GREY: Rgb = { r: 245, g: 245, b: 245 };
/** WCAG 2.1 AA for normal text (1.4.3). */
const AA_TEXT = 4.5;

/** An organisation's stored themeColor JSON as r, g, b; the platform default when missing or malformed. */
export function parseThemeColor(json: string | undefined): Rgb {
  try {
    const { r, g, b } = JSON.parse(json ?? '') as Partial<Rgb>;
    const parts = [r, g, b];
    if (parts.every((part) => Number.isInteger(part) && Number(part) >= 0 && Number(part) <= 255)) {
      return { r: Number(r), g: Number(g), b: Number(b) };
    }
  } catch {
    // fall through to the default
  }
  return { ...DEFAULT_THEME };
}

/** `#rrggbb`, what a colour input holds and what CSS and antd's tokens take. */
export const hexOf = ({ r, g, b }: Rgb): string =>
  `#${[r, g, b].map((part) => part.toString(16).padStart(2, '0')).join('')}`;

/** r, g, b of `#rrggbb` (either case); undefined for anything else. */
export function rgbOfHex(hex: string | undefined): Rgb | undefined {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '');
  if (!match) return undefined;
  const [r, g, b] = match.slice(1).map((part) => parseInt(part, 16));
  return { r, g, b };
}

/** WCAG 2.1 relative luminance. */
function relativeLuminance({ r, g, b }: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((part) => {
    const c = part / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** WCAG 2.1 contrast ratio, 1 to 21, whichever colour is the lighter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

interface Hsl {
  /** Degrees, 0-360. */
  h: number;
  /** 0-1. */
  s: number;
  /** 0-1. */
  l: number;
}

export function hslOf({ r, g, b }: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h =
    max === rn ? ((gn - bn) / d + 6) % 6 : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return { h: h * 60, s, l };
}

function rgbOfHsl({ h, s, l }: Hsl): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const sector = Math.floor(h / 60) % 6;
  const [r, g, b] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][sector];
  const channel = (value: number) => Math.round(Math.min(1, Math.max(0, value + m)) * 255);
  return { r: channel(r), g: channel(g), b: channel(b) };
}

/** The same hue and saturation, `step` lower in HSL lightness (0-1). */
export function darken(colour: Rgb, step: number): Rgb {
  const hsl = hslOf(colour);
  return rgbOfHsl({ ...hsl, l: Math.max(0, hsl.l - step) });
}

/** `colour` laid over white at `share` (0-1): the selected row's and menu item's background. */
export function tint(colour: Rgb, share: number): Rgb {
  const mix = (part: number) => Math.round(255 + (part - 255) * share);
  return { r: mix(colour.r), g: mix(colour.g), b: mix(colour.b) };
}

/** Shares of the painted colour in the selected background, and in it under the pointer. */
export const SELECTED_TINT = 0.08;
export const SELECTED_HOVER_TINT = 0.12;

/**
 * The colour painted for an organisation's chosen one: primary buttons carry white text on it,
 * links and the selected menu item show it on white, on the layout grey and on its own
 * selected tint. The chosen colour when it reaches `minimum` against all of them, otherwise the
 * same hue darkened, half a percent of HSL lightness at a time, until it does.
 */
export function paintedColor(chosen: Rgb, minimum = AA_TEXT): Rgb {
  const passes = (colour: Rgb) =>
    [WHITE, LAYOUT_GREY, tint(colour, SELECTED_HOVER_TINT)].every(
      (background) => contrastRatio(colour, background) >= minimum,
    );
  if (passes(chosen)) return chosen;
  const { l } = hslOf(chosen);
  for (let step = 0.005; step < l; step += 0.005) {
    const candidate = darken(chosen, step);
    if (passes(candidate)) return candidate;
  }
  return { r: 0, g: 0, b: 0 };
}
