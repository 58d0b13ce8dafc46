/** Sorting and paging of a list's rows, the same for every list call. */
import { fail } from './errors';

/** The largest page the mock answers; pageSize 0 asks for every row (exports). */
const MAX_PAGE_SIZE = 10000;

/** The value each sortable field of a list compares a row by (text compares as written: times sort as text). */
export type SortKeys<T, F extends string = string> = Readonly<
  Record<F, (row: T) => string | number>
>;

interface ListInput {
  pageNum?: unknown;
  pageSize?: unknown;
  sortField?: unknown;
  sortOrder?: unknown;
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';
const noValue = (value: string | number) => value === '';

/**
 * Sorting of a list, for the whole list before its page is cut (issue 29): the route names the
 * fields it sorts by with the value to compare (`keys`), the call declares the same fields
 * (`sortQuery`). Ties, and rows without a value (an unpaid order's 支付时间), keep the route's
 * own order, those without a value last either way. An unknown field or a direction other than
 * asc/desc is refused (10400), never a 500.
 */
export function sortRows<T>(
  rows: readonly T[],
  query: ListInput,
  keys: SortKeys<T> = {},
): readonly T[] {
  const { sortField, sortOrder } = query;
  if (!given(sortField)) {
    if (given(sortOrder)) throw fail(10400, '排序方向需与排序字段一起传');
    return rows;
  }
  const key =
    typeof sortField === 'string' && Object.hasOwn(keys, sortField) ? keys[sortField] : undefined;
  if (!key) throw fail(10400, '排序字段不正确');
  const order = given(sortOrder) ? sortOrder : 'asc';
  if (order !== 'asc' && order !== 'desc') throw fail(10400, '排序方向只能是asc或desc');
  const sign = order === 'asc' ? 1 : -1;
  return rows
    .map((row) => ({ row, value: key(row) }))
    .sort((a, b) => {
      if (noValue(a.value) || noValue(b.value))
        return Number(noValue(a.value)) - Number(noValue(b.value));
      if (a.value === b.value) return 0;
      return (a.value < b.value ? -1 : 1) * sign;
    })
    .map(({ row }) => row);
}

/**
 * Paging of `pageNum`/`pageSize` (query text or JSON numbers) → `{rows, total}`, after sorting by
 * `sortField`/`sortOrder` with the route's `sortKeys` (see sortRows); 10400 when they are wrong.
 */
export function page<T>(
  rows: readonly T[],
  query: ListInput,
  sortKeys?: SortKeys<T>,
): { rows: T[]; total: number } {
  const paging = pagingOf(query);
  return cutPage(sortRows(rows, query, sortKeys), paging);
}

export interface Paging {
  pageNum: number;
  pageSize: number;
}

/**
 * `page`'s first step, for a route that keeps its sorted rows between requests (issue 32): the
 * paging checked (10400 when wrong) before the sort is, as `page` does.
 */
export function pagingOf(query: ListInput): Paging {
  const pageNum = pagingNumber(query.pageNum, 1);
  const pageSize = pagingNumber(query.pageSize, 10);
  if (pageNum === undefined || pageNum < 1 || pageSize === undefined || pageSize > MAX_PAGE_SIZE) {
    throw fail(10400, '分页参数不正确');
  }
  return { pageNum, pageSize };
}

/** `page`'s last step: the page of rows already sorted; pageSize 0 is every row. */
export function cutPage<T>(sorted: readonly T[], { pageNum, pageSize }: Paging) {
  if (pageSize === 0) return { rows: [...sorted], total: sorted.length };
  const start = (pageNum - 1) * pageSize;
  return { rows: sorted.slice(start, start + pageSize), total: sorted.length };
}

function pagingNumber(value: unknown, fallback: number): number | undefined {
  if (value === undefined || value === null || value === '') return fallback;
  const text = String(value);
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}
