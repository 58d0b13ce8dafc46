import moment from 'moment';
import type { PageQuery } from '@/shared/request/types';
import { parseDate } from '@/shared/utils/format';

/** The value of a filter's "all" option: it means "no filter" and is never sent. */
export const ALL_OPTION = -99;

/** A select filter's options with 全部 (`ALL_OPTION`) first. */
export const withAll = <V extends string | number>(
  options: readonly { value: V; label: string }[],
) => [{ value: ALL_OPTION, label: '全部' }, ...options];
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 10;

/** Form field → the two query keys its date range is sent as. */
export type DateRangeMap = Readonly<Record<string, readonly [startKey: string, endKey: string]>>;

/** A scalar the query carries (what axios serialises). */
type QueryValue = string | number | boolean;
/** Cleaned filters: what is left to send. */
export type Filters = Record<string, QueryValue | QueryValue[]>;
export type SearchQuery = PageQuery & Filters;

const DAY_START = 'YYYY-MM-DD 00:00:00';
const DAY_END = 'YYYY-MM-DD 23:59:59';

const isAll = (value: unknown): boolean => value === ALL_OPTION || value === String(ALL_OPTION);

/** One filter value as sent, or undefined to drop it. */
function cleanScalar(value: unknown): QueryValue | undefined {
  if (value === undefined || value === null || isAll(value)) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  // A single date picker: the day it names.
  if (moment.isMoment(value) || value instanceof Date) return parseDate(value).format('YYYY-MM-DD');
  return undefined;
}

function rangeEnds(value: unknown): [string, string] | undefined {
  if (!Array.isArray(value) || value.length !== 2 || value[0] == null || value[1] == null)
    return undefined;
  const [start, end] = value as [moment.MomentInput, moment.MomentInput];
  const [from, to] = [parseDate(start), parseDate(end)];
  return from.isValid() && to.isValid() ? [from.format(DAY_START), to.format(DAY_END)] : undefined;
}

/**
 * What a filter form sends: strings trimmed, empty values and the all-option dropped, date
 * ranges spread into their two keys from 00:00:00 of the first day to 23:59:59 of the last.
 */
export function cleanFilters(
  values: Record<string, unknown>,
  dateRanges: DateRangeMap = {},
): Filters {
  const out: Filters = {};
  for (const [key, value] of Object.entries(values)) {
    const range = dateRanges[key];
    if (range) {
      const ends = rangeEnds(value);
      if (ends) [out[range[0]], out[range[1]]] = ends;
    } else if (Array.isArray(value)) {
      const items = value.map(cleanScalar).filter((item): item is QueryValue => item !== undefined);
      if (items.length > 0) out[key] = items;
    } else {
      const cleaned = cleanScalar(value);
      if (cleaned !== undefined) out[key] = cleaned;
    }
  }
  return out;
}

/** Same keys and values (order-insensitive), so a repeated search keeps the query reference. */
export function sameFilters(a: Filters, b: Filters): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

// Page size remembered per list path.
export const pageSizeKey = (listKey: string): string => `PAGE_SIZE:${listKey}`;

export function readPageSize(listKey: string): number {
  try {
    const stored = Number(window.localStorage.getItem(pageSizeKey(listKey)));
    return (PAGE_SIZE_OPTIONS as readonly number[]).includes(stored) ? stored : DEFAULT_PAGE_SIZE;
  } catch {
    return DEFAULT_PAGE_SIZE; // storage blocked (private mode): fall back, never break the list
  }
}

export function writePageSize(listKey: string, size: number): void {
  try {
    window.localStorage.setItem(pageSizeKey(listKey), String(size));
  } catch {
    // storage blocked or full: the size just is not remembered
  }
}

/** The pagination's total text. */
export const totalText = (total: number): string => `共${total}条数据`;
