import type { ThemeConfig } from 'antd';
import {
  SELECTED_HOVER_TINT,
  SELECTED_TINT,
  darken,
  hexOf,
  paintedColor,
  parseThemeColor,
  tint,
} from './color';

/**
 * antd's defaults that fail WCAG 2.1 AA against white and the layout grey, and what replaces
 * them (each 4.5:1 or more on both; color.test.ts checks): the error red (3.3:1 as antd has
 * it), secondary and tertiary text (3.4:1), placeholders (1.6:1).
 */
export const AA_TEXT_COLOURS = {
  colorError: '#cf1322',
  colorErrorHover: '#a8071a',
  colorErrorActive: '#820014',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
} as const;

/**
 * The console's antd theme for an organisation's stored themeColor: the painted colour (its
 * hue, darkened to AA) on primary buttons, links, the selected menu item and the focus ring
 * (antd draws every control's focus outline in colorPrimaryBorder: 3px, 4.5:1 on white); hover
 * and pressed states go darker, not lighter, so white text stays readable on them.
 */
export function appTheme(themeColor: string | undefined): ThemeConfig {
  const painted = paintedColor(parseThemeColor(themeColor));
  const primary = hexOf(painted);
  const hover = hexOf(darken(painted, 0.06));
  const active = hexOf(darken(painted, 0.12));
  return {
    token: {
      colorPrimary: primary,
      colorPrimaryHover: hover,
      colorPrimaryActive: active,
      colorPrimaryBg: hexOf(tint(painted, SELECTED_TINT)),
      colorPrimaryBgHover: hexOf(tint(painted, SELECTED_HOVER_TINT)),
      colorPrimaryBorder: primary,
      colorLink: primary,
      colorLinkHover: hover,
      colorLinkActive: active,
      // Inputs and selects show focus as a ring around their border.
      controlOutline: primary,
      ...AA_TEXT_COLOURS,
    },
  };
}
