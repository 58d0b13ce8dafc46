/**
 * What the order config makes due on the mock's clock (counselling design, "Transitions", "Order
 * config" and the to-do table): for a 待接单 order its 待接单 to-do, the urge to the expert at half
 * the accept timeout and the system's 拒单 at the timeout (acceptTimeoutMin) with an SMS to the
 * visitor; for a 待咨询 one the reminder to the visitor and the counsellor (remindBeforeMin) and,
 * at the session's end, the counsellor's 待写记录 to-do (due 24 h later, recordDue.ts); for a
 * 待确认 one its 待确认 to-do and the system's 确认完成 (autoConfirmDays after 完成咨询). The mock
 * has no timer: these run lazily, at the start of a counselling request, against its `now`, once
 * each (those of a session once per order and slot: a reschedule re-arms them), dated when a
 * timer would have run them.
 */
import { slotTime } from '../../src/shared/counselling/slotRule';
import { writesOf } from '../core/derived';
import { createIds, type IdSource } from '../core/ids';
import { DAY_MS, formatDateTime } from '../core/time';
import { orderConfigOf } from './config';
import { addUrge, closeOrder, sendSms, transitionOrder } from './effects';
import { acceptTodoKey, confirmTodoKey, openOrderTodo } from './orderTodos';
import { recordDueMs, sessionEndMs } from './recordDue';
import type { ConsultOrder, CounsellingTables, OrderConfig } from './types';
import { runWaitlistDue } from './waitlist';

const SYSTEM_OPERATOR = '系统';

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

type DueKind =
  'acceptTodo' | 'urgeAccept' | 'timeout' | 'remind' | 'recordTodo' | 'confirmTodo' | 'autoConfirm';
interface Due {
  key: string;
  kind: DueKind;
  at: number;
  /** A to-do's due time: when the order's next step falls due. */
  todoDue?: number;
}

/**
 * The due effects of an open order, its once-only key and the moment it falls due, earliest first.
 * `startedAt`: the store's creation. The seed is a snapshot in which upcoming bookings made days
 * ago still wait for their expert; their accept timeout runs from the store's start, as a timer
 * started with the server would.
 */
function duesOf(t: CounsellingTables, order: ConsultOrder, startedAt: number): readonly Due[] {
  const config = orderConfigOf(t, order.orgId);
  // Every counselling call sweeps the open orders first (tablesOf): an order's dues are worked
  // out again only when the order, its organisation's config or the store's start changed.
  const kept = dueMemo.get(order);
  if (kept?.config === config && kept.startedAt === startedAt) return kept.dues;
  const dues = duesFor(order, config, startedAt);
  dueMemo.set(order, { config, startedAt, dues });
  return dues;
}

const dueMemo = new WeakMap<
  ConsultOrder,
  { config: OrderConfig; startedAt: number; dues: readonly Due[] }
>();

function duesFor(order: ConsultOrder, config: OrderConfig, startedAt: number): Due[] {
  if (order.status === 0) {
    const from = Math.max(cstMs(order.createTime), startedAt);
    const timeout = config.acceptTimeoutMin * MINUTE_MS;
    return [
      {
        key: acceptTodoKey(order.id),
        kind: 'acceptTodo',
        at: cstMs(order.createTime),
        todoDue: from + timeout,
      },
      // Half the timeout: the expert is urged while accepting can still save the booking.
      { key: `urgeAccept:${order.id}`, kind: 'urgeAccept', at: from + timeout / 2 },
      { key: `timeout:${order.id}`, kind: 'timeout', at: from + timeout },
    ];
  }
  if (order.status === 2) {
    const finished = cstMs(order.finishTime);
    const autoConfirm = finished + config.autoConfirmDays * DAY_MS;
    return [
      { key: confirmTodoKey(order.id), kind: 'confirmTodo', at: finished, todoDue: autoConfirm },
      { key: `autoConfirm:${order.id}`, kind: 'autoConfirm', at: autoConfirm },
    ];
  }
  const slot = `${order.id}:${order.appointDate} ${order.startTime}`;
  const start = slotTime(order.appointDate, order.startTime);
  const lastChange = cstMs(order.logs[order.logs.length - 1]?.time ?? order.createTime);
  const record: Due = {
    key: `recordTodo:${slot}`,
    kind: 'recordTodo',
    at: sessionEndMs(order),
    todoDue: recordDueMs(order),
  };
  // Accepted or moved after the session began: no reminder would ever have been due.
  if (lastChange >= start) return [record];
  const remindAt = Math.max(start - config.remindBeforeMin * MINUTE_MS, lastChange);
  return [{ key: `remind:${slot}`, kind: 'remind', at: remindAt }, record];
}

/** Writes one due effect; the order as it stands after it. */
function apply(
  t: CounsellingTables,
  ids: IdSource,
  order: ConsultOrder,
  due: Due,
  expertMobile: ExpertMobile,
): ConsultOrder {
  const config = orderConfigOf(t, order.orgId);
  const by = SYSTEM_OPERATOR;
  const time = formatDateTime(due.at);
  const mobile = expertMobile(order.expertId);
  switch (due.kind) {
    case 'acceptTodo':
      openOrderTodo(ids, t, order, '待接单', time, due.todoDue ?? due.at);
      return order;
    case 'urgeAccept':
      addUrge(ids, t, order, by, time, 0, '', mobile);
      return order;
    case 'remind':
      // Both sides of the session: the visitor, and the counsellor who holds it.
      addUrge(ids, t, order, by, time, 1);
      addUrge(ids, t, order, by, time, 1, '', mobile, true);
      return order;
    case 'recordTodo':
      openOrderTodo(ids, t, order, '待写记录', time, due.todoDue ?? due.at);
      return order;
    case 'confirmTodo':
      openOrderTodo(ids, t, order, '待确认', time, due.todoDue ?? due.at);
      return order;
    case 'timeout': {
      const note = `超过${config.acceptTimeoutMin}分钟未接单，系统自动取消`;
      sendSms(ids, t, {
        orgId: order.orgId,
        mobile: order.mobile,
        bizType: 'consultOrder',
        template: 'ORDER_DECLINED',
        content: `很抱歉，您预约的${order.appointDate} ${order.startTime}咨询因咨询师未能及时接单已自动取消，如已支付将原路退款，欢迎重新预约`,
        time,
      });
      const closing = closeOrder(t, order, { time, reason: note, by: 'system' });
      return transitionOrder(t, order, 'decline', { by, time, note }, closing);
    }
    case 'autoConfirm': {
      const note = `超过${config.autoConfirmDays}天未确认，系统自动确认`;
      return transitionOrder(t, order, 'confirm', { by, time, note }, { confirmTime: time });
    }
  }
}

/** The mobile of an expert's account, for the SMS the clock sends them. */
export type ExpertMobile = (expertId: string) => string;

/**
 * Writes every effect due at `now` that was not written yet, earliest first; a status change
 * (the system's 拒单 or 确认完成) ends the order's old dues. `startedAt` is when the store was
 * created (the seed passes its own now): see duesOf.
 */
export function runDueEffects(
  t: CounsellingTables,
  ids: IdSource,
  now: number,
  startedAt: number,
  expertMobile: ExpertMobile,
): void {
  if (stillQuiet(t, now, startedAt)) return;
  const open = openOrders(t);
  let wrote = false;
  let nextAt = Infinity;
  for (const id of open) {
    let order = t.orders.get(id);
    if (!order || order.status > 2) {
      open.delete(id);
      continue;
    }
    const status = order.status;
    for (const due of duesOf(t, order, startedAt)) {
      if (due.at > now) nextAt = Math.min(nextAt, due.at);
      if (due.at > now || order.status !== status) break;
      if (t.sentDue.has(due.key)) continue;
      t.sentDue.set(due.key, formatDateTime(due.at));
      wrote = true;
      order = apply(t, ids, order, due, expertMobile);
    }
    if (order.status > 2) open.delete(id);
  }
  if (!wrote) keepQuiet(t, startedAt, nextAt);
}

/**
 * A sweep that wrote nothing, and the earliest moment one of the orders' unsent dues falls due
 * (issue 32: the sweep read every open order's dues on each counselling request). Until the
 * orders, the configs or what was sent change, a sweep before `nextAt` writes nothing either:
 * every due it reaches before its first one after `now` was sent already, and that first one
 * comes no earlier than `nextAt`.
 */
interface Quiet {
  orders: number;
  configs: number;
  sentDue: number;
  startedAt: number;
  nextAt: number;
}
const quiet = new WeakMap<CounsellingTables, Quiet>();

/** The tables' counts of writes (CountedMaps, lazy.ts), or undefined for plain maps (never kept). */
function writeCounts(t: CounsellingTables) {
  const orders = writesOf(t.orders);
  const configs = writesOf(t.configs);
  const sentDue = writesOf(t.sentDue);
  if (orders === undefined || configs === undefined || sentDue === undefined) return undefined;
  return { orders, configs, sentDue };
}

function keepQuiet(t: CounsellingTables, startedAt: number, nextAt: number): void {
  const counts = writeCounts(t);
  if (counts) quiet.set(t, { ...counts, startedAt, nextAt });
}

function stillQuiet(t: CounsellingTables, now: number, startedAt: number): boolean {
  const kept = quiet.get(t);
  const counts = writeCounts(t);
  return (
    kept !== undefined &&
    counts !== undefined &&
    now < kept.nextAt &&
    kept.startedAt === startedAt &&
    kept.orders === counts.orders &&
    kept.configs === counts.configs &&
    kept.sentDue === counts.sentDue
  );
}

/**
 * Writes what is due at `now` in a store's counselling tables: what every counselling call does
 * first (tablesOf), and what a test does before it counts what a call will answer. The accounts
 * give the experts' mobiles for the SMS the clock sends them.
 */
export function settleDue(
  db: {
    counselling: { tables: CounsellingTables; startedAt: number };
    accounts: ReadonlyMap<string, { mobile: string }>;
  },
  now: number,
): void {
  const { tables, startedAt } = db.counselling;
  const expertMobile = (id: string) => db.accounts.get(id)?.mobile ?? '';
  runDueEffects(tables, createIds(tables.counters), now, startedAt, expertMobile);
  runWaitlistDue(tables, now);
}
