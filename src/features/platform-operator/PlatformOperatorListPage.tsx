import { useState } from 'react';
import { App, Form, Select, Space, Tag } from 'antd';
import type { TableProps } from 'antd';
import { PageTitle } from '@/shared/components/PageTitle';
import { SearchTable, TextFilter, useSearchTable } from '@/shared/components/SearchTable';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { useListPlatformOperatorsQuery, useUpdatePlatformOperatorStatusMutation } from './api';
import { PlatformOperatorFormModal } from './PlatformOperatorFormModal';
import { OPERATOR_STATUS_LABEL, type PlatformOperator } from './types';
import { ConfirmAction } from '@/shared/feedback/ConfirmAction';

interface Filters {
  name?: string;
  status?: 2 | 4;
}

/** 冻结 or 恢复, confirmed first; the row moves between the status filters. */
function StatusAction({ operator }: { operator: PlatformOperator }) {
  const [update] = useUpdatePlatformOperatorStatusMutation();
  const { message } = App.useApp();
  const freeze = operator.status === 2;
  const action = freeze ? '冻结' : '恢复';

  async function confirm() {
    try {
      await update({ id: operator.id, status: freeze ? 4 : 2 }).unwrap();
      message.success(freeze ? '已冻结' : '已恢复');
    } catch {
      // The request layer shows the platform's msg.
    }
  }

  return (
    <ConfirmAction
      title={`确定${action}运营人员“${operator.name}”吗？`}
      onConfirm={confirm}
      okText={action}
      cancelText="取消"
    >
      <PermissionButton
        perm={PERM.platformOperatorStatus}
        type="link"
        size="small"
        danger={freeze}
        aria-label={`${action} ${operator.name}`}
      >
        {action}
      </PermissionButton>
    </ConfirmAction>
  );
}

/** /platform/operators: the platform's own operator accounts (decision 0021). */
export default function PlatformOperatorListPage() {
  const search = useSearchTable<Filters>();
  const { data, isFetching, error, refetch } = useListPlatformOperatorsQuery(search.query);
  const [editing, setEditing] = useState<{ operator?: PlatformOperator } | null>(null);

  const columns: TableProps<PlatformOperator>['columns'] = [
    { title: '账号', dataIndex: 'account' },
    { title: '姓名', dataIndex: 'name' },
    { title: '手机号', dataIndex: 'mobile' },
    {
      title: '状态',
      dataIndex: 'status',
      render: (status: PlatformOperator['status']) => (
        <Tag color={status === 2 ? 'success' : 'default'}>{OPERATOR_STATUS_LABEL[status]}</Tag>
      ),
    },
    { title: '创建时间', dataIndex: 'createTime' },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, operator: PlatformOperator) => (
        <Space size={0}>
          <PermissionButton
            perm={PERM.platformOperatorEdit}
            type="link"
            size="small"
            aria-label={`编辑 ${operator.name}`}
            onClick={() => setEditing({ operator })}
          >
            编辑
          </PermissionButton>
          <StatusAction operator={operator} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageTitle title="平台运营人员" />
      <SearchTable<PlatformOperator, Filters>
        search={search}
        filters={
          <>
            <TextFilter label="姓名或账号" name="name" />
            <Form.Item label="状态" name="status">
              <Select
                allowClear
                placeholder="全部"
                style={{ width: 120 }}
                options={[
                  { value: 2, label: '正常' },
                  { value: 4, label: '冻结' },
                ]}
              />
            </Form.Item>
          </>
        }
        toolbar={
          <PermissionButton
            perm={PERM.platformOperatorCreate}
            type="primary"
            onClick={() => setEditing({})}
          >
            新增运营人员
          </PermissionButton>
        }
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
      />
      {editing && (
        <PlatformOperatorFormModal operator={editing.operator} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
