import { Form, Select } from 'antd';
import { SearchTable, useSearchTable } from '@/shared/components/SearchTable';
import { useListExpertAppliesQuery } from './api';
import { useAuditColumn, type AuditSide } from './auditColumn';
import { ownCooperColumns, statusOptions } from './cooperColumns';
import type { CooperApply } from './types';
import { PageTitle } from '@/shared/components/PageTitle';

interface Filters {
  status?: number | string;
}

/** Invitations (2) are refused with a reason; an organisation's wish to end (4) is refused at once. */
const EXPERT_SIDE: AuditSide = {
  awaits: (row) => row.status === 2 || row.status === 4,
  confirmTitle: (row) =>
    row.status === 2 ? `接受${row.orgName}的合作邀请？` : `同意与${row.orgName}解除合作？`,
  agreeLabel: '同意',
  rejectLabel: '拒绝',
  rejectTitle: '拒绝合作邀请',
  rejectAsksWhy: (row) => row.status === 2,
};

/** /expert-cooper/apply: an expert's applications; invitations (2) and endings (4) await the expert. */
export default function ExpertApplyListPage() {
  const search = useSearchTable<Filters>({ initialFilters: { status: '2,4' } });
  const { data, isFetching, error, refetch } = useListExpertAppliesQuery(search.query);
  const audit = useAuditColumn(EXPERT_SIDE);

  return (
    <>
      <PageTitle title="合作申请" />
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
        columns={[...ownCooperColumns, audit.column]}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
      />
      {audit.rejectModal}
    </>
  );
}
