import { Button, Form, Select } from 'antd';
import { useState } from 'react';
import { SearchTable, TextFilter, useSearchTable } from '@/shared/components/SearchTable';
import { PERM } from '@/shared/session/permissions';
import { ApplicantDrawer } from './ApplicantDrawer';
import { useListOrgAppliesQuery } from './api';
import { useAuditColumn, type AuditSide } from './auditColumn';
import { cooperColumns, statusOptions } from './cooperColumns';
import type { CooperApply } from './types';
import { PageTitle } from '@/shared/components/PageTitle';

interface Filters {
  status?: number;
  name?: string;
}

/** Pending applications (0) are approved or rejected with a reason, each behind its button code. */
const ORG_SIDE: AuditSide = {
  awaits: (row) => row.status === 0,
  confirmTitle: (row) => `同意${row.expertName}的合作申请？`,
  agreeLabel: '通过',
  rejectLabel: '驳回',
  agreePerm: PERM.cooperApprove,
  rejectPerm: PERM.cooperReject,
  rejectTitle: '驳回合作申请',
};

/** /cooper/apply: experts' applications to this organisation; pending ones are approved or rejected. */
export default function OrgApplyListPage() {
  const search = useSearchTable<Filters>({ initialFilters: { status: 0 } });
  const { data, isFetching, error, refetch } = useListOrgAppliesQuery(search.query);
  const audit = useAuditColumn(ORG_SIDE);
  const [viewing, setViewing] = useState<CooperApply | null>(null);
  // The expert's name opens their profile, to weigh the application before answering it.
  const columns = cooperColumns.map((column) =>
    column.title === '专家'
      ? {
          ...column,
          render: (name: string, row: CooperApply) => (
            <Button type="link" size="small" onClick={() => setViewing(row)}>
              {name}
            </Button>
          ),
        }
      : column,
  );

  return (
    <>
      <PageTitle title="合作申请" />
      <SearchTable<CooperApply, Filters>
        search={search}
        filters={
          <>
            <Form.Item label="状态" name="status">
              <Select style={{ width: 200 }} options={statusOptions([0, 1, 2, 3, 4])} />
            </Form.Item>
            <TextFilter label="专家姓名" name="name" />
          </>
        }
        columns={[...columns, audit.column]}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
      />
      {audit.rejectModal}
      {viewing && (
        <ApplicantDrawer
          applyId={viewing.id}
          userId={viewing.userId}
          onClose={() => setViewing(null)}
        />
      )}
    </>
  );
}
