import { useState } from 'react';
import type { TableProps } from 'antd';
import { SearchTable, TextFilter, useSearchTable } from '@/shared/components/SearchTable';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { useListOrgAppsQuery } from './api';
import { AssignAppModal } from './AssignAppModal';
import type { OrgApp } from './types';
import { PageTitle } from '@/shared/components/PageTitle';

/** /om/apps: the organisation's apps and the child organisations they are assigned to. */
export default function OrgAppListPage() {
  const search = useSearchTable<{ name?: string }>();
  const { data, isFetching, error, refetch } = useListOrgAppsQuery(search.query);
  const [assigning, setAssigning] = useState<OrgApp | null>(null);

  const columns: TableProps<OrgApp>['columns'] = [
    { title: '应用名称', dataIndex: 'name' },
    { title: 'AppID', dataIndex: 'appId' },
    { title: '类型', dataIndex: 'type' },
    { title: '说明', dataIndex: 'description' },
    { title: '已分配机构', dataIndex: 'orgNames', render: (names: string[]) => names.join('、') },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, app: OrgApp) => (
        <PermissionButton
          perm={PERM.appAssign}
          type="link"
          size="small"
          onClick={() => setAssigning(app)}
        >
          分配应用
        </PermissionButton>
      ),
    },
  ];

  return (
    <>
      <PageTitle title="应用管理" />
      <SearchTable<OrgApp, { name?: string }>
        search={search}
        filters={<TextFilter label="应用名称" name="name" />}
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
      />
      {assigning && <AssignAppModal app={assigning} onClose={() => setAssigning(null)} />}
    </>
  );
}
