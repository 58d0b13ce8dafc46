import { BUCKET_MESSAGES, bucketProblem, rosterCell, weekOf } from './scheduleRules';

test.each([
  [
    [
      { start: '09:00', end: '09:50' },
      { start: '10:00', end: '10:50' },
    ],
    undefined,
  ],
  [[{ start: '09:50', end: '09:00' }], BUCKET_MESSAGES.endAfterStart],
  [[{ start: '09:00', end: '09:00' }], BUCKET_MESSAGES.endAfterStart],
  [
    [
      { start: '10:00', end: '10:50' },
      { start: '09:00', end: '10:30' },
    ],
    BUCKET_MESSAGES.overlap,
  ],
  [
    [
      { start: '09:00', end: '09:50' },
      { start: '09:50', end: '10:40' },
    ],
    undefined,
  ],
  [[{ start: '9:00', end: '09:50' }], undefined],
])('bucketProblem(%j) is %s', (buckets, expected) => {
  expect(bucketProblem(buckets)).toBe(expected);
});

test('roster cells', () => {
  expect(rosterCell({ date: '2025-07-01', working: 12, booked: 3, rest: false })).toBe('3/12');
  expect(rosterCell({ date: '2025-07-01', working: 0, booked: 0, rest: true })).toBe('休');
  expect(rosterCell({ date: '2025-07-01', working: 0, booked: 1, rest: true })).toBe('1/0');
  expect(rosterCell({ date: '2025-07-01', working: 0, booked: 0, rest: false })).toBe('');
});

test('weekOf runs Monday to Sunday', () => {
  expect(weekOf('2025-07-02')).toEqual(['2025-06-30', '2025-07-06']);
  expect(weekOf('2025-07-06')).toEqual(['2025-06-30', '2025-07-06']);
  expect(weekOf('2025-06-30')).toEqual(['2025-06-30', '2025-07-06']);
});
