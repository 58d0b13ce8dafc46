import moment from 'moment';
import {
  fillRate,
  formatCount,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  maskMobile,
} from './format';

test.each([
  ['a date-time string', '2024-03-05 14:30:00', '2024-03-05'],
  ['a Moment', moment('2024-12-31 23:59:59'), '2024-12-31'],
  ['a Date', new Date(2024, 0, 2, 10), '2024-01-02'],
  ['missing', undefined, ''],
  ['null', null, ''],
  ['empty', '', ''],
  ['unreadable', 'not a date', ''],
])('formatDate: %s', (_label, value, expected) => {
  expect(formatDate(value)).toBe(expected);
});

test('formatDateTime', () => {
  expect(formatDateTime('2024-03-05 04:05:06')).toBe('2024-03-05 04:05:06');
});

test.each([
  ['13812345678', '138****5678'],
  [' 13812345678 ', '138****5678'],
  ['', ''],
  [undefined, ''],
  ['1234', '****'],
])('maskMobile(%p)', (mobile, expected) => {
  expect(maskMobile(mobile)).toBe(expected);
});

test.each([
  [2, 0, 3, 66.67],
  [1, 1, 2, 100],
  [0, 0, 5, 0],
  [0, 0, 0, 0],
  [1, 0, 3, 33.33],
])('fillRate(%i answered, %i partly, %i covered) = %d', (answered, partly, covered, expected) => {
  expect(fillRate(answered, partly, covered)).toBe(expected);
});

test('formatPercent keeps two decimals', () => {
  expect(formatPercent(fillRate(2, 0, 3))).toBe('66.67%');
  expect(formatPercent(fillRate(0, 0, 0))).toBe('0.00%');
});

test.each([
  [0, 0, '0'],
  [7, 0, '7'],
  [999, 0, '999'],
  [1000, 0, '1,000'],
  [20386, 0, '20,386'],
  [1234567, 0, '1,234,567'],
  [-20386, 0, '-20,386'],
  [12, 1, '12.0'],
  [12.5, 1, '12.5'],
  [1234.56, 1, '1,234.6'],
  [4.5, 2, '4.50'],
  [1234567.891, 2, '1,234,567.89'],
  [-0.04, 1, '0.0'],
  [2.5, 0, '3'],
])('formatNumber(%p, %i decimals) = %p', (value, decimals, expected) => {
  expect(formatNumber(value, decimals)).toBe(expected);
});

test.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])(
  'formatNumber(%p) is the empty mark /',
  (value) => {
    expect(formatNumber(value)).toBe('/');
    expect(formatNumber(value, 2)).toBe('/');
  },
);

test('formatCount: whole figures, separated, as a column render', () => {
  expect(formatCount(10500)).toBe('10,500');
  expect(formatCount(null)).toBe('/');
  // antd calls a render with (value, row, index): the row is no number of decimals.
  const render: (value: number, row: object, index: number) => string = formatCount;
  expect(render(5000, { id: 1 }, 3)).toBe('5,000');
});
