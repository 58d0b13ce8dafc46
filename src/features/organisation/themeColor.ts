import { DEFAULT_THEME, type Rgb } from '@/shared/theme/color';

/** r, g, b of a colour input's `#rrggbb`; the default for anything else. */
export function themeOfHex(hex: string | undefined): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '');
  if (!match) return { ...DEFAULT_THEME };
  const [r, g, b] = match.slice(1).map((part) => parseInt(part, 16));
  return { r, g, b };
}
