import { Form } from 'antd';
import type { FormInstance, TablePaginationConfig } from 'antd';
import {
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router-dom';
import { ListMemoryContext, isTabSwitch, type RememberedList } from './listMemory';
import type { DateRangeMap, Filters, SearchQuery } from './searchQuery';
import {
  PAGE_SIZE_OPTIONS,
  cleanFilters,
  readPageSize,
  sameFilters,
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
}

export interface SearchTableState<F> {
  /** Paging plus cleaned filters; a new object only when something changed. */
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
}

/** State of a paged, filtered list: filters applied on 查询, paging, the remembered page size. */
export function useSearchTable<F extends object = Record<string, unknown>>(
  options: SearchTableOptions<F> = {},
): SearchTableState<F> {
  const { pathname, state } = useLocation();
  const listKey = options.listKey ?? pathname;
  const { initialFilters, dateRanges } = options;
  const [form] = Form.useForm<F>();

  // Options objects are usually written inline, so read them once for the starting state.
  const [initial] = useState(() =>
    cleanFilters((initialFilters ?? {}) as Record<string, unknown>, dateRanges),
  );
  const memory = useContext(ListMemoryContext);
  // Switching back by its tab, the list comes back as it was left.
  const [recalled] = useState<RememberedList | undefined>(() =>
    isTabSwitch(state) ? memory?.recall(pathname, listKey) : undefined,
  );
  const [filters, setFilters] = useState<Filters>(recalled?.filters ?? initial);
  const [pageNum, setPageNum] = useState(recalled?.pageNum ?? 1);
  const formValues = useRef(recalled?.formValues);

  useEffect(() => {
    if (recalled?.formValues)
      form.setFieldsValue(recalled.formValues as Parameters<typeof form.setFieldsValue>[0]);
  }, [form, recalled]);

  useEffect(() => {
    memory?.remember(pathname, listKey, { filters, pageNum, formValues: formValues.current });
  }, [memory, pathname, listKey, filters, pageNum]);
  const [pageSize, setPageSize] = useState(() => readPageSize(listKey));

  const apply = useCallback((next: Filters) => {
    setFilters((prev) => (sameFilters(prev, next) ? prev : next));
    setPageNum(1);
  }, []);

  const onSearch = useCallback(() => {
    // getFieldsValue(true) includes fields whose Form.Item unmounted; we only want the rendered ones.
    const values = form.getFieldsValue() as Record<string, unknown>;
    formValues.current = values;
    apply(cleanFilters(values, dateRanges));
  }, [form, apply, dateRanges]);

  const onReset = useCallback(() => {
    form.resetFields();
    formValues.current = undefined;
    apply(initial);
  }, [form, apply, initial]);

  // A transition: the click re-renders the whole list page, which as the click's own urgent
  // render was one task of 103-160 ms on this 2-core machine (the bench's 100-row switch; issue
  // 15 wants none over 100 ms); as a transition React renders it in slices that yield.
  const onChange = useCallback(
    (page: number, size: number) => {
      const resized = size !== pageSize;
      if (resized) writePageSize(listKey, size);
      startTransition(() => {
        if (resized) setPageSize(size);
        setPageNum(resized ? 1 : page);
      });
    },
    [pageSize, listKey],
  );

  const query = useMemo<SearchQuery>(
    () => ({ ...filters, pageNum, pageSize }),
    [filters, pageNum, pageSize],
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

  return { query, form, initialValues: initialFilters, onSearch, onReset, pagination, setPageNum };
}
