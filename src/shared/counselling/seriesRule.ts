/**
 * The recurring series rule (周期预约, counselling design "Series and the waiting list"): the
 * dates of a series (every one or two weeks from its first date, N sessions up to 24 or until a
 * date), the state each date is in as the preview shows it, and the 第 n/N 次 label. The console
 * and the mock share it, so the dates the preview shows are the dates the mock books.
 */
import { SLOT_MESSAGES, addDays } from './slotRule';

export const SERIES_MAX_SESSIONS = 24;
/** A series has at least two sessions; one is a single booking. */
export const SERIES_MIN_SESSIONS = 2;

export type SeriesEvery = 1 | 2;

export interface SeriesPattern {
  /** The first session's date ('YYYY-MM-DD'); the others fall on its weekday. */
  startDate: string;
  every: SeriesEvery;
  /** N sessions, or… */
  count?: number;
  /** …every date up to this one (inclusive); at most SERIES_MAX_SESSIONS either way. */
  until?: string;
}

/** The series' dates in order. */
export function seriesDates(pattern: SeriesPattern): string[] {
  const dates: string[] = [];
  const limit = Math.min(pattern.count ?? SERIES_MAX_SESSIONS, SERIES_MAX_SESSIONS);
  for (
    let date = pattern.startDate;
    dates.length < limit;
    date = addDays(date, 7 * pattern.every)
  ) {
    if (pattern.until && date > pattern.until) break;
    dates.push(date);
  }
  return dates;
}

/** A date's state in the preview: bookable, or why not (the single booking's refusals). */
export type SeriesDateState = 'free' | 'taken' | 'rest' | 'outside' | 'visitorBusy';

export const SERIES_STATE_LABELS: Record<SeriesDateState, string> = {
  free: '可预约',
  taken: '已被预约',
  rest: '休息',
  outside: '超出可预约范围',
  visitorBusy: '来访者已有预约',
};

/** The state of a date whose slot check answered `refusal` (undefined: bookable). */
export function seriesDateState(refusal: string | undefined): SeriesDateState {
  switch (refusal) {
    case undefined:
      return 'free';
    case SLOT_MESSAGES.taken:
      return 'taken';
    case SLOT_MESSAGES.outsideWindow:
      return 'outside';
    case SLOT_MESSAGES.visitorOverlap:
      return 'visitorBusy';
    default:
      return 'rest';
  }
}

/** 第 3/8 次 ('' for an order outside a series). */
export function seriesLabel(index: number, count: number): string {
  return index > 0 ? `第 ${index}/${count} 次` : '';
}

/** Cancel and 改期 of a series order: this session only, or it and every later one. */
export type SeriesScope = 'one' | 'following';

export const SERIES_SCOPE_LABELS: Record<SeriesScope, string> = {
  one: '仅本次',
  following: '本次及之后',
};

/** The weekday of a 'YYYY-MM-DD' date (0 Sunday … 6 Saturday). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Whole days from date `a` to date `b` (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
