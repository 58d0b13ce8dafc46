import { useState } from 'react';
import { Card, Form, Input, Popconfirm, Select, Space } from 'antd';
import { SearchTable, useSearchTable } from '@/shared/components/SearchTable';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { useListOrgAppliesQuery } from './api';
import { cooperColumns, statusOptions } from './cooperColumns';
import { RejectModal } from './RejectModal';
import type { CooperApply } from './types';
import { useAudit } from './useAudit';

interface Filters {
  status?: number;
  name?: string;
}

/** /cooper/apply: experts' applications to this organisation; pending ones are approved or rejected. */
export default function OrgApplyListPage() {
  const search = useSearchTable<Filters>({ initialFilters: { status: 0 } });
  const { data, isFetching } = useListOrgAppliesQuery(search.query);
  const { decide, isLoading } = useAudit();
  const [rejecting, setRejecting] = useState<CooperApply | null>(null);

  return (
    <Card title="合作申请" size="small">
      <SearchTable<CooperApply, Filters>
        search={search}
        filters={
          <>
            <Form.Item label="状态" name="status">
              <Select style={{ width: 200 }} options={statusOptions([0, 1, 2, 3, 4])} />
            </Form.Item>
            <Form.Item label="专家姓名" name="name">
              <Input allowClear placeholder="请输入专家姓名" />
            </Form.Item>
          </>
        }
        columns={[
          ...cooperColumns,
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, row: CooperApply) =>
              row.status === 0 ? (
                <Space size={0}>
                  <Popconfirm
                    title={`同意${row.expertName}的合作申请？`}
                    onConfirm={() => decide(row.id, true)}
                    okText="同意"
                    cancelText="取消"
                  >
                    <PermissionButton perm={PERM.cooperApprove} type="link" size="small">
                      通过
                    </PermissionButton>
                  </Popconfirm>
                  <PermissionButton
                    perm={PERM.cooperReject}
                    type="link"
                    size="small"
                    danger
                    onClick={() => setRejecting(row)}
                  >
                    驳回
                  </PermissionButton>
                </Space>
              ) : null,
          },
        ]}
        data={data}
        loading={isFetching}
        rowKey="id"
      />
      {rejecting && (
        <RejectModal
          title="驳回合作申请"
          loading={isLoading}
          onClose={() => setRejecting(null)}
          onSubmit={async (remark) => {
            if (await decide(rejecting.id, false, remark)) setRejecting(null);
          }}
        />
      )}
    </Card>
  );
}
