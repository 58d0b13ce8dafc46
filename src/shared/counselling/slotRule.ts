/**
 * The schedule's slot rule (counselling design, "Schedules"): a slot is (expert, date, bucket)
 * with capacity 1; it is bookable when the date lies in the booking window, the expert works
 * that bucket that day (a date override wins over the week template), nobody holds it, and the
 * visitor has no other live order overlapping it. Times are China Standard Time.
 */

export interface TimeBucket {
  id: string;
  /** 'HH:mm' */
  start: string;
  end: string;
}

/** Day of week as `Date#getDay` counts it ('0' Sunday … '6' Saturday) → bucket ids. */
type WeekTemplate = Record<string, string[]>;

export interface ExpertWeek {
  bucketSetId: string;
  week: WeekTemplate;
  /** 'YYYY-MM-DD'; the template applies from this date, up to effectiveTo (empty: open). */
  effectiveFrom: string;
  effectiveTo: string;
}

/** 0 an extra working day (its buckets), 1 a rest day (its buckets, or the whole day when empty). */
export interface DateOverride {
  date: string;
  type: 0 | 1;
  bucketIds: string[];
}

interface BookingWindow {
  /** The earliest bookable date is today plus this many days. */
  bookingAheadDays: number;
  /** The latest bookable date is today plus this many days. */
  bookingWindowDays: number;
}

export const SLOT_MESSAGES = {
  unavailable: '该时段不可预约',
  taken: '该时段已被预约',
  outsideWindow: '不在可预约时间范围内',
  visitorOverlap: '该来访者在此时段已有预约',
} as const;

const CST_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** ms of 'YYYY-MM-DD' at 'HH:mm' China Standard Time. */
export function slotTime(date: string, time = '00:00'): number {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return Date.UTC(y, m - 1, d, hh, mm) - CST_OFFSET_MS;
}

/** 'YYYY-MM-DD' of a moment in China Standard Time. */
export function cstDate(ms: number): string {
  return new Date(ms + CST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return cstDate(slotTime(date) + days * DAY_MS);
}

/** The buckets the expert works on a date: the override when there is one, else the week. */
export function workingBuckets(
  schedule: ExpertWeek | undefined,
  override: DateOverride | undefined,
  date: string,
): string[] {
  const inEffect =
    schedule !== undefined &&
    date >= schedule.effectiveFrom &&
    (!schedule.effectiveTo || date <= schedule.effectiveTo);
  const week = inEffect
    ? (schedule.week[String(new Date(slotTime(date) + CST_OFFSET_MS).getUTCDay())] ?? [])
    : [];
  if (!override) return week;
  if (override.type === 0) return [...new Set([...week, ...override.bucketIds])];
  return override.bucketIds.length === 0
    ? []
    : week.filter((id) => !override.bucketIds.includes(id));
}

function inBookingWindow(
  date: string,
  startMs: number,
  now: number,
  window: BookingWindow,
): boolean {
  const today = cstDate(now);
  return (
    startMs > now &&
    date >= addDays(today, window.bookingAheadDays) &&
    date <= addDays(today, window.bookingWindowDays)
  );
}

/** Whether two [start, end) intervals meet. */
function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

export interface SlotQuestion {
  date: string;
  bucket: TimeBucket | undefined;
  working: readonly string[];
  now: number;
  window: BookingWindow;
  /** Someone holds the slot already. */
  taken: boolean;
  /** The visitor's live orders, as intervals (ms). */
  visitorBusy: ReadonlyArray<{ start: number; end: number }>;
}

/** Why the slot cannot be booked, or undefined when it can. */
export function slotRefusal(q: SlotQuestion): string | undefined {
  if (!q.bucket || !q.working.includes(q.bucket.id)) return SLOT_MESSAGES.unavailable;
  const interval = { start: slotTime(q.date, q.bucket.start), end: slotTime(q.date, q.bucket.end) };
  if (!inBookingWindow(q.date, interval.start, q.now, q.window)) return SLOT_MESSAGES.outsideWindow;
  if (q.taken) return SLOT_MESSAGES.taken;
  if (q.visitorBusy.some((busy) => overlaps(busy, interval))) return SLOT_MESSAGES.visitorOverlap;
  return undefined;
}

/** The key of a slot in the table of held slots. */
export function slotKey(expertId: string, date: string, bucketId: string): string {
  return `${expertId}|${date}|${bucketId}`;
}
