import { useState } from 'react';
import { App, Button, Space } from 'antd';
import type { TableProps } from 'antd';
import { SearchTable, TextFilter, useSearchTable } from '@/shared/components/SearchTable';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { useDeleteRoleMutation, useListRolesQuery } from './api';
import { RoleFormModal } from './RoleFormModal';
import { RoleUsersModal } from './RoleUsersModal';
import type { Role } from './types';
import { PageTitle } from '@/shared/components/PageTitle';
import { formatCount } from '@/shared/utils/format';
import { ConfirmAction } from '@/shared/feedback/ConfirmAction';

type Dialog = { kind: 'form'; role?: Role } | { kind: 'users'; role: Role } | null;

/** /role/list: roles of the current organisation; a change reaches its users at their next login. */
export default function RoleListPage() {
  const search = useSearchTable<{ name?: string }>();
  const { data, isFetching, error, refetch } = useListRolesQuery(search.query);
  const [remove] = useDeleteRoleMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { message } = App.useApp();

  async function confirmDelete(role: Role) {
    try {
      await remove(role.id).unwrap();
      message.success('删除成功');
    } catch {
      // 该角色下存在用户，不能删除 is shown by the request layer.
    }
  }

  const columns: TableProps<Role>['columns'] = [
    { title: '角色名称', dataIndex: 'name' },
    { title: '备注', dataIndex: 'remark' },
    { title: '用户数', dataIndex: 'userCount', render: formatCount },
    { title: '创建时间', dataIndex: 'createTime' },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, role: Role) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'users', role })}>
            用户
          </Button>
          <PermissionButton
            perm={PERM.roleEdit}
            type="link"
            size="small"
            onClick={() => setDialog({ kind: 'form', role })}
          >
            编辑
          </PermissionButton>
          <ConfirmAction
            title={`确定删除角色“${role.name}”吗？`}
            onConfirm={() => confirmDelete(role)}
            okText="删除"
            cancelText="取消"
          >
            <PermissionButton perm={PERM.roleDelete} type="link" size="small" danger>
              删除
            </PermissionButton>
          </ConfirmAction>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageTitle title="角色管理" />
      <SearchTable<Role, { name?: string }>
        search={search}
        filters={<TextFilter label="角色名称" name="name" />}
        toolbar={
          <PermissionButton
            perm={PERM.roleCreate}
            type="primary"
            onClick={() => setDialog({ kind: 'form' })}
          >
            新增角色
          </PermissionButton>
        }
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
      />
      {dialog?.kind === 'form' && (
        <RoleFormModal role={dialog.role} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'users' && (
        <RoleUsersModal role={dialog.role} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
