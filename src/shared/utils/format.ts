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
