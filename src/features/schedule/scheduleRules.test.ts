import { daySlots, stepAnchor, viewRange, type CalendarExpert } from './calendarRules';
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

test.each([
  ['day', '2026-11-29', ['2026-11-29', '2026-11-29']],
  ['week', '2026-11-29', ['2026-11-23', '2026-11-29']],
  // A month starting on a Sunday and ending on a Monday: six whole weeks, the calendar's most.
  ['month', '2026-11-15', ['2026-10-26', '2026-12-06']],
  ['month', '2026-02-10', ['2026-01-26', '2026-03-01']],
] as const)('the %s view of %s shows %j', (view, anchor, range) => {
  expect(viewRange(view, anchor)).toEqual(range);
});

test('a step moves a day, a week or a month (from the 31st to the next month)', () => {
  expect(stepAnchor('day', '2026-12-31', 1)).toBe('2027-01-01');
  expect(stepAnchor('week', '2026-11-29', -1)).toBe('2026-11-22');
  expect(stepAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
  expect(stepAnchor('month', '2026-01-15', -1)).toBe('2025-12-01');
});

test("a day's slots: its orders and free buckets by time, an order first at the same time", () => {
  const order = (id: string, bucketId: string, startTime: string, status = 1) => ({
    id,
    orderNo: id,
    version: 1,
    status,
    appointDate: '2026-12-01',
    bucketId,
    startTime,
    endTime: '',
    visitorName: id,
    mentalStatus: 0,
  });
  const expert: CalendarExpert = {
    expertId: 'e',
    name: 'e',
    buckets: [
      { id: 'b9', start: '09:00', end: '09:50' },
      { id: 'b10', start: '10:00', end: '10:50' },
      { id: 'b11', start: '11:00', end: '11:50' },
    ],
    days: [],
    orders: [],
  };
  const day = {
    date: '2026-12-01',
    working: ['b9', 'b10', 'b11'],
    free: ['b9', 'b11'],
    override: null,
  };
  const slots = daySlots(expert, day, [
    order('late', 'b10', '10:00'),
    order('gone', 'b9', '09:00', 4),
  ]);
  expect(
    slots.map((slot) => (slot.kind === 'order' ? slot.order.id : `free ${slot.bucket.start}`)),
  ).toEqual(['gone', 'free 09:00', 'late', 'free 11:00']);
});
