/** The appointment calendar's pure rules: the dates a view shows, and a day's slots in time order. */
import type { Answer } from '@/shared/contract/call';
import type * as C from '@/shared/contract/schedule';
import { TRANSITIONS, type OrderStatus } from '@/shared/counselling/orderTransitions';
import { addDays } from '@/shared/counselling/slotRule';
import { weekOf } from './scheduleRules';

export type CalendarExpert = Answer<typeof C.scheduleCalendar>[number];
export type CalendarOrder = CalendarExpert['orders'][number];
type CalendarBucket = CalendarExpert['buckets'][number];

export type CalendarView = 'day' | 'week' | 'month';

/** The first and last date a view of `anchor` shows: the day, its week (Monday on), or the whole weeks of its month. */
export function viewRange(view: CalendarView, anchor: string): [string, string] {
  if (view === 'day') return [anchor, anchor];
  if (view === 'week') return weekOf(anchor);
  const first = `${anchor.slice(0, 7)}-01`;
  const last = addDays(`${addDays(first, 31).slice(0, 7)}-01`, -1);
  return [weekOf(first)[0], weekOf(last)[1]];
}

/** The dates from start to end. */
export function datesOf(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) dates.push(day);
  return dates;
}

/** The anchor a step back or on moves to: a day, a week, or a month. */
export function stepAnchor(view: CalendarView, anchor: string, step: -1 | 1): string {
  if (view === 'day') return addDays(anchor, step);
  if (view === 'week') return addDays(anchor, 7 * step);
  const [year, month] = anchor.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1 + step, 1));
  return next.toISOString().slice(0, 10);
}

/** Whether the calendar may move the order (改期 takes 待咨询 orders, as the order's dialog does). */
export const movable = (order: CalendarOrder): boolean =>
  TRANSITIONS.reschedule.from.includes(order.status as OrderStatus);

/** One slot of a day: an order in it, or a free bucket that can be booked. */
export type DaySlot =
  { kind: 'order'; order: CalendarOrder } | { kind: 'free'; bucket: CalendarBucket };

/** Orders by date, of one counsellor (built once per answer). */
export function ordersByDate(expert: CalendarExpert): Map<string, CalendarOrder[]> {
  const byDate = new Map<string, CalendarOrder[]>();
  for (const order of expert.orders) {
    const list = byDate.get(order.appointDate);
    if (list) list.push(order);
    else byDate.set(order.appointDate, [order]);
  }
  return byDate;
}

/** A day's orders and free buckets, by start time (an order before a free bucket at the same time). */
export function daySlots(
  expert: CalendarExpert,
  day: CalendarExpert['days'][number],
  orders: readonly CalendarOrder[],
): DaySlot[] {
  const free = new Set(day.free);
  const slots: Array<DaySlot & { start: string }> = [
    ...orders.map((order) => ({ kind: 'order' as const, order, start: order.startTime })),
    ...expert.buckets
      .filter((bucket) => free.has(bucket.id))
      .map((bucket) => ({ kind: 'free' as const, bucket, start: bucket.start })),
  ];
  return slots.sort(
    (a, b) =>
      a.start.localeCompare(b.start) || (a.kind === b.kind ? 0 : a.kind === 'order' ? -1 : 1),
  );
}
