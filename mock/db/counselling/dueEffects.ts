/**
 * What the order config makes due on the mock's clock: the reminder before a 待咨询 session
 * (remindBeforeMin) and the system urge of a 待接单 order left unaccepted (acceptTimeoutMin).
 * The mock has no timer: these run lazily, at the start of a counselling request, against its
 * `now`, once per order (the reminder once per order and slot: a reschedule re-arms it), each
 * dated when a timer would have sent it.
 */
import { slotTime } from '../../../src/shared/counselling/slotRule';
import type { IdSource } from '../ids';
import { formatDateTime } from '../time';
import { DEFAULT_ORDER_CONFIG } from './config';
import { addUrge } from './effects';
import type { ConsultOrder, CounsellingTables } from './types';

export const SYSTEM_OPERATOR = '系统';

const MINUTE_MS = 60_000;
const cstMs = (time: string) => Date.parse(`${time.replace(' ', 'T')}+08:00`);

/**
 * Orders that may still fall due (待接单, 待咨询): found once by a scan, then only checked. Orders
 * are never removed and leave 0/1 for good, so a grown table is the only reason to scan again.
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
    for (const order of t.orders.values()) if (order.status <= 1) open.add(order.id);
    index = { scannedSize: t.orders.size, open };
    indexes.set(t, index);
  }
  return index.open;
}

/** The due effect of an open order: its once-only key and the moment it falls due, or undefined. */
function dueOf(
  t: CounsellingTables,
  order: ConsultOrder,
): { key: string; kind: 0 | 1; at: number } | undefined {
  const config = t.configs.get(order.orgId) ?? DEFAULT_ORDER_CONFIG;
  if (order.status === 0)
    return {
      key: `accept:${order.id}`,
      kind: 0,
      at: cstMs(order.createTime) + config.acceptTimeoutMin * MINUTE_MS,
    };
  const start = slotTime(order.appointDate, order.startTime);
  const lastChange = cstMs(order.logs[order.logs.length - 1]?.time ?? order.createTime);
  // Accepted or moved after the session began: no reminder would ever have been due.
  if (lastChange >= start) return undefined;
  return {
    key: `remind:${order.id}:${order.appointDate} ${order.startTime}`,
    kind: 1,
    at: Math.max(start - config.remindBeforeMin * MINUTE_MS, lastChange),
  };
}

/** Writes every effect due at `now` that was not written yet (an urge-log row and an SMS each). */
export function runDueEffects(t: CounsellingTables, ids: IdSource, now: number): void {
  const open = openOrders(t);
  for (const id of open) {
    const order = t.orders.get(id);
    if (!order || order.status > 1) {
      open.delete(id);
      continue;
    }
    const due = dueOf(t, order);
    if (!due || due.at > now || t.sentDue.has(due.key)) continue;
    const time = formatDateTime(due.at);
    t.sentDue.set(due.key, time);
    addUrge(ids, t, order, SYSTEM_OPERATOR, time, due.kind);
  }
}
