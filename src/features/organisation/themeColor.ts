import { DEFAULT_THEME, rgbOfHex, type Rgb } from '@/shared/theme/color';

/** r, g, b of a colour input's `#rrggbb`; the default for anything else. */
export function themeOfHex(hex: string | undefined): Rgb {
  return rgbOfHex(hex) ?? { ...DEFAULT_THEME };
}
