import moment from 'moment';

/** What tables and exports show for a value the platform did not send. */
export const EMPTY_TEXT = '/';

/**
 * A Moment for a date-like value. Text is read as ISO 8601, which covers the platform's
 * 'YYYY-MM-DD HH:mm:ss'; anything else is invalid rather than guessed by the browser's Date.
 */
export function parseDate(value: moment.MomentInput): moment.Moment {
  if (moment.isMoment(value)) return value.clone();
  return typeof value === 'string' ? moment(value, moment.ISO_8601) : moment(value);
}

/** A date as YYYY-MM-DD; '' for a missing or unreadable value (the caller picks its placeholder). */
export function formatDate(
  value: moment.MomentInput | null | undefined,
  format = 'YYYY-MM-DD',
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = parseDate(value);
  return date.isValid() ? date.format(format) : '';
}

/** A date and time as YYYY-MM-DD HH:mm:ss. */
export const formatDateTime = (value: moment.MomentInput | null | undefined): string =>
  formatDate(value, 'YYYY-MM-DD HH:mm:ss');

/**
 * A mobile with only the first 3 and last 4 digits visible: 138****5678. Values too short to
 * hide anything are shown fully masked rather than leaked.
 */
export function maskMobile(mobile: string | null | undefined): string {
  if (!mobile) return '';
  const digits = mobile.trim();
  if (digits.length < 8) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 7)}${digits.slice(-4)}`;
}

/** Fill rate in percent, two decimals: (answered + partly answered) / covered; 0 when nobody is covered. */
export function fillRate(answered: number, partlyAnswered: number, covered: number): number {
  if (!covered) return 0;
  return Math.round(((answered + partlyAnswered) / covered) * 10000) / 100;
}

/** A percent number as text with two decimals: 66.67%. */
export const formatPercent = (percent: number): string => `${percent.toFixed(2)}%`;

/** Digits with a comma every three places from the right: '1234567' → '1,234,567'. */
export const groupThousands = (digits: string): string =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A figure as lists and statistics show it (issue 29 item 12): thousands separators and the
 * column's own number of decimals, always written out (consult hours 12.0, 12.5): 20,386 ·
 * 1,234.5; '/' for a missing value. Money has formatCents/formatYuan (two decimals), a percent
 * formatPercent. What an export writes stays the number itself.
 */
export function formatNumber(value: number | null | undefined, decimals = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY_TEXT;
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split('.');
  // No minus sign on a value that rounds to zero (-0.04 with one decimal is 0.0).
  const sign = value < 0 && /[1-9]/.test(whole + (fraction ?? '')) ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * A whole figure (a count, a score, minutes) as a table cell shows it: 20,386; '/' for a missing
 * value. One argument, so it can be a column's `render` as it is.
 */
export const formatCount = (value: number | null | undefined): string => formatNumber(value);
