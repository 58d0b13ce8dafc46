import { Form } from 'antd';
import type { FormInstance, TablePaginationConfig } from 'antd';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  PERSONAL_FILTERS,
  buildRecord,
  filtersOf,
  formValuesOf,
  isOwnState,
  pageNumOf,
  pageSizeOf,
  queryFilters,
  readRecord,
  recordFilters,
  sortOf,
  splitRecord,
  withPersonal,
  type ListRecord,
  type ListSort,
} from './listState';
import { markBusy } from './listsBusy';
import type { DateRangeMap, SearchQuery } from './searchQuery';
import {
  PAGE_SIZE_OPTIONS,
  cleanFilters,
  readPageSize,
  totalText,
  writePageSize,
} from './searchQuery';

export interface SearchTableOptions<F> {
  /** Where the page size is remembered; defaults to the current path. */
  listKey?: string;
  /** The filter form's starting values (also what 重置 goes back to). */
  initialFilters?: Partial<F>;
  /** Range fields and the two keys each is sent as, e.g. `{ created: ['startTime', 'endTime'] }`. */
  dateRanges?: DateRangeMap;
  /**
   * Whether the list keeps its filters, page, page size and sort in the address (the default: a
   * page's list). A list that is not the page's own (in a dialog, a detail page's tab, a picker)
   * passes `false` and keeps them in memory while it is shown (docs/decisions/0009).
   */
  inUrl?: boolean;
  /** Filters beside `PERSONAL_FILTERS` that name a person (kept out of the address). */
  personal?: readonly string[];
  /** Filters set outside the form (a status tab, by `setFilter`), which 查询 and 重置 keep. */
  outsideForm?: readonly string[];
  /**
   * Sends the list call for a query the list is about to show (RTK Query's `initiate` with
   * `subscribe: false`), settling when it is answered. Given, a new page or page size from the
   * pager asks for its rows first and is written once they are in the cache (or after
   * `PREFETCH_WAIT_MS`): the page then renders once, with the new rows, instead of once with the
   * old rows under the new pager, which only then starts the call, and again as they arrive
   * (issue 32). A sort or a filter is written at once: its header or its field shows it.
   */
  prefetch?: (query: SearchQuery) => PromiseLike<unknown>;
}

/**
 * How long a change waits for its rows before it is written all the same: a slow answer shows the
 * table loading, as without `prefetch`.
 */
const PREFETCH_WAIT_MS = 150;

export interface SearchTableState<F> {
  /** Paging, sorting and cleaned filters; a new object only when something changed. */
  query: SearchQuery;
  form: FormInstance<F>;
  initialValues: Partial<F> | undefined;
  /** Apply the form's filters and go back to page 1. */
  onSearch: () => void;
  /** Clear the filters to their starting values and go back to page 1. */
  onReset: () => void;
  /** antd pagination without `total` (SearchTable adds it from the answer). */
  pagination: TablePaginationConfig;
  /** Jump to a page (e.g. back one when the last row of a page was deleted). */
  setPageNum: (pageNum: number) => void;
  /** The column the list is sorted by, if any (the call's `sortField`/`sortOrder`). */
  sort: ListSort | undefined;
  /** Sort by a column (page 1), or back to the list's own order with undefined. */
  setSort: (sort: ListSort | undefined) => void;
  /** Set one of the `outsideForm` filters (page 1); undefined or the all-option clears it. */
  setFilter: (key: string, value: unknown) => void;
  /**
   * Where the list's columns and density are remembered (per account): `listKey`, else the path;
   * a list that is not the page's own gets a key of its own beside the page's list.
   */
  viewKey: string;
}

/** A record as text, whatever its keys' order: equal filters, equal text. */
const textOf = (record: ListRecord): string =>
  JSON.stringify(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const fromText = (text: string): ListRecord =>
  Object.fromEntries(JSON.parse(text) as [string, string | string[]][]);

interface ListState {
  filters: ListRecord;
  filtersText: string;
  pageNum: number;
  pageSize: number;
  sort: ListSort | undefined;
}

/** A record's state: a link's filters go over the list's defaults; the page size, else the remembered one. */
function stateOf(own: ListRecord, defaults: ListRecord, storedSize: number): ListState {
  const filters = isOwnState(own) ? filtersOf(own) : { ...defaults, ...filtersOf(own) };
  return {
    filters,
    filtersText: textOf(filters),
    pageNum: pageNumOf(own),
    pageSize: pageSizeOf(own) ?? storedSize,
    sort: sortOf(own),
  };
}

/** The list call's query for a state. */
function queryOf(
  { filtersText, pageNum, pageSize, sort }: ListState,
  dateRanges: DateRangeMap | undefined,
): SearchQuery {
  return {
    ...queryFilters(fromText(filtersText), dateRanges),
    pageNum,
    pageSize,
    ...(sort && { sortField: sort.field, sortOrder: sort.order }),
  };
}

/** Where the list's state lives: the address and history state, or memory for a list that is not the page's. */
function useListRecord(inUrl: boolean, personalKeys: ReadonlySet<string>) {
  const location = useLocation();
  const navigate = useNavigate();
  const [local, setLocal] = useState<ListRecord>({});
  const record = inUrl ? readRecord(location.search, location.state) : local;
  const write = useCallback(
    (next: ListRecord) => {
      // A transition: a page change re-renders the whole list page, which as the click's own
      // urgent render was one task of 103-160 ms on this 2-core machine (issue 15 wants none
      // over 100 ms); as a transition React renders it in slices that yield.
      startTransition(() => {
        if (!inUrl) {
          setLocal(next);
          return;
        }
        const { search, personal } = splitRecord(next, personalKeys);
        // Replace: Back leaves the list for the page before it, not through every filter change.
        void navigate(
          { pathname: location.pathname, search },
          { replace: true, state: withPersonal(location.state, personal) },
        );
      });
    },
    [inUrl, personalKeys, navigate, location.pathname, location.state],
  );
  return [record, write] as const;
}

/**
 * State of a paged, filtered, sorted list, kept in the address (docs/decisions/0009): filters
 * applied on 查询, paging, sorting, the page size remembered per list as the default.
 */
export function useSearchTable<F extends object = Record<string, unknown>>(
  options: SearchTableOptions<F> = {},
): SearchTableState<F> {
  const { pathname } = useLocation();
  const listKey = options.listKey ?? pathname;
  const { initialFilters, dateRanges, inUrl = true } = options;
  const [form] = Form.useForm<F>();

  // Options objects are usually written inline, so read them once.
  const [fixed] = useState(() => ({
    defaults: recordFilters((initialFilters ?? {}) as Record<string, unknown>, dateRanges),
    personal: new Set([...PERSONAL_FILTERS, ...(options.personal ?? [])]),
    outside: options.outsideForm ?? [],
    prefetch: options.prefetch,
  }));
  const [record, writeRecord] = useListRecord(inUrl, fixed.personal);
  const storedSize = useMemo(() => readPageSize(listKey), [listKey]);
  const ownWrite = useRef<string | undefined>(undefined);
  // The last page asked for: a page whose rows come after a later one's is not written.
  const asked = useRef(0);
  useEffect(
    () => () => {
      asked.current += 1; // gone (the page left): nothing waiting is written
    },
    [],
  );
  const write = useCallback(
    (next: ListRecord) => {
      ownWrite.current = textOf(filtersOf(next));
      writeRecord(next);
    },
    [writeRecord],
  );
  // A page or a page size: its rows first (`prefetch`), then the page's state.
  const writePage = useCallback(
    (next: ListRecord) => {
      if (!fixed.prefetch) return write(next);
      const change = (asked.current += 1);
      // A tab or a link followed meanwhile: the list's page is no longer the one shown.
      const address = window.location.href;
      const release = markBusy(); // from the click: the menu pages' prefetch waits (listsBusy.ts)
      let timer: ReturnType<typeof setTimeout> | undefined;
      const settle = () => {
        clearTimeout(timer);
        release();
        if (change === asked.current && window.location.href === address) write(next);
      };
      // Answered or refused alike: the page is written (the list shows what came), and
      // the list is never left counted busy.
      void Promise.race([
        fixed.prefetch(queryOf(stateOf(next, fixed.defaults, storedSize), dateRanges)),
        new Promise((resolve) => (timer = setTimeout(resolve, PREFETCH_WAIT_MS))),
      ]).then(settle, settle);
    },
    // dateRanges is read as the list was first shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [write, fixed, storedSize],
  );

  // Everything below follows the record's text, so equal states give equal objects.
  const recordText = JSON.stringify(record);
  const state = useMemo(
    () => stateOf(JSON.parse(recordText) as ListRecord, fixed.defaults, storedSize),
    [recordText, fixed, storedSize],
  );
  const { filters, filtersText, pageNum, pageSize, sort } = state;

  // The form shows the applied filters on arrival (a link, Back, a reload, a tab) and when the
  // address changes them from outside; not after the list's own changes (a status tab, a page),
  // which would wipe what is typed but not yet applied.
  useEffect(() => {
    if (ownWrite.current === filtersText) return;
    const shown = formValuesOf(fromText(filtersText), dateRanges);
    const start = (initialFilters ?? {}) as Record<string, unknown>;
    const values: Record<string, unknown> = {};
    for (const name of Object.keys(form.getFieldsValue() as object)) {
      // A field not applied shows its starting value when that means "all" (全部), else nothing.
      const blank = Object.keys(cleanFilters({ [name]: start[name] }, dateRanges)).length === 0;
      values[name] = name in shown ? shown[name] : blank ? start[name] : undefined;
    }
    form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
    // initialFilters and dateRanges are read as the list was first shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, filtersText]);

  const kept = useCallback(
    () =>
      Object.fromEntries(Object.entries(filters).filter(([key]) => fixed.outside.includes(key))),
    [filters, fixed],
  );

  const onSearch = useCallback(() => {
    // getFieldsValue(true) includes fields whose Form.Item unmounted; we only want the rendered ones.
    const values = form.getFieldsValue() as Record<string, unknown>;
    write(buildRecord({ ...kept(), ...recordFilters(values, dateRanges) }, 1, pageSize, sort));
  }, [form, write, kept, dateRanges, pageSize, sort]);

  const onReset = useCallback(() => {
    form.resetFields();
    write(buildRecord({ ...fixed.defaults, ...kept() }, 1, pageSize, sort));
  }, [form, write, fixed, kept, pageSize, sort]);

  const setPageNum = useCallback(
    (next: number) => write(buildRecord(filters, next, pageSize, sort)),
    [write, filters, pageSize, sort],
  );

  const setSort = useCallback(
    (next: ListSort | undefined) => write(buildRecord(filters, 1, pageSize, next)),
    [write, filters, pageSize],
  );

  const setFilter = useCallback(
    (key: string, value: unknown) => {
      const rest = Object.fromEntries(Object.entries(filters).filter(([other]) => other !== key));
      write(buildRecord({ ...rest, ...recordFilters({ [key]: value }) }, 1, pageSize, sort));
    },
    [write, filters, pageSize, sort],
  );

  const onChange = useCallback(
    (page: number, size: number) => {
      const resized = size !== pageSize;
      if (resized) writePageSize(listKey, size);
      writePage(buildRecord(filters, resized ? 1 : page, size, sort));
    },
    [writePage, filters, pageSize, sort, listKey],
  );

  const query = useMemo<SearchQuery>(
    () => queryOf(state, dateRanges),
    // dateRanges is read as the list was first shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filtersText, pageNum, pageSize, sort?.field, sort?.order],
  );

  const pagination = useMemo<TablePaginationConfig>(
    () => ({
      current: pageNum,
      pageSize,
      pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
      showSizeChanger: true,
      showQuickJumper: true,
      showTotal: totalText,
      onChange,
    }),
    [pageNum, pageSize, onChange],
  );

  return {
    query,
    form,
    initialValues: initialFilters,
    onSearch,
    onReset,
    pagination,
    setPageNum,
    sort,
    setSort,
    setFilter,
    viewKey: options.listKey ?? (inUrl ? pathname : `${pathname}#inner`),
  };
}
