/**
 * The order list's floor (issue 32): a bare antd 6 Table with the columns 咨询订单 shows by default
 * (订单号 pinned left, 心理状态 as a tag, 操作's two links pinned right, two sortable headers),
 * paged 10 a page with antd's size changer, each page fetched as the console fetches its list
 * (rows-<size>.json, written beside this page by scripts/benchFloor.ts). React 19 and antd 6 with
 * nothing else: no router, no store, no request layer.
 */
import { Button, ConfigProvider, Space, Table, Tag, type TableProps } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Row {
  id: number;
  orderNo: string;
  visitorName: string;
  expertName: string;
  slot: string;
  consultWay: string;
  problemTypeNames: string;
  mentalStatus: 0 | 1 | 2;
  status: string;
}

const MENTAL = ['正常', '关注', '危机'];

const columns: TableProps<Row>['columns'] = [
  { key: 'orderNo', title: '订单号', width: 170, fixed: 'left', dataIndex: 'orderNo' },
  { key: 'visitorName', title: '来访者', width: 100, dataIndex: 'visitorName' },
  { key: 'expertName', title: '咨询师', width: 100, dataIndex: 'expertName' },
  { key: 'slot', title: '预约时段', width: 214, sorter: true, dataIndex: 'slot' },
  { key: 'consultWay', title: '咨询方式', width: 100, dataIndex: 'consultWay' },
  { key: 'problemTypeNames', title: '问题类型', width: 120, dataIndex: 'problemTypeNames' },
  {
    key: 'mentalStatus',
    title: '心理状态',
    width: 90,
    render: (_: unknown, row: Row) =>
      row.mentalStatus === 0 ? MENTAL[0] : <Tag>{MENTAL[row.mentalStatus]}</Tag>,
  },
  { key: 'status', title: '状态', width: 114, sorter: true, dataIndex: 'status' },
  {
    key: 'actions',
    title: '操作',
    width: 130,
    fixed: 'right',
    render: () => (
      <Space size={0}>
        <Button type="link" size="small">
          查看
        </Button>
        <Button type="link" size="small">
          催单
        </Button>
      </Space>
    ),
  },
];

function OrderTable() {
  const [page, setPage] = useState({ current: 1, pageSize: 10 });
  const [rows, setRows] = useState<Row[]>();
  useEffect(() => {
    let live = true;
    void fetch(`rows-${page.pageSize}.json`)
      .then((response) => response.json() as Promise<Row[]>)
      .then((next) => live && setRows(next));
    return () => {
      live = false;
    };
  }, [page]);
  return (
    <Table<Row>
      columns={columns}
      dataSource={rows}
      rowKey="id"
      scroll={{ x: 1138 }}
      tableLayout="fixed"
      pagination={{
        ...page,
        total: 21_897,
        showSizeChanger: true,
        showQuickJumper: true,
        showTotal: (total) => `共 ${total} 条`,
        pageSizeOptions: [10, 20, 50, 100],
        onChange: (current, pageSize) => setPage({ current, pageSize }),
      }}
    />
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <ConfigProvider locale={zhCN}>
    <OrderTable />
  </ConfigProvider>,
);
