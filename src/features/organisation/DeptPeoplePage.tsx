import { useState } from 'react';
import { App, Space } from 'antd';
import type { TableProps } from 'antd';
import { SearchTable, TextFilter, useSearchTable } from '@/shared/components/SearchTable';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { maskMobile } from '@/shared/utils/format';
import { useDeletePersonMutation, useListPeopleQuery } from './api';
import { DeptTree } from './DeptTree';
import { PersonFormModal } from './PersonFormModal';
import { TreeBesideList, useTreeChoice } from './TreeBesideList';
import type { Person } from './types';
import { useCurrentOrgId } from './useCurrentOrgId';
import { ConfirmAction } from '@/shared/feedback/ConfirmAction';

interface Filters {
  account?: string;
  name?: string;
}

/** /om/dept-people: departments on the left, the people of the chosen one on the right. */
export default function DeptPeoplePage() {
  const [editing, setEditing] = useState<{ person?: Person } | null>(null);
  // 姓名 names a person: kept out of the address with 账号 (docs/decisions/0009).
  const search = useSearchTable<Filters>({ personal: ['name'] });
  const [deptId, chooseDept] = useTreeChoice(search);
  const orgId = useCurrentOrgId();
  const { data, isFetching, error, refetch } = useListPeopleQuery({
    ...search.query,
    orgId,
    deptId,
  });
  const [remove] = useDeletePersonMutation();
  const { message } = App.useApp();

  async function confirmDelete(person: Person) {
    try {
      await remove(person.id).unwrap();
      message.success('删除成功');
    } catch {
      // Shown by the request layer.
    }
  }

  const columns: TableProps<Person>['columns'] = [
    { title: '账号', dataIndex: 'account' },
    { title: '姓名', dataIndex: 'name' },
    { title: '部门', dataIndex: 'deptName' },
    { title: '手机号', dataIndex: 'mobile', render: (mobile: string) => maskMobile(mobile) },
    // Sortable: its key is the call's sortField.
    { title: '创建时间', dataIndex: 'createTime', key: 'createTime', sorter: true },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, person: Person) => (
        <Space size={0}>
          <PermissionButton
            perm={PERM.personEdit}
            type="link"
            size="small"
            onClick={() => setEditing({ person })}
          >
            编辑
          </PermissionButton>
          <ConfirmAction
            title={`确定删除“${person.name}”吗？`}
            onConfirm={() => confirmDelete(person)}
            okText="删除"
            cancelText="取消"
          >
            <PermissionButton perm={PERM.personDelete} type="link" size="small" danger>
              删除
            </PermissionButton>
          </ConfirmAction>
        </Space>
      ),
    },
  ];

  return (
    <TreeBesideList
      title="部门与人员"
      treeTitle="部门"
      tree={<DeptTree selected={deptId} onSelect={chooseDept} />}
      listTitle="人员"
      list={
        <SearchTable<Person, Filters>
          search={search}
          filters={
            <>
              <TextFilter label="账号" name="account" />
              <TextFilter label="姓名" name="name" />
            </>
          }
          toolbar={
            <PermissionButton
              perm={PERM.personCreate}
              type="primary"
              onClick={() => setEditing({})}
            >
              新增人员
            </PermissionButton>
          }
          columns={columns}
          data={data}
          loading={isFetching}
          error={error}
          onRetry={refetch}
          rowKey="id"
        />
      }
      dialogs={
        editing && (
          <PersonFormModal
            person={editing.person}
            deptId={deptId}
            onClose={() => setEditing(null)}
          />
        )
      }
    />
  );
}
