import moment from 'moment';
import type { DateRangeMap, Filters } from './searchQuery';
import {
  ALL_OPTION,
  cleanFilters,
  pageSizeKey,
  readPageSize,
  sameFilters,
  totalText,
  withAll,
  writePageSize,
} from './searchQuery';

const ranges: DateRangeMap = { created: ['startTime', 'endTime'] };

const table: Array<[string, Record<string, unknown>, Filters]> = [
  ['trims strings', { name: '  张三 ' }, { name: '张三' }],
  ['drops empty and blank strings', { name: '', account: '   ' }, {}],
  ['drops undefined and null', { a: undefined, b: null }, {}],
  ['drops the all-option as number', { status: -99 }, {}],
  ['drops the all-option as text', { status: '-99' }, {}],
  ['keeps 0 and false', { status: 0, enabled: false }, { status: 0, enabled: false }],
  ['keeps numbers', { type: 2 }, { type: 2 }],
  ['cleans lists', { ids: [' 1 ', '', -99, 3] }, { ids: ['1', 3] }],
  ['drops empty lists', { ids: [] }, {}],
  [
    'spreads a date range over whole days',
    { created: [moment('2024-03-01 15:20:00'), moment('2024-03-05 08:00:00')] },
    { startTime: '2024-03-01 00:00:00', endTime: '2024-03-05 23:59:59' },
  ],
  [
    'a range of strings works too',
    { created: ['2024-03-01', '2024-03-01'] },
    { startTime: '2024-03-01 00:00:00', endTime: '2024-03-01 23:59:59' },
  ],
  ['drops an empty range', { created: undefined }, {}],
  ['drops a half range', { created: [moment('2024-03-01'), null] }, {}],
  ['a single date is its day', { day: moment('2024-03-01 10:00') }, { day: '2024-03-01' }],
];

test.each(table)('%s', (_label, values, expected) => {
  expect(cleanFilters(values, ranges)).toEqual(expected);
});

test('sameFilters ignores key order and sees value changes', () => {
  expect(sameFilters({ a: 1, b: 'x' }, { b: 'x', a: 1 })).toBe(true);
  expect(sameFilters({ a: 1 }, { a: 2 })).toBe(false);
  expect(sameFilters({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  expect(sameFilters({ ids: [1, 2] }, { ids: [1, 2] })).toBe(true);
});

test('a select filter offers 全部 first, the value the cleaning drops', () => {
  const options = withAll([{ value: 1, label: '是' }]);
  expect(options).toEqual([
    { value: ALL_OPTION, label: '全部' },
    { value: 1, label: '是' },
  ]);
  expect(cleanFilters({ flag: options[0].value })).toEqual({});
});

test('total text', () => {
  expect(totalText(123)).toBe('共123条数据');
});

describe('page size memory', () => {
  it('defaults to 10', () => {
    expect(readPageSize('/task')).toBe(10);
  });
  it('remembers per list path', () => {
    writePageSize('/task', 50);
    expect(window.localStorage.getItem(pageSizeKey('/task'))).toBe('50');
    expect(readPageSize('/task')).toBe(50);
    expect(readPageSize('/scale')).toBe(10);
  });
  it('ignores a size that is not an option', () => {
    window.localStorage.setItem(pageSizeKey('/task'), '7');
    expect(readPageSize('/task')).toBe(10);
  });
});
