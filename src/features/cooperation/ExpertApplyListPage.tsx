import { useState } from 'react';
import { Button, Card, Form, Popconfirm, Select, Space } from 'antd';
import { SearchTable, useSearchTable } from '@/shared/components/SearchTable';
import { useListExpertAppliesQuery } from './api';
import { cooperColumns, statusOptions } from './cooperColumns';
import { RejectModal } from './RejectModal';
import type { CooperApply } from './types';
import { useAudit } from './useAudit';

interface Filters {
  status?: number | string;
}

/** /expert-cooper/apply: an expert's applications; invitations (2) and endings (4) await the expert. */
export default function ExpertApplyListPage() {
  const search = useSearchTable<Filters>({ initialFilters: { status: '2,4' } });
  const { data, isFetching } = useListExpertAppliesQuery(search.query);
  const { decide, isLoading } = useAudit();
  const [rejecting, setRejecting] = useState<CooperApply | null>(null);

  return (
    <Card title="合作申请" size="small">
      <SearchTable<CooperApply, Filters>
        search={search}
        filters={
          <Form.Item label="状态" name="status">
            <Select
              style={{ width: 240 }}
              options={[{ value: '2,4', label: '待我处理' }, ...statusOptions([0, 1, 2, 3, 4])]}
            />
          </Form.Item>
        }
        columns={[
          ...cooperColumns,
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, row: CooperApply) =>
              row.status === 2 || row.status === 4 ? (
                <Space size={0}>
                  <Popconfirm
                    title={
                      row.status === 2
                        ? `接受${row.orgName}的合作邀请？`
                        : `同意与${row.orgName}解除合作？`
                    }
                    onConfirm={() => decide(row.id, true)}
                    okText="同意"
                    cancelText="取消"
                  >
                    <Button type="link" size="small">
                      同意
                    </Button>
                  </Popconfirm>
                  {row.status === 2 ? (
                    <Button type="link" size="small" danger onClick={() => setRejecting(row)}>
                      拒绝
                    </Button>
                  ) : (
                    <Button
                      type="link"
                      size="small"
                      danger
                      onClick={() => void decide(row.id, false)}
                    >
                      拒绝
                    </Button>
                  )}
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
          title="拒绝合作邀请"
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
