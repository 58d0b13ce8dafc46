import { Alert, Button, Flex, Form, Result, Space, Table } from 'antd';
import type { TableProps } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { readListView, writeListView, type ListView } from '@/shared/preferences/columnChoice';
import type { Page } from '@/shared/request/types';
import { selectUserDetails } from '@/shared/session/sessionSlice';
import { useAppSelector } from '@/shared/store/hooks';
import { failureReason } from '../LoadFailure';
import { ListViewTools, columnEntries, viewedColumns, type SearchColumn } from './ListViewTools';
import { fitColumns, showCutText } from './fitColumns';
import type { ListSort } from './listState';
import { SearchFilters } from './SearchFilters';
import { useListBusy } from './listsBusy';
import { useRowsInFrames } from './useRowsInFrames';
import type { SearchTableState } from './useSearchTable';
import './searchTable.css';

export interface SearchTableProps<T extends object, F> {
  /** What `useSearchTable` returned. */
  search: SearchTableState<F>;
  /** `<Form.Item name=…>` filters, the common ones, in a grid with 查询 / 重置 on the first row. */
  filters?: ReactNode;
  /** The less common filters, folded behind 展开 / 收起 (shown when one holds a value). */
  moreFilters?: ReactNode;
  /** Buttons above the table (新建, export…). */
  toolbar?: ReactNode;
  /** The columns, each shown unless it says `defaultHidden` (then offered in 列设置). */
  columns: SearchColumn<T>[] | undefined;
  /** The list call's answer; undefined while the first load runs. */
  data: Page<T> | undefined;
  loading?: boolean;
  rowKey: TableProps<T>['rowKey'];
  rowSelection?: TableProps<T>['rowSelection'];
  scroll?: TableProps<T>['scroll'];
  /** A first column 序号: each row's place in the whole list. */
  numbered?: boolean;
  /** The list call's `error`: the table gives way to the reason and 重试 (issue 29: failure is not emptiness). */
  error?: unknown;
  /** The list call's `refetch`, offered as 重试. */
  onRetry?: () => unknown;
}

/**
 * A failed load in place of the table: with no rows to show, the reason and 重试 instead of an
 * empty table that reads as "nothing there"; with the last rows it had, those rows marked as not
 * updated above the table, and 重试.
 */
function ListFailure({
  error,
  onRetry,
  retrying,
  stale,
}: {
  error: unknown;
  onRetry?: () => unknown;
  retrying: boolean;
  stale: boolean;
}) {
  const retry = onRetry && (
    <Button
      type={stale ? 'default' : 'primary'}
      size={stale ? 'small' : 'middle'}
      loading={retrying}
      autoInsertSpace={false}
      onClick={() => void onRetry()}
    >
      重试
    </Button>
  );
  if (stale)
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        title={`列表未能更新，显示的是上次加载的数据：${failureReason(error)}`}
        action={retry}
      />
    );
  return (
    <Result status="warning" title="列表加载失败" subTitle={failureReason(error)} extra={retry} />
  );
}

/**
 * How many rows of the list come before the first one on screen: that of the page `data` answers.
 * While the next page loads, the rows shown are still the last page's, and so are their numbers;
 * counting from the page asked for would number old rows as new ones.
 */
function useShownOffset(data: unknown, asked: number): number {
  const [shown, setShown] = useState({ data, offset: asked });
  if (shown.data === data) return shown.offset;
  setShown({ data, offset: asked });
  return asked;
}

type Columns<T> = NonNullable<TableProps<T>['columns']>;
type OnTableChange<T> = NonNullable<TableProps<T>['onChange']>;

/** A column's sort field: its `key` (the call's `sortField`), set on every `sorter: true` column. */
const sortFieldOf = (column: Columns<object>[number]): string | undefined =>
  column.key === undefined ? undefined : String(column.key);

/**
 * The columns with `sorter: true` shown sorted as the list's state says (antd's controlled
 * `sortOrder`): the mock sorts the whole list, the table never sorts a page by itself.
 */
function sortedColumns<T>(columns: Columns<T>, sort: ListSort | undefined): Columns<T> {
  return columns.map((column) => {
    if (!column.sorter) return column;
    const field = sortFieldOf(column as Columns<object>[number]);
    const order = sort && field === sort.field ? sort.order : undefined;
    return {
      ...column,
      sortOrder: order === 'asc' ? 'ascend' : order === 'desc' ? 'descend' : null,
    };
  });
}

/**
 * The list's view (shown columns, their order, the density) for the signed-in account, read
 * against the columns the list has now and remembered on each change.
 */
function useListView(viewKey: string, entries: { key: string; shownByDefault: boolean }[]) {
  const accountId = useAppSelector(selectUserDetails)?.id ?? '';
  // The keys and defaults as text, so the defaults change only when the columns do.
  const keysText = JSON.stringify(entries.map((entry) => [entry.key, entry.shownByDefault]));
  const defaults = useMemo((): ListView => {
    const marked = JSON.parse(keysText) as [string, boolean][];
    return {
      order: marked.map(([key]) => key),
      shown: marked.filter(([, shown]) => shown).map(([key]) => key),
      density: 'default',
    };
  }, [keysText]);
  const read = useMemo(
    () => readListView(accountId, viewKey, defaults.order, defaults.shown),
    [accountId, viewKey, defaults],
  );
  const [changed, setChanged] = useState<{ from: ListView; to: ListView }>();
  const view = changed?.from === read ? changed.to : read;
  // Kept while nothing they read changes, as ListViewTools is memoised.
  const setView = useCallback(
    (next: ListView) => {
      writeListView(accountId, viewKey, next);
      setChanged({ from: read, to: next });
    },
    [accountId, viewKey, read],
  );
  const resetView = useCallback(
    () => setView({ ...defaults, density: view.density }),
    [setView, defaults, view.density],
  );
  return [view, setView, resetView] as const;
}

/** A filter form, a toolbar and a paged antd Table driven by `useSearchTable`. */
export function SearchTable<T extends object, F>({
  search,
  filters,
  moreFilters,
  toolbar,
  columns,
  data,
  loading,
  rowKey,
  rowSelection,
  scroll,
  numbered,
  error,
  onRetry,
}: SearchTableProps<T, F>) {
  const rows = useRowsInFrames(data?.rows);
  // Loading a page or handing out its rows: background work waits (listsBusy.ts).
  useListBusy(Boolean(loading) || (rows?.length ?? 0) < (data?.rows.length ?? 0));
  const failed = error !== undefined && error !== null;
  const hasRows = (data?.rows.length ?? 0) > 0;
  const { pageNum, pageSize } = search.query;
  const offset = useShownOffset(data, (pageNum - 1) * pageSize);
  const entries = useMemo(() => columnEntries(columns ?? []), [columns]);
  const [view, setView, resetView] = useListView(search.viewKey, entries);
  const compact = view.density === 'compact';
  const listed = sortedColumns(viewedColumns(columns ?? [], view), search.sort);
  // 序号 is pinned with the key column when that one is (pinned columns sit at the edge).
  const pinned = listed[0]?.fixed === 'left' || listed[0]?.fixed === true ? 'left' : undefined;
  const shown = fitColumns<T>(
    numbered
      ? [
          {
            title: '序号',
            key: 'index',
            width: 70,
            fixed: pinned,
            render: (_v, _r, index) => offset + index + 1,
          },
          ...listed,
        ]
      : listed,
    { selection: Boolean(rowSelection) },
  );
  const onTableChange: OnTableChange<T> = (_pagination, _filters, sorter, extra) => {
    // Paging goes through the pagination's own onChange; only a header click sorts.
    if (extra.action !== 'sort') return;
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = one?.columnKey === undefined ? undefined : String(one.columnKey);
    search.setSort(
      field && one?.order ? { field, order: one.order === 'ascend' ? 'asc' : 'desc' } : undefined,
    );
  };
  const tableBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The box a wide table scrolls in takes focus, so the keyboard can scroll it even when no
    // row holds a link or a checkbox (WCAG 2.1.1; axe scrollable-region-focusable).
    const scroller = tableBox.current?.querySelector<HTMLElement>('.ant-table-content');
    if (scroller && !scroller.hasAttribute('tabindex')) scroller.tabIndex = 0;
    // antd's hidden row that measures the columns of a table scrolling sideways repeats each
    // header, the select-all checkbox too: out of reach, as it is out of sight (axe
    // aria-hidden-focus).
    tableBox.current
      ?.querySelectorAll<HTMLElement>('.ant-table-measure-row')
      .forEach((row) => (row.inert = true));
  });
  return (
    <Flex vertical gap="middle">
      {filters ? (
        <SearchFilters search={search} filters={filters} more={moreFilters} />
      ) : (
        // No filters: the list's form instance is still held by a Form (one that draws nothing),
        // as useSearchTable writes the applied filters into it; antd warns of one no Form holds.
        <Form form={search.form} component={false} />
      )}
      <Flex justify="space-between" align="flex-start" gap="middle">
        {toolbar ? <Space wrap>{toolbar}</Space> : <span />}
        <ListViewTools entries={entries} view={view} onChange={setView} onReset={resetView} />
      </Flex>
      {failed && (
        <ListFailure error={error} onRetry={onRetry} retrying={Boolean(loading)} stale={hasRows} />
      )}
      <div ref={tableBox} hidden={failed && !hasRows} onMouseOver={showCutText}>
        <Table<T>
          columns={shown.columns}
          dataSource={rows}
          loading={loading}
          rowKey={rowKey}
          rowSelection={rowSelection}
          size={compact ? 'small' : undefined}
          className={compact ? 'search-table-compact' : undefined}
          scroll={scroll ?? { x: shown.scrollX }}
          // The columns take their declared widths (stretched to the box when they leave room),
          // so a long value is cut with an ellipsis: auto layout would widen its column instead
          // and scroll the table past its box (issue 29: the default columns fit).
          tableLayout="fixed"
          pagination={{ ...search.pagination, total: data?.total ?? 0 }}
          onChange={onTableChange}
        />
      </div>
    </Flex>
  );
}
