import {
  ORDER_ACTIONS,
  TRANSITIONS,
  TRANSITION_MESSAGES,
  actionsFor,
  checkTransition,
  type OrderAction,
  type OrderActor,
  type OrderStatus,
} from './orderTransitions';

const base = { seenVersion: 3, version: 3, now: 2000, startsAt: 1000 };

// The design table, row by row: action, from, to, actors.
const TABLE: [OrderAction, OrderStatus[], OrderStatus, OrderActor[]][] = [
  ['accept', [0], 1, ['expert', 'admin']],
  ['decline', [0], 4, ['expert', 'system']],
  ['reschedule', [1], 1, ['admin', 'expert']],
  ['referral', [1], 1, ['admin']],
  ['complete', [1], 2, ['expert']],
  ['confirm', [2], 3, ['visitor', 'admin', 'system']],
  ['cancel', [0, 1], 4, ['visitor', 'admin']],
  ['breach', [1], 3, ['expert', 'admin']],
];
const STATUSES: OrderStatus[] = [0, 1, 2, 3, 4];
const ACTORS: OrderActor[] = ['expert', 'admin', 'visitor', 'system'];

test('the table holds exactly the design rows', () => {
  expect([...ORDER_ACTIONS].sort()).toEqual(TABLE.map(([action]) => action).sort());
});

describe.each(TABLE)('%s', (action, from, to, actors) => {
  test.each(STATUSES)('from status %i', (status) => {
    for (const actor of ACTORS) {
      const verdict = checkTransition({ ...base, action, actor, status });
      if (!from.includes(status))
        expect(verdict).toEqual({
          ok: false,
          reason: 'status',
          msg: TRANSITION_MESSAGES.wrongStatus(action, status),
        });
      else if (!actors.includes(actor))
        expect(verdict).toEqual({
          ok: false,
          reason: 'actor',
          msg: TRANSITION_MESSAGES.wrongActor(action),
        });
      else expect(verdict).toEqual({ ok: true, to });
    }
  });
});

test('a stale version is refused before anything else', () => {
  expect(
    checkTransition({ ...base, action: 'accept', actor: 'admin', status: 3, seenVersion: 2 }),
  ).toEqual({ ok: false, reason: 'stale', msg: '订单已被他人处理，请刷新后重试' });
});

test('complete and breach wait for the session to start', () => {
  for (const action of ['complete', 'breach'] as const) {
    expect(checkTransition({ ...base, action, actor: 'expert', status: 1, now: 999 })).toEqual({
      ok: false,
      reason: 'time',
      msg: `咨询开始前不能${TRANSITIONS[action].label}`,
    });
  }
  expect(checkTransition({ ...base, action: 'cancel', actor: 'admin', status: 1, now: 0 }).ok).toBe(
    true,
  );
});

test('messages name the status and the action', () => {
  expect(TRANSITION_MESSAGES.wrongStatus('accept', 3)).toBe('订单已完成，不能接单');
  expect(TRANSITION_MESSAGES.wrongActor('complete')).toBe('无权完成咨询');
});

test('final statuses offer no action; the buttons follow the table', () => {
  expect(actionsFor(3, 'admin')).toEqual([]);
  expect(actionsFor(4, 'expert')).toEqual([]);
  expect(actionsFor(1, 'admin')).toEqual(['reschedule', 'referral', 'cancel', 'breach']);
  expect(actionsFor(0, 'expert')).toEqual(['accept', 'decline']);
});
