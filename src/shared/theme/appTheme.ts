import { theme, type ThemeConfig } from 'antd';
import {
  SELECTED_HOVER_TINT,
  SELECTED_TINT,
  darken,
  hexOf,
  paintedColor,
  parseThemeColor,
  rgbOfHex,
  tint,
  type Rgb,
} from './color';

/**
 * antd's grey texts that fail WCAG 2.1 AA against white and the layout grey, and what replaces
 * them (each 4.5:1 or more on both; appTheme.test.ts checks): secondary and tertiary text
 * (3.4:1 as antd has them), placeholders (1.6:1).
 */
const AA_TEXT_COLOURS = {
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
} as const;

/**
 * antd's status colours (green 2.3:1, gold 1.9:1, red 3.3:1 on white), which status tags,
 * error messages and danger buttons write text in, painted like the organisation's colour.
 */
const ANTD_STATUS: Record<'Success' | 'Warning' | 'Error', Rgb> = {
  Success: { r: 82, g: 196, b: 26 },
  Warning: { r: 250, g: 173, b: 20 },
  Error: { r: 255, g: 77, b: 79 },
};

/** antd's preset colours; a preset tag writes in shade 7 on shade 1 (green 3.5:1, gold 2.7:1). */
const PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

/**
 * Shade 7 of each preset, painted like the organisation's colour from the preset's base; under
 * both of antd's names for it (`green7`, and `green-7`, which its CSS variable is read from).
 */
const PRESET_TEXT: Record<string, string> = Object.fromEntries(
  PRESETS.flatMap((key) => {
    const text = hexOf(paintedColor(rgbOfHex(theme.defaultSeed[key]) ?? { r: 0, g: 0, b: 0 }));
    return [
      [`${key}7`, text],
      [`${key}-7`, text],
    ];
  }),
);

/**
 * A colour, its darker hover and pressed states (white text on them stays readable) and its
 * light backgrounds as tints: antd's own palette turns grey under a dark seed colour.
 */
function family(name: string, painted: Rgb): Record<string, string> {
  return {
    [`color${name}`]: hexOf(painted),
    [`color${name}Hover`]: hexOf(darken(painted, 0.06)),
    [`color${name}Active`]: hexOf(darken(painted, 0.12)),
    [`color${name}Bg`]: hexOf(tint(painted, SELECTED_TINT)),
    [`color${name}BgHover`]: hexOf(tint(painted, SELECTED_HOVER_TINT)),
  };
}

/**
 * The console's antd theme for an organisation's stored themeColor: the painted colour (its
 * hue, darkened to AA) on primary buttons, links, the selected menu item, processing tags and
 * the focus ring (antd draws every control's focus outline, 3px, in colorPrimaryBorder).
 */
export function appTheme(themeColor: string | undefined, reducedMotion = false): ThemeConfig {
  const painted = paintedColor(parseThemeColor(themeColor));
  const primary = family('Primary', painted);
  const statuses = Object.entries(ANTD_STATUS).reduce<Record<string, string>>(
    (all, [name, colour]) => ({ ...all, ...family(name, paintedColor(colour)) }),
    {},
  );
  return {
    token: {
      ...primary,
      ...family('Info', painted),
      ...statuses,
      ...PRESET_TEXT,
      colorPrimaryBorder: primary.colorPrimary,
      colorLink: primary.colorPrimary,
      colorLinkHover: primary.colorPrimaryHover,
      colorLinkActive: primary.colorPrimaryActive,
      // Inputs and selects show focus as a ring around their border.
      controlOutline: primary.colorPrimary,
      ...AA_TEXT_COLOURS,
      // Dialogs, popups and menus appear and go without their zoom and slide when the user has
      // asked the system for less motion.
      motion: !reducedMotion,
    },
    components: {
      // The calendar writes the days of the months before and after (which can be picked) in
      // the disabled grey (1.6:1); the secondary grey keeps them apart from this month's and
      // readable. Days that cannot be picked keep their grey background.
      DatePicker: { colorTextDisabled: AA_TEXT_COLOURS.colorTextTertiary },
      // A table's empty text given as words (locale.emptyText: 暂无待办) is written in the disabled
      // grey too; it says something, so it is readable text (the chart's 概览 failed axe on it).
      Table: { colorTextDisabled: AA_TEXT_COLOURS.colorTextTertiary },
    },
  };
}
