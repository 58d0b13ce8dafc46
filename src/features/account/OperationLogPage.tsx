import type { TableProps } from 'antd';
import { SearchTable, useSearchTable } from '@/shared/components/SearchTable';
import { useGetOperationLogQuery } from './api';
import type { OperationLogEntry } from './types';
import { PageTitle } from '@/shared/components/PageTitle';
import { menuNameOf } from '@/shared/menu/menuTree';
import { EMPTY_TEXT } from '@/shared/utils/format';
import { OperationLogImage } from './OperationLogImage';

const columns: TableProps<OperationLogEntry>['columns'] = [
  {
    title: '图示',
    dataIndex: 'img',
    width: 64,
    render: (img: string, entry) => <OperationLogImage img={img} label={entry.methodName} />,
  },
  { title: '操作', dataIndex: 'methodName' },
  {
    title: '所属菜单',
    dataIndex: 'leftCode',
    render: (code: string) => menuNameOf(code) || code || EMPTY_TEXT,
  },
  { title: '页面', dataIndex: 'router' },
  // Sortable: its key is the call's sortField.
  { title: '操作时间', dataIndex: 'createTime', key: 'createTime', sorter: true },
];

/** /grxx/czrz: the user's recent operations, newest first. */
export default function OperationLogPage() {
  const search = useSearchTable();
  const { data, isFetching, error, refetch } = useGetOperationLogQuery(search.query);
  return (
    <>
      <PageTitle title="操作日志" />
      <SearchTable<OperationLogEntry, Record<string, unknown>>
        search={search}
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
      />
    </>
  );
}
