import {
  SLOT_MESSAGES,
  addDays,
  cstDate,
  slotRefusal,
  slotTime,
  workingBuckets,
  type ExpertWeek,
  type SlotQuestion,
} from './slotRule';

// 2026-03-02 is a Monday; now is Sunday 2026-03-01 10:00 CST.
const NOW = slotTime('2026-03-01', '10:00');
const week: ExpertWeek = {
  bucketSetId: 's1',
  week: { '1': ['b1', 'b2'], '3': ['b1'] },
  effectiveFrom: '2026-01-01',
  effectiveTo: '',
};
const b1 = { id: 'b1', start: '09:00', end: '09:50' };
const b3 = { id: 'b3', start: '14:00', end: '14:50' };
const ask = (over: Partial<SlotQuestion>): string | undefined =>
  slotRefusal({
    date: '2026-03-02',
    bucket: b1,
    working: workingBuckets(week, undefined, '2026-03-02'),
    now: NOW,
    window: { bookingAheadDays: 1, bookingWindowDays: 14 },
    taken: false,
    visitorBusy: [],
    ...over,
  });

test('dates and times are China Standard Time', () => {
  expect(cstDate(NOW)).toBe('2026-03-01');
  expect(cstDate(slotTime('2026-03-01', '23:59'))).toBe('2026-03-01');
  expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
});

test('the week template gives the working buckets; an override wins', () => {
  expect(workingBuckets(week, undefined, '2026-03-02')).toEqual(['b1', 'b2']);
  expect(workingBuckets(week, undefined, '2026-03-03')).toEqual([]);
  expect(
    workingBuckets(week, { date: '2026-03-02', type: 1, bucketIds: [] }, '2026-03-02'),
  ).toEqual([]);
  expect(
    workingBuckets(week, { date: '2026-03-02', type: 1, bucketIds: ['b2'] }, '2026-03-02'),
  ).toEqual(['b1']);
  expect(
    workingBuckets(week, { date: '2026-03-03', type: 0, bucketIds: ['b3'] }, '2026-03-03'),
  ).toEqual(['b3']);
  expect(workingBuckets({ ...week, effectiveTo: '2026-02-28' }, undefined, '2026-03-02')).toEqual(
    [],
  );
  expect(workingBuckets({ ...week, effectiveFrom: '2026-03-09' }, undefined, '2026-03-02')).toEqual(
    [],
  );
});

test('a free working slot in the window is bookable', () => {
  expect(ask({})).toBeUndefined();
});

test('the four refusals', () => {
  expect(ask({ bucket: b3 })).toBe('该时段不可预约');
  expect(ask({ bucket: undefined })).toBe(SLOT_MESSAGES.unavailable);
  expect(ask({ taken: true })).toBe('该时段已被预约');
  expect(ask({ date: '2026-03-01', working: ['b1'] })).toBe('不在可预约时间范围内');
  expect(ask({ date: '2026-03-16', working: ['b1'] })).toBe('不在可预约时间范围内');
  expect(ask({ date: '2026-03-15', working: ['b1'] })).toBeUndefined();
  const busy = { start: slotTime('2026-03-02', '09:30'), end: slotTime('2026-03-02', '10:20') };
  expect(ask({ visitorBusy: [busy] })).toBe('该来访者在此时段已有预约');
  const after = { start: slotTime('2026-03-02', '09:50'), end: slotTime('2026-03-02', '10:40') };
  expect(ask({ visitorBusy: [after] })).toBeUndefined();
});
