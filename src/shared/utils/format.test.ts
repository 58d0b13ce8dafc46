import moment from 'moment';
import { fillRate, formatDate, formatDateTime, formatPercent, maskMobile } from './format';

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
