import {
  formatCents,
  formatYuan,
  fromCents,
  isMoney,
  shareOf,
  sumCents,
  sumYuan,
  toCents,
} from './money';

test.each([
  [0.29, 29],
  [1.1, 110],
  ['300', 30000],
  ['0.5', 50],
  ['12.34', 1234],
  [1234.56, 123456],
  ['-1.05', -105],
])('toCents(%p) = %p', (yuan, cents) => expect(toCents(yuan)).toBe(cents));

test.each(['1.234', 'abc', '', '1.'])('toCents(%p) is NaN', (text) =>
  expect(toCents(text)).toBeNaN(),
);

test('fromCents gives yuan with two decimals at most and refuses fractions of a cent', () => {
  expect(fromCents(12345)).toBe(123.45);
  expect(fromCents(0)).toBe(0);
  expect(() => fromCents(1.5)).toThrow(RangeError);
});

test('sums in cents are exact where floating point is not', () => {
  expect(0.1 + 0.2).not.toBe(0.3);
  expect(sumYuan([0.1, 0.2])).toBe(0.3);
  expect(sumYuan(Array.from({ length: 1000 }, () => 0.01))).toBe(10);
  expect(sumCents([10, 20, -5])).toBe(25);
});

test('a share is rounded half up to the cent, and the rest makes the whole exactly', () => {
  expect(shareOf(10001, 7000)).toBe(7001); // 7000.7
  expect(shareOf(10000, 6500)).toBe(6500);
  expect(shareOf(333, 5000)).toBe(167); // 166.5
  const amount = 39999;
  const expert = shareOf(amount, 6500);
  const partner = shareOf(amount, 1250);
  expect(expert + partner + (amount - expert - partner)).toBe(amount);
});

test('money is shown with thousands separators and two decimals', () => {
  expect(formatCents(123456789)).toBe('1,234,567.89');
  expect(formatCents(5)).toBe('0.05');
  expect(formatCents(-15000)).toBe('-150.00');
  expect(formatYuan(300)).toBe('300.00');
  expect(formatYuan(0.3)).toBe('0.30');
});

test('isMoney: positive with at most two decimals (spec §5)', () => {
  expect(isMoney(0.01)).toBe(true);
  expect(isMoney(99.9)).toBe(true);
  expect(isMoney(0)).toBe(false);
  expect(isMoney(-1)).toBe(false);
  expect(isMoney(1.234)).toBe(false);
  expect(isMoney(Number.NaN)).toBe(false);
});
