/**
 * What the order config makes due on the mock's clock (counselling design, "Transitions" and
 * "Order config"): the reminder before a 待咨询 session (remindBeforeMin), the system's 拒单 of a
 * 待接单 order nobody accepted (acceptTimeoutMin) and the system's 确认完成 of a 待确认 order
 * (autoConfirmDays after 完成咨询). The mock has no timer: these run lazily, at the start of a
 * counselling request, against its `now`, once each (the reminder once per order and slot: a
 * reschedule re-arms it), dated when a timer would have run them.
 */
import { slotTime } from '../../../src/shared/counselling/slotRule';
import { createIds, type IdSource } from '../ids';
import { DAY_MS, formatDateTime } from '../time';
import { orderConfigOf } from './config';
import { addUrge, closeOrder, transitionOrder } from './effects';
import type { ConsultOrder, CounsellingTables } from './types';

export const SYSTEM_OPERATOR = '系统';

const MINUTE_MS = 60_000;
const cstMs = (time: string) => Date.parse(`${time.replace(' ', 'T')}+08:00`);

/**
 * Orders that may still fall due (待接单, 待咨询, 待确认): found once by a scan, then only checked.
 * Orders are never removed and leave 0–2 for good, so a grown table is the only reason to scan again.
 */
interface OpenIndex {
  scannedSize: number;
  open: Set<string>;
}
const indexes = new WeakMap<CounsellingTables, OpenIndex>();

function openOrders(t: CounsellingTables): Set<string> {
  let index = indexes.get(t);
  if (!index || index.scannedSize !== t.orders.size) {
    const open = new Set<string>();
    for (const order of t.orders.values()) if (order.status <= 2) open.add(order.id);
    index = { scannedSize: t.orders.size, open };
    indexes.set(t, index);
  }
  return index.open;
}

type DueKind = 'remind' | 'timeout' | 'autoConfirm';

/**
 * The due effect of an open order: its once-only key and the moment it falls due, or undefined.
 * `startedAt`: the store's creation. The seed is a snapshot in which upcoming bookings made days
 * ago still wait for their expert; their accept timeout runs from the store's start, as a timer
 * started with the server would.
 */
function dueOf(
  t: CounsellingTables,
  order: ConsultOrder,
  startedAt: number,
): { key: string; kind: DueKind; at: number } | undefined {
  const config = orderConfigOf(t, order.orgId);
  if (order.status === 0)
    return {
      key: `timeout:${order.id}`,
      kind: 'timeout',
      at: Math.max(cstMs(order.createTime), startedAt) + config.acceptTimeoutMin * MINUTE_MS,
    };
  if (order.status === 2)
    return {
      key: `autoConfirm:${order.id}`,
      kind: 'autoConfirm',
      at: cstMs(order.finishTime) + config.autoConfirmDays * DAY_MS,
    };
  const start = slotTime(order.appointDate, order.startTime);
  const lastChange = cstMs(order.logs[order.logs.length - 1]?.time ?? order.createTime);
  // Accepted or moved after the session began: no reminder would ever have been due.
  if (lastChange >= start) return undefined;
  return {
    key: `remind:${order.id}:${order.appointDate} ${order.startTime}`,
    kind: 'remind',
    at: Math.max(start - config.remindBeforeMin * MINUTE_MS, lastChange),
  };
}

function apply(
  t: CounsellingTables,
  ids: IdSource,
  order: ConsultOrder,
  kind: DueKind,
  time: string,
): ConsultOrder {
  const config = orderConfigOf(t, order.orgId);
  const by = SYSTEM_OPERATOR;
  if (kind === 'remind') {
    addUrge(ids, t, order, by, time, 1);
    return order;
  }
  if (kind === 'timeout') {
    const note = `超过${config.acceptTimeoutMin}分钟未接单，系统自动取消`;
    const closing = closeOrder(t, order, { time, reason: note, by: 'system' });
    return transitionOrder(t, order, 'decline', { by, time, note }, closing);
  }
  const note = `超过${config.autoConfirmDays}天未确认，系统自动确认`;
  return transitionOrder(t, order, 'confirm', { by, time, note }, { confirmTime: time });
}

/**
 * Writes every effect due at `now` that was not written yet. `startedAt` is when the store was
 * created (the seed passes its own now): see dueOf.
 */
export function runDueEffects(
  t: CounsellingTables,
  ids: IdSource,
  now: number,
  startedAt: number,
): void {
  const open = openOrders(t);
  for (const id of open) {
    const order = t.orders.get(id);
    if (!order || order.status > 2) {
      open.delete(id);
      continue;
    }
    const due = dueOf(t, order, startedAt);
    if (!due || due.at > now || t.sentDue.has(due.key)) continue;
    const time = formatDateTime(due.at);
    t.sentDue.set(due.key, time);
    if (apply(t, ids, order, due.kind, time).status > 2) open.delete(id);
  }
}

/**
 * Writes what is due at `now` in a store's counselling tables: what every counselling call does
 * first (tablesOf), and what a test does before it counts what a call will answer.
 */
export function settleDue(
  counselling: { tables: CounsellingTables; startedAt: number },
  now: number,
): void {
  const { tables, startedAt } = counselling;
  runDueEffects(tables, createIds(tables.counters), now, startedAt);
}
