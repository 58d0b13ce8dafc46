import { groupThousands } from './format';

/**
 * Money (spec §5: positive, at most two decimals). Sums and shares are made in integer cents so
 * totals equal the sum of their rows exactly; yuan (a number with ≤ 2 decimals) is what the
 * calls carry, and the console formats it. The mock and the console share this one helper.
 */

/** Yuan (a number or its text, ≤ 2 decimals) → integer cents; NaN when it is not money-shaped. */
export function toCents(yuan: number | string): number {
  if (typeof yuan === 'number') return Number.isFinite(yuan) ? Math.round(yuan * 100) : Number.NaN;
  const text = yuan.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return Number.NaN;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** Integer cents → yuan, a number with at most two decimals. */
export function fromCents(cents: number): number {
  if (!Number.isInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  return cents / 100;
}

/** The sum of integer cents. */
export function sumCents(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** The sum of yuan amounts, added in cents (0.1 + 0.2 is 0.3 here). */
export function sumYuan(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += toCents(value);
  return fromCents(total);
}

/** `cents` × `basisPoints` / 10000, rounded half up to a whole cent (a share of an amount). */
export function shareOf(cents: number, basisPoints: number): number {
  return Math.round((cents * basisPoints) / 10000);
}

/** Cents as the console shows money: '1,234.50' (a minus sign for deductions). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = groupThousands(Math.floor(abs / 100).toString());
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** Yuan as the console shows money: '1,234.50'. */
export function formatYuan(yuan: number): string {
  return formatCents(toCents(yuan));
}

/** Whether a value is money as spec §5 has it: positive, at most two decimals. */
export function isMoney(value: number): boolean {
  return (
    Number.isFinite(value) && value > 0 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
  );
}
