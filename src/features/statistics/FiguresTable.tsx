import { Table } from 'antd';
import type { TableProps } from 'antd';
import { SUMMARY_LABEL, type FigureColumn } from './statShaping';

interface FiguresTableProps<R extends { key: string }> {
  columns: readonly FigureColumn<R>[];
  rows: readonly R[] | undefined;
  /** The summary row's figures (its first cell says 合计). */
  summary: R | undefined;
  loading: boolean;
  label: string;
}

/** A statistics table: one row per group, the summary row fixed under them. */
export function FiguresTable<R extends { key: string }>({
  columns,
  rows,
  summary,
  loading,
  label,
}: FiguresTableProps<R>) {
  const tableColumns: TableProps<R>['columns'] = columns.map((column, index) => ({
    key: column.key,
    title: column.title,
    align: index === 0 ? 'left' : 'right',
    fixed: index === 0 ? 'left' : undefined,
    render: (_: unknown, row: R) => (column.display ?? column.value)(row),
  }));
  return (
    <Table<R>
      aria-label={label}
      rowKey="key"
      size="small"
      columns={tableColumns}
      dataSource={rows as R[] | undefined}
      loading={loading}
      scroll={{ x: 'max-content' }}
      pagination={{
        defaultPageSize: 20,
        pageSizeOptions: [5, 10, 20, 50, 100],
        showSizeChanger: true,
        showTotal: (total) => `共${total}条数据`,
      }}
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
