import { DEFAULT_THEME } from '@/shared/brand/brand';
import type { ThemeColor } from './types';

/** An organisation's stored themeColor JSON as r, g, b; the platform default when missing or malformed. */
export function parseThemeColor(json: string | undefined): ThemeColor {
  try {
    const { r, g, b } = JSON.parse(json ?? '') as Partial<ThemeColor>;
    const parts = [r, g, b];
    if (parts.every((part) => Number.isInteger(part) && Number(part) >= 0 && Number(part) <= 255)) {
      return { r: Number(r), g: Number(g), b: Number(b) };
    }
  } catch {
    // fall through to the default
  }
  return { ...DEFAULT_THEME };
}

/** `#rrggbb`, what a colour input holds. */
export const hexOfTheme = ({ r, g, b }: ThemeColor): string =>
  `#${[r, g, b].map((part) => part.toString(16).padStart(2, '0')).join('')}`;

/** r, g, b of a colour input's `#rrggbb`; the default for anything else. */
export function themeOfHex(hex: string | undefined): ThemeColor {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '');
  if (!match) return { ...DEFAULT_THEME };
  const [r, g, b] = match.slice(1).map((part) => parseInt(part, 16));
  return { r, g, b };
}
