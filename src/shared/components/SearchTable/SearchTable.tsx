import { Button, Flex, Form, Space, Table } from 'antd';
import type { TableProps } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Page } from '@/shared/request/types';
import { useRowsInFrames } from './useRowsInFrames';
import type { SearchTableState } from './useSearchTable';
import './searchTable.css';

export interface SearchTableProps<T extends object, F> {
  /** What `useSearchTable` returned. */
  search: SearchTableState<F>;
  /** `<Form.Item name=…>` filters, rendered inline before 查询 / 重置. */
  filters?: ReactNode;
  /** Buttons above the table (新建, export…). */
  toolbar?: ReactNode;
  columns: TableProps<T>['columns'];
  /** The list call's answer; undefined while the first load runs. */
  data: Page<T> | undefined;
  loading?: boolean;
  rowKey: TableProps<T>['rowKey'];
  rowSelection?: TableProps<T>['rowSelection'];
  scroll?: TableProps<T>['scroll'];
  /** A first column 序号: each row's place in the whole list. */
  numbered?: boolean;
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

/** A filter form, a toolbar and a paged antd Table driven by `useSearchTable`. */
export function SearchTable<T extends object, F>({
  search,
  filters,
  toolbar,
  columns,
  data,
  loading,
  rowKey,
  rowSelection,
  scroll,
  numbered,
}: SearchTableProps<T, F>) {
  const rows = useRowsInFrames(data?.rows);
  const { pageNum, pageSize } = search.query;
  const offset = useShownOffset(data, (pageNum - 1) * pageSize);
  const shownColumns: TableProps<T>['columns'] = numbered
    ? [
        { title: '序号', key: 'index', width: 70, render: (_v, _r, index) => offset + index + 1 },
        ...(columns ?? []),
      ]
    : columns;
  const tableBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The box a wide table scrolls in takes focus, so the keyboard can scroll it even when no
    // row holds a link or a checkbox (WCAG 2.1.1; axe scrollable-region-focusable).
    const scroller = tableBox.current?.querySelector<HTMLElement>('.ant-table-content');
    if (scroller && !scroller.hasAttribute('tabindex')) scroller.tabIndex = 0;
  });
  return (
    <Flex vertical gap="middle">
      {filters && (
        <Form
          form={search.form}
          layout="inline"
          initialValues={search.initialValues}
          onFinish={search.onSearch}
          aria-label="查询条件"
          role="search"
        >
          {filters}
          <Form.Item>
            <Space>
              {/* autoInsertSpace off: the labels stay exactly 查询 / 重置 for people and tests */}
              <Button type="primary" htmlType="submit" autoInsertSpace={false}>
                查询
              </Button>
              <Button onClick={search.onReset} autoInsertSpace={false}>
                重置
              </Button>
            </Space>
          </Form.Item>
        </Form>
      )}
      {toolbar && <Space wrap>{toolbar}</Space>}
      <div ref={tableBox}>
        <Table<T>
          columns={shownColumns}
          dataSource={rows}
          loading={loading}
          rowKey={rowKey}
          rowSelection={rowSelection}
          className={scroll ? undefined : 'table-scrolls-x'}
          scroll={scroll}
          pagination={{ ...search.pagination, total: data?.total ?? 0 }}
        />
      </div>
    </Flex>
  );
}
