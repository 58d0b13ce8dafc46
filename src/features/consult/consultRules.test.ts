import { PERM } from '@/shared/session/permissions';
import { urgeKindFor, visibleActions, visitorInfoReadable } from './consultRules';

test('staff see the offered actions whose code they hold; an expert its own five', () => {
  const offered = ['reschedule', 'referral', 'cancel', 'breach'];
  expect(visibleActions(offered, 'org', [PERM.consultCancel, PERM.consultBreach])).toEqual([
    'cancel',
    'breach',
  ]);
  expect(visibleActions(offered, 'org', [])).toEqual([]);
  expect(visibleActions(['reschedule', 'referral', 'cancel', 'breach'], 'expert', [])).toEqual([
    'reschedule',
    'breach',
  ]);
  expect(visibleActions(['unknown'], 'org', Object.values(PERM))).toEqual([]);
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
