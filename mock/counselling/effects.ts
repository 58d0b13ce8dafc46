/** What an order event sets off besides the order itself: urge entries and SMS (crisis: crisis.ts). */
import { TRANSITIONS, type OrderAction } from '../../src/shared/counselling/orderTransitions';
import { slotKey } from '../../src/shared/counselling/slotRule';
import type { IdSource } from '../core/ids';
import { cstMs } from './hotlineEffects';
import { settleOrderTodos } from './orderTodos';
import { sendSms } from './sms';
import { offerSlot } from './waitlist';
import { changeRow } from './rows';
import type { ConsultOrder, CounsellingTables, OrderLogEntry } from './types';

export { sendSms };

const URGE_TEXT: Record<0 | 1 | 2, (order: ConsultOrder) => string> = {
  0: (order) => `订单${order.orderNo}待接单，请及时处理`,
  1: (order) => `您预约的咨询将于${order.appointDate} ${order.startTime}开始，请准时参加`,
  2: (order) => `订单${order.orderNo}的咨询已结束，请确认完成`,
};

/** The counsellor's reminder before a session (kind 1 to the expert). */
const EXPERT_REMINDER = (order: ConsultOrder) =>
  `您有一场咨询将于${order.appointDate} ${order.startTime}开始（来访者${order.visitorName}，订单${order.orderNo}），请准时参加`;

/**
 * An urge entry (0 the expert to accept, 1 a reminder before the session, 2 the visitor to
 * confirm) and its SMS. Kind 0 goes to the expert, the others to the visitor, unless
 * `expertMobile` names the expert for a reminder (the counsellor's own before each session).
 */
export function addUrge(
  ids: IdSource,
  t: CounsellingTables,
  order: ConsultOrder,
  operator: string,
  time = order.createTime,
  kind: 0 | 1 | 2 = 0,
  text = '',
  /** An urge to accept goes to the order's expert. */
  expertMobile = '',
  /** A kind 1 reminder for the counsellor rather than the visitor. */
  toExpert = kind === 0,
) {
  const content = text || (toExpert && kind === 1 ? EXPERT_REMINDER : URGE_TEXT[kind])(order);
  t.urgeLogs.push({
    id: ids.next('urge'),
    orderId: order.id,
    kind,
    target: toExpert ? 'expert' : 'visitor',
    channel: 'SMS',
    content,
    result: '已发送',
    operator,
    createTime: time,
  });
  const mobile = toExpert ? expertMobile : order.mobile;
  sendSms(ids, t, {
    orgId: order.orgId,
    mobile,
    bizType: 'urge',
    template: `URGE_${kind}`,
    content,
    time,
  });
}

/** Frees the order's slot (when it still holds it); true when it did. */
export function releaseSlot(t: CounsellingTables, order: ConsultOrder): boolean {
  const key = slotKey(order.expertId, order.appointDate, order.bucketId);
  if (t.slots.get(key) !== order.id) return false;
  t.slots.delete(key);
  return true;
}

/** A slot the order gave up at `time` goes to the waiting list (waitlist.ts): offered to the first match and held. */
export function offerFreedSlot(t: CounsellingTables, order: ConsultOrder, time: string): void {
  const slot = { orgId: order.orgId, expertId: order.expertId, date: order.appointDate };
  offerSlot(t, { ...slot, bucketId: order.bucketId }, cstMs(time));
}

/**
 * Closing an order (拒单, 取消订单, the accept timeout): frees its slot and gives the fields that
 * close it (a paid order refunded), for transitionOrder to store.
 */
export function closeOrder(
  t: CounsellingTables,
  order: ConsultOrder,
  close: { time: string; reason: string; by: ConsultOrder['cancelBy'] },
): Partial<ConsultOrder> {
  if (releaseSlot(t, order)) offerFreedSlot(t, order, close.time);
  return {
    cancelTime: close.time,
    cancelReason: close.reason,
    cancelBy: close.by,
    payStatus: order.payStatus === 1 ? 2 : order.payStatus,
  };
}

/**
 * Stores the order moved on by `action` (status, version, the timeline entry) with `changes`, and
 * settles the to-dos the move answers or makes moot (orderTodos.ts); the new row.
 */
export function transitionOrder(
  t: CounsellingTables,
  order: ConsultOrder,
  action: OrderAction,
  entry: Pick<OrderLogEntry, 'by' | 'time' | 'note'>,
  changes: Partial<ConsultOrder> = {},
): ConsultOrder {
  const to = TRANSITIONS[action].to;
  const moved = changeRow(t.orders, order, {
    ...changes,
    status: to,
    version: order.version + 1,
    logs: [...order.logs, { action, from: order.status, to, ...entry }],
  });
  settleOrderTodos(t, moved, action, entry);
  return moved;
}
