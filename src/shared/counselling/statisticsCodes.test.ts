import {
  ageBandOf,
  datePart,
  percent,
  periodKey,
  periodLabel,
  periodsBetween,
  weekStart,
} from './statisticsCodes';

test('a period groups a datetime by its date part (the part before the space)', () => {
  expect(datePart('2025-06-30 23:59:59')).toBe('2025-06-30');
  expect(periodKey('2025-06-30 23:59:59', 'day')).toBe('2025-06-30');
  expect(periodKey('2025-06-30 23:59:59', 'month')).toBe('2025-06');
  expect(periodKey('2025-06-30 23:59:59', 'year')).toBe('2025');
  expect(periodKey('2025-01-01 00:00:00', 'year')).toBe('2025');
});

test('weeks run Monday to Sunday, across months and years', () => {
  expect(weekStart('2025-07-06')).toBe('2025-06-30');
  expect(weekStart('2025-06-30')).toBe('2025-06-30');
  expect(periodKey('2025-01-01 08:00:00', 'week')).toBe('2024-12-30');
  expect(periodLabel('2024-12-30', 'week')).toBe('2024-12-30～2025-01-05');
  expect(periodLabel('2025-06', 'month')).toBe('2025-06');
});

test('periodsBetween lists every period of the range, empty ones included', () => {
  expect(periodsBetween('2024-11-15', '2025-02-01', 'month')).toEqual([
    '2024-11',
    '2024-12',
    '2025-01',
    '2025-02',
  ]);
  expect(periodsBetween('2025-06-29', '2025-07-01', 'day')).toEqual([
    '2025-06-29',
    '2025-06-30',
    '2025-07-01',
  ]);
  expect(periodsBetween('2025-07-02', '2025-07-14', 'week')).toEqual([
    '2025-06-30',
    '2025-07-07',
    '2025-07-14',
  ]);
  expect(periodsBetween('2023-12-31', '2025-01-01', 'year')).toEqual(['2023', '2024', '2025']);
  expect(periodsBetween('2024-02-29', '2024-02-29', 'day')).toEqual(['2024-02-29']);
});

test('age bands follow the hotline bands; rates are percentages with one decimal, null over nothing', () => {
  expect([12, 18, 25, 26, 45, 60, 61].map(ageBandOf)).toEqual([
    '18岁以下',
    '18-25岁',
    '18-25岁',
    '26-35岁',
    '36-45岁',
    '46-60岁',
    '60岁以上',
  ]);
  expect(percent(1, 3)).toBe(33.3);
  expect(percent(2, 2)).toBe(100);
  expect(percent(0, 0)).toBeNull();
});
