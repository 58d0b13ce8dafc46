/**
 * The consult order's transition table (counselling design, "Transitions"): which action moves
 * an order from which statuses to which, who may take it and what it needs. The mock enforces
 * it; the console reads it to show only the buttons that can succeed.
 */

/** 0 待接单, 1 待咨询, 2 待确认, 3 已完成, 4 已取消 (3 and 4 are final). */
export type OrderStatus = 0 | 1 | 2 | 3 | 4;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  0: '待接单',
  1: '待咨询',
  2: '待确认',
  3: '已完成',
  4: '已取消',
};

/** Who acts: the order's expert, a staff account of the organisation, the visitor, the system. */
export type OrderActor = 'expert' | 'admin' | 'visitor' | 'system';

export type OrderAction =
  'accept' | 'decline' | 'reschedule' | 'referral' | 'complete' | 'confirm' | 'cancel' | 'breach';

/** What the action's dialog asks for. */
type TransitionInput = 'reason' | 'slot' | 'expert' | 'mentalStatus';

export interface Transition {
  label: string;
  from: readonly OrderStatus[];
  to: OrderStatus;
  actors: readonly OrderActor[];
  needs: readonly TransitionInput[];
  /** The action needs the session to have started (startTime reached). */
  afterStart: boolean;
  /** The order's slot is freed. */
  freesSlot: boolean;
}

export const TRANSITIONS: Record<OrderAction, Transition> = {
  accept: {
    label: '接单',
    from: [0],
    to: 1,
    actors: ['expert', 'admin'],
    needs: [],
    afterStart: false,
    freesSlot: false,
  },
  decline: {
    label: '拒单',
    from: [0],
    to: 4,
    actors: ['expert', 'system'],
    needs: ['reason'],
    afterStart: false,
    freesSlot: true,
  },
  reschedule: {
    label: '改期',
    from: [1],
    to: 1,
    actors: ['admin', 'expert'],
    needs: ['slot'],
    afterStart: false,
    freesSlot: true,
  },
  referral: {
    label: '转介',
    from: [1],
    to: 1,
    actors: ['admin'],
    needs: ['expert', 'slot', 'reason'],
    afterStart: false,
    freesSlot: true,
  },
  complete: {
    label: '完成咨询',
    from: [1],
    to: 2,
    actors: ['expert'],
    needs: ['mentalStatus'],
    afterStart: true,
    freesSlot: false,
  },
  confirm: {
    label: '确认完成',
    from: [2],
    to: 3,
    actors: ['visitor', 'admin', 'system'],
    needs: [],
    afterStart: false,
    freesSlot: false,
  },
  cancel: {
    label: '取消订单',
    from: [0, 1],
    to: 4,
    actors: ['visitor', 'admin'],
    needs: ['reason'],
    afterStart: false,
    freesSlot: true,
  },
  breach: {
    label: '爽约',
    from: [1],
    to: 3,
    actors: ['expert', 'admin'],
    needs: [],
    afterStart: true,
    freesSlot: false,
  },
};

export const ORDER_ACTIONS: readonly OrderAction[] = Object.keys(TRANSITIONS) as OrderAction[];

/** The refusals, worded once for the mock and the console. */
export const TRANSITION_MESSAGES = {
  wrongStatus: (action: OrderAction, status: OrderStatus) =>
    `订单${ORDER_STATUS_LABELS[status]}，不能${TRANSITIONS[action].label}`,
  wrongActor: (action: OrderAction) => `无权${TRANSITIONS[action].label}`,
  stale: '订单已被他人处理，请刷新后重试',
  beforeStart: (action: OrderAction) => `咨询开始前不能${TRANSITIONS[action].label}`,
} as const;

export type TransitionCheck =
  | { ok: true; to: OrderStatus }
  | { ok: false; reason: 'stale' | 'status' | 'actor' | 'time'; msg: string };

export interface TransitionRequest {
  action: OrderAction;
  actor: OrderActor;
  status: OrderStatus;
  /** The order's version the caller saw; refused when the order moved on since. */
  seenVersion: number;
  version: number;
  /** ms: the server clock and the session's start. */
  now: number;
  startsAt: number;
}

/**
 * Whether the action may happen: stale first (a second admin learns that someone else acted,
 * not a confusing status message), then status, actor and timing.
 */
export function checkTransition(request: TransitionRequest): TransitionCheck {
  const transition = TRANSITIONS[request.action];
  if (request.seenVersion !== request.version)
    return { ok: false, reason: 'stale', msg: TRANSITION_MESSAGES.stale };
  if (!transition.from.includes(request.status))
    return {
      ok: false,
      reason: 'status',
      msg: TRANSITION_MESSAGES.wrongStatus(request.action, request.status),
    };
  if (!transition.actors.includes(request.actor))
    return { ok: false, reason: 'actor', msg: TRANSITION_MESSAGES.wrongActor(request.action) };
  if (transition.afterStart && request.now < request.startsAt)
    return { ok: false, reason: 'time', msg: TRANSITION_MESSAGES.beforeStart(request.action) };
  return { ok: true, to: transition.to };
}

/** The actions an actor can take on an order in a status (the console's buttons). */
export function actionsFor(status: OrderStatus, actor: OrderActor): OrderAction[] {
  return ORDER_ACTIONS.filter(
    (action) =>
      TRANSITIONS[action].from.includes(status) && TRANSITIONS[action].actors.includes(actor),
  );
}
