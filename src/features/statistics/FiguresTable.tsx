import { Spin, Table } from 'antd';
import type { TableProps } from 'antd';
import { memo, useMemo } from 'react';
import { SUMMARY_LABEL, type FigureColumn } from './statShaping';

interface FiguresTableProps<R extends { key: string }> {
  columns: readonly FigureColumn<R>[];
  rows: readonly R[] | undefined;
  /** The summary row's figures (its first cell says 合计). */
  summary: R | undefined;
  loading: boolean;
  label: string;
}

const PAGINATION: TableProps['pagination'] = {
  defaultPageSize: 20,
  pageSizeOptions: [5, 10, 20, 50, 100],
  showSizeChanger: true,
  showTotal: (total) => `共${total}条数据`,
};

/**
 * A statistics table: one row per group, the summary row fixed under them. While new figures are
 * asked for, the spinner covers the figures already shown from outside the table, so that a
 * query starting or ending (a synchronous render, as every store update is) draws the spinner
 * alone, not every cell again (docs/performance.md, 咨询统计). Before the first figures, the
 * table's own spinner shows, without its empty placeholder.
 */
export function FiguresTable<R extends { key: string }>({
  loading,
  ...table
}: FiguresTableProps<R>) {
  const shown = table.rows !== undefined;
  return (
    <Spin spinning={loading && shown}>
      <Figures {...table} loading={loading && !shown} />
    </Spin>
  );
}

function TableOfFigures<R extends { key: string }>({
  columns,
  rows,
  summary,
  loading,
  label,
}: FiguresTableProps<R>) {
  const tableColumns = useMemo<TableProps<R>['columns']>(
    () =>
      columns.map((column, index) => ({
        key: column.key,
        title: column.title,
        align: index === 0 ? 'left' : 'right',
        fixed: index === 0 ? 'left' : undefined,
        render: (_: unknown, row: R) => (column.display ?? column.value)(row),
      })),
    [columns],
  );
  return (
    <Table<R>
      aria-label={label}
      rowKey="key"
      size="small"
      columns={tableColumns}
      dataSource={rows as R[] | undefined}
      loading={loading}
      scroll={{ x: 'max-content' }}
      pagination={PAGINATION}
      summary={() =>
        summary && (
          <Table.Summary fixed>
            <Table.Summary.Row>
              {columns.map((column, index) => (
                <Table.Summary.Cell key={column.key} index={index} align={index ? 'right' : 'left'}>
                  {index === 0 ? SUMMARY_LABEL : (column.display ?? column.value)(summary)}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          </Table.Summary>
        )
      }
    />
  );
}

/** The table, skipped while its props are the same (memo drops the generic: typed back). */
const Figures = memo(TableOfFigures) as typeof TableOfFigures;
