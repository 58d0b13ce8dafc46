import type { TableProps } from 'antd';

type Columns<T> = NonNullable<TableProps<T>['columns']>;

/** What a column without its own width counts for in the width the table scrolls in. */
const UNSET_WIDTH = 120;
/** antd's selection column. */
const SELECTION_WIDTH = 32;

const withClass = (column: { className?: string }, name: string): string =>
  [column.className, name].filter(Boolean).join(' ');

const isActions = (column: Columns<object>[number]): boolean =>
  column.key === 'actions' || column.title === '操作';

/**
 * Columns that fit at 1440 (issue 29): every cell on one line, cut with an ellipsis where the
 * column is too narrow (`showCutText` then gives the full text as a title; a column that says
 * `ellipsis` itself keeps antd's), 操作 whole on one line and pinned right unless it says
 * otherwise, and the width the table scrolls sideways in, inside its own box: the columns' widths.
 */
export function fitColumns<T>(
  columns: Columns<T>,
  { selection = false }: { selection?: boolean } = {},
): { columns: Columns<T>; scrollX: number } {
  let scrollX = selection ? SELECTION_WIDTH : 0;
  const fitted = columns.map((column) => {
    scrollX += typeof column.width === 'number' ? column.width : UNSET_WIDTH;
    if (isActions(column as Columns<object>[number]))
      return {
        fixed: 'right' as const,
        ...column,
        className: withClass(column, 'table-cell-nowrap'),
      };
    if ('ellipsis' in column) return column;
    return { ...column, className: withClass(column, 'table-cell-fit') };
  });
  return { columns: fitted, scrollX };
}

/**
 * A cut cell under the pointer gets its full text as a title. Given on hover, not to every cell
 * (antd's `ellipsis` does that): a title on each cell would repeat every value to a query by title.
 */
export function showCutText(event: { target: EventTarget }): void {
  if (!(event.target instanceof Element)) return;
  const cell = event.target.closest<HTMLElement>('.table-cell-fit');
  if (!cell) return;
  // Set afresh on each hover: the cell may show another row's value since the last one.
  if (cell.scrollWidth > cell.clientWidth) cell.title = cell.textContent ?? '';
  else cell.removeAttribute('title');
}
