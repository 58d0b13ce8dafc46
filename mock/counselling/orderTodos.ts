/**
 * The to-dos an order's status calls for (counselling design, "Hotline orders and to-dos"):
 * 待接单 and 待确认 for the organisation's administrators (who accept and confirm on the expert's
 * and the visitor's behalf), 待写记录 for the order's counsellor. They are opened by the clock
 * (dueEffects.ts: when the status or the session's end begins) and settled here by the transition
 * that answers them (done) or makes them moot (closed, with why).
 */
import { TRANSITIONS, type OrderAction } from '../../src/shared/counselling/orderTransitions';
import { createIds, type IdSource } from '../core/ids';
import { DAY_MS } from '../core/time';
import { orderConfigOf } from './config';
import { addTodo, cstMs } from './hotlineEffects';
import { changeAt } from './rows';
import type { ConsultOrder, CounsellingTables, OrderLogEntry, Todo } from './types';

type OrderTodoType = Extract<Todo['type'], '待接单' | '待确认' | '待写记录'>;

/** The transition that does what the to-do asks. */
const ANSWERED_BY: Record<OrderTodoType, OrderAction> = {
  待接单: 'accept',
  待确认: 'confirm',
  待写记录: 'complete',
};

/** Opens the order's to-do of `type`, due at `dueMs`. */
export function openOrderTodo(
  ids: IdSource,
  t: CounsellingTables,
  order: ConsultOrder,
  type: OrderTodoType,
  time: string,
  dueMs: number,
): Todo {
  const session = `${order.appointDate} ${order.startTime}`;
  return addTodo(ids, t, {
    orgId: order.orgId,
    type,
    bizType: 'consultOrder',
    bizId: order.id,
    title: `${type}：${order.visitorName}（${order.orderNo}，${session}）`,
    assignee: type === '待写记录' ? order.expertId : 'orgAdmins',
    time,
    dueMs,
  });
}

/** The once-only keys of the clock's to-dos (t.sentDue): one 待接单 and one 待确认 per order. */
export const acceptTodoKey = (orderId: string) => `acceptTodo:${orderId}`;
export const confirmTodoKey = (orderId: string) => `confirmTodo:${orderId}`;

/**
 * Opens the to-do of the status an order has just entered by a call (待接单 at creation, 待确认
 * at 完成咨询) in that call, so a refusal in the next one still stores nothing; the clock
 * (dueEffects.ts) opens those of the seed's orders under the same keys.
 */
export function openStatusTodo(t: CounsellingTables, order: ConsultOrder, time: string): void {
  const config = orderConfigOf(t, order.orgId);
  const [key, type, dueMs] =
    order.status === 0
      ? [acceptTodoKey(order.id), '待接单' as const, config.acceptTimeoutMin * 60_000]
      : [confirmTodoKey(order.id), '待确认' as const, config.autoConfirmDays * DAY_MS];
  if (t.sentDue.has(key)) return;
  t.sentDue.set(key, time);
  openOrderTodo(createIds(t.counters), t, order, type, time, cstMs(time) + dueMs);
}

/**
 * After `action` moved the order: its open 待接单, 待确认 and 待写记录 to-dos are done when the
 * action is what they ask, closed when it makes them moot (拒单, 取消, 爽约, or 改期 and 转介,
 * which move the session the record was for); 完成咨询 opens 待确认.
 */
export function settleOrderTodos(
  t: CounsellingTables,
  order: ConsultOrder,
  action: OrderAction,
  entry: Pick<OrderLogEntry, 'by' | 'time' | 'note'>,
): void {
  for (const todo of t.todos) {
    if (todo.bizType !== 'consultOrder' || todo.bizId !== order.id || todo.status !== 0) continue;
    if (!(todo.type in ANSWERED_BY)) continue;
    const answered = ANSWERED_BY[todo.type as OrderTodoType] === action;
    const { label } = TRANSITIONS[action];
    const reason = entry.note ? `${label}：${entry.note}` : label;
    changeAt(t.todos, todo, {
      status: answered ? 1 : 2,
      doneBy: entry.by,
      doneTime: entry.time,
      ...(answered ? {} : { remark: reason }),
    });
  }
  if (order.status === 2) openStatusTodo(t, order, entry.time);
}
