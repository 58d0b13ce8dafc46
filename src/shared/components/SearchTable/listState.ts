import moment from 'moment';
import { cleanFilters, type DateRangeMap, type Filters } from './searchQuery';

/**
 * A list's state as text, the way the URL and the history state keep it (docs/decisions/
 * 0009-list-state-in-url.md): the filters (a date range as its two days, `startTime=2026-11-01`),
 * and `pageNum`, `pageSize`, `sortField`, `sortOrder`. A repeated key is a list of values.
 */
export type ListRecord = Record<string, string | string[]>;

type SortOrder = 'asc' | 'desc';
export interface ListSort {
  field: string;
  order: SortOrder;
}

const PAGE_NUM = 'pageNum';
const PAGE_SIZE = 'pageSize';
const SORT_FIELD = 'sortField';
const SORT_ORDER = 'sortOrder';
const PAGING_KEYS = new Set([PAGE_NUM, PAGE_SIZE, SORT_FIELD, SORT_ORDER]);

/**
 * Filters that can name a client (来访者 name or phone, an account, a person's keyword): kept in
 * the history state, never in the address (it is copied, shared, logged and kept in history).
 * A list adds its own with the `personal` option (a people list's `name`).
 */
export const PERSONAL_FILTERS: readonly string[] = [
  'visitor',
  'keyword',
  'mobile',
  'phone',
  'account',
  'customerName',
  'customerPhone',
];

/** Where the history state keeps the personal filters. */
const STATE_KEY = 'listPersonal';

/** A number the form holds as a number (a code select's value); longer digits (a phone) stay text. */
const SHORT_INT = /^(0|-?[1-9]\d{0,8})$/;
const DAY = /^\d{4}-\d{2}-\d{2}/;

type Revived = string | number;

const revive = (text: string): Revived => (SHORT_INT.test(text) ? Number(text) : text);
const reviveValue = (value: string | string[]): Revived | Revived[] =>
  Array.isArray(value) ? value.map(revive) : revive(value);

/** The URL's query and the history state's personal filters, as one record. */
export function readRecord(search: string, historyState: unknown): ListRecord {
  const record: ListRecord = {};
  new URLSearchParams(search).forEach((raw, key) => {
    const value = raw.trim();
    if (value === '') return; // `?name=`: no filter
    const had = record[key];
    if (had === undefined) record[key] = value;
    else record[key] = [...(Array.isArray(had) ? had : [had]), value];
  });
  const personal =
    typeof historyState === 'object' && historyState !== null
      ? (historyState as Record<string, unknown>)[STATE_KEY]
      : undefined;
  if (typeof personal === 'object' && personal !== null) {
    for (const [key, value] of Object.entries(personal as Record<string, unknown>)) {
      if (
        typeof value === 'string' ||
        (Array.isArray(value) && value.every((v) => typeof v === 'string'))
      )
        record[key] = value as string | string[];
    }
  }
  return record;
}

/** The record split into the address's query and the history state's personal part. */
export function splitRecord(
  record: ListRecord,
  personal: ReadonlySet<string>,
): { search: string; personal: ListRecord } {
  const params = new URLSearchParams();
  const kept: ListRecord = {};
  for (const [key, value] of Object.entries(record)) {
    if (personal.has(key)) kept[key] = value;
    else (Array.isArray(value) ? value : [value]).forEach((item) => params.append(key, item));
  }
  const search = params.toString();
  return { search: search ? `?${search}` : '', personal: kept };
}

/** The history state with the personal filters put in (other keys kept, a tab switch's mark dropped). */
export function withPersonal(historyState: unknown, personal: ListRecord): Record<string, unknown> {
  const rest =
    typeof historyState === 'object' && historyState !== null
      ? { ...(historyState as Record<string, unknown>) }
      : {};
  delete rest.tabSwitch;
  delete rest[STATE_KEY];
  return Object.keys(personal).length > 0 ? { ...rest, [STATE_KEY]: personal } : rest;
}

/** A filter form's values as the record's filters: what `cleanFilters` sends, ranges as days. */
export function recordFilters(
  values: Record<string, unknown>,
  dateRanges: DateRangeMap = {},
): ListRecord {
  const cleaned = cleanFilters(values, dateRanges);
  const ends = new Set(Object.values(dateRanges).flat());
  const out: ListRecord = {};
  for (const [key, value] of Object.entries(cleaned)) {
    if (Array.isArray(value)) out[key] = value.map(String);
    else out[key] = ends.has(key) ? String(value).slice(0, 10) : String(value);
  }
  return out;
}

/** The record's filters: everything but paging and sorting. */
export function filtersOf(record: ListRecord): ListRecord {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !PAGING_KEYS.has(key)));
}

/**
 * Whether the record is a list's own state (it always writes its page size) rather than a link
 * from elsewhere (`/consult/todos?type=危机跟进`), whose filters go over the list's defaults.
 */
export const isOwnState = (record: ListRecord): boolean => PAGE_SIZE in record;

function positive(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text !== undefined && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined;
}

export const pageNumOf = (record: ListRecord): number => positive(record[PAGE_NUM]) ?? 1;
export const pageSizeOf = (record: ListRecord): number | undefined => positive(record[PAGE_SIZE]);

export function sortOf(record: ListRecord): ListSort | undefined {
  const field = record[SORT_FIELD];
  const order = record[SORT_ORDER];
  if (typeof field !== 'string' || field === '') return undefined;
  return order === 'asc' || order === 'desc' ? { field, order } : undefined;
}

/** The record a list writes: filters, then paging (page 1 left out) and sorting. */
export function buildRecord(
  filters: ListRecord,
  pageNum: number,
  pageSize: number,
  sort: ListSort | undefined,
): ListRecord {
  return {
    ...filters,
    ...(pageNum > 1 && { [PAGE_NUM]: String(pageNum) }),
    [PAGE_SIZE]: String(pageSize),
    ...(sort && { [SORT_FIELD]: sort.field, [SORT_ORDER]: sort.order }),
  };
}

/** The record's filters as the list call sends them: codes as numbers, ranges from 00:00:00 to 23:59:59. */
export function queryFilters(filters: ListRecord, dateRanges: DateRangeMap = {}): Filters {
  const out: Filters = {};
  for (const [key, value] of Object.entries(filters)) out[key] = reviveValue(value);
  for (const [start, end] of Object.values(dateRanges)) {
    const [from, to] = [filters[start], filters[end]];
    if (typeof from === 'string' && DAY.test(from)) out[start] = `${from.slice(0, 10)} 00:00:00`;
    if (typeof to === 'string' && DAY.test(to)) out[end] = `${to.slice(0, 10)} 23:59:59`;
  }
  return out;
}

/** The record's filters as the filter form holds them: codes as numbers, a range as two moments. */
export function formValuesOf(
  filters: ListRecord,
  dateRanges: DateRangeMap = {},
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const ends = new Set(Object.values(dateRanges).flat());
  for (const [key, value] of Object.entries(filters))
    if (!ends.has(key)) values[key] = reviveValue(value);
  for (const [field, [start, end]] of Object.entries(dateRanges)) {
    const [from, to] = [filters[start], filters[end]];
    if (typeof from !== 'string' || typeof to !== 'string') continue;
    const range = [moment(from.slice(0, 10), 'YYYY-MM-DD'), moment(to.slice(0, 10), 'YYYY-MM-DD')];
    if (range.every((day) => day.isValid())) values[field] = range;
  }
  return values;
}
