import { PERM } from '@/shared/session/permissions';
import type { OrderAction } from '@/shared/counselling/orderTransitions';
import { dueNow, urgeKindFor, visibleActions, visitorInfoReadable } from './consultRules';

const START = Date.UTC(2026, 2, 16, 2); // a session's start
const started = { now: START, startsAt: START };

test('staff see the offered actions whose code they hold; an expert its own five', () => {
  const offered = ['reschedule', 'referral', 'cancel', 'breach'];
  expect(visibleActions(offered, 'org', [PERM.consultCancel, PERM.consultBreach], started)).toEqual(
    ['cancel', 'breach'],
  );
  expect(visibleActions(offered, 'org', [], started)).toEqual([]);
  expect(visibleActions(offered, 'expert', [], started)).toEqual(['reschedule', 'breach']);
  expect(visibleActions(['unknown'], 'org', Object.values(PERM), started)).toEqual([]);
});

const DAY = 86_400_000;
test.each<[OrderAction, number, boolean]>([
  // 完成咨询 and 爽约 wait for the session's start: 9 days ahead, a minute before, then from it.
  ['complete', -9 * DAY, false],
  ['complete', -60_000, false],
  ['complete', 0, true],
  ['complete', DAY, true],
  ['breach', -9 * DAY, false],
  ['breach', -1, false],
  ['breach', 0, true],
  ['breach', 2 * 3_600_000, true],
  // The others do not wait.
  ['accept', -9 * DAY, true],
  ['decline', -9 * DAY, true],
  ['reschedule', -9 * DAY, true],
  ['referral', -9 * DAY, true],
  ['confirm', -9 * DAY, true],
  ['cancel', -9 * DAY, true],
])('%s at start%+d ms: due %s', (action, offset, due) => {
  expect(dueNow(action, { now: START + offset, startsAt: START })).toBe(due);
});

test('before the session starts neither staff nor the expert are offered 完成咨询 or 爽约', () => {
  const early = { now: START - 9 * DAY, startsAt: START };
  expect(
    visibleActions(
      ['reschedule', 'referral', 'cancel', 'breach'],
      'org',
      Object.values(PERM),
      early,
    ),
  ).toEqual(['reschedule', 'referral', 'cancel']);
  expect(visibleActions(['reschedule', 'complete', 'breach'], 'expert', [], early)).toEqual([
    'reschedule',
  ]);
  expect(visibleActions(['reschedule', 'complete', 'breach'], 'expert', [], started)).toEqual([
    'reschedule',
    'complete',
    'breach',
  ]);
});

test('the urge fits the status: 0 for 待接单, 1 for 待咨询, 2 for 待确认, none once final', () => {
  expect([0, 1, 2, 3, 4].map((status) => urgeKindFor(status as 0 | 1 | 2 | 3 | 4))).toEqual([
    0,
    1,
    2,
    undefined,
    undefined,
  ]);
});

test('visitor info must be JSON text to export', () => {
  expect(visitorInfoReadable({ visitorInfo: '{"customFields":[]}' })).toBe(true);
  expect(visitorInfoReadable({ visitorInfo: '{"customFields":[{"name":"所在部门","value":' })).toBe(
    false,
  );
});
