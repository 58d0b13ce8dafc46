/** The header's title when the organisation has none (shell spec §1). */
export const PLATFORM_NAME = '心理服务管理平台';

/** Default organisation theme colour: r71 g151 b247. */
export const DEFAULT_THEME = { r: 71, g: 151, b: 247 };

/** The organisation's themeColor JSON as a CSS colour; the default when missing or malformed. */
export function themeColorOf(themeColor: string | undefined): string {
  try {
    const { r, g, b } = JSON.parse(themeColor ?? '') as { r: unknown; g: unknown; b: unknown };
    if ([r, g, b].every((c) => typeof c === 'number' && c >= 0 && c <= 255)) return `rgb(${r},${g},${b})`;
  } catch {
    // fall through to the default
  }
  return `rgb(${DEFAULT_THEME.r},${DEFAULT_THEME.g},${DEFAULT_THEME.b})`;
}

export const COPYRIGHT_TEXT = '© 2026 心晴心理服务科技有限公司 版权所有';
export const REGISTRATION_TEXT = '京ICP备2026012345号-1';
