import { useState } from 'react';
import { Button, Form, Select } from 'antd';
import { SearchTable, useSearchTable } from '@/shared/components/SearchTable';
import { CooperRequestModal } from '@/shared/cooperation/CooperRequestModal';
import { useListExpertAppliesQuery } from './api';
import { ownCooperColumns, statusOptions } from './cooperColumns';
import type { CooperApply } from './types';
import { PageTitle } from '@/shared/components/PageTitle';

interface Filters {
  status?: number | string;
}

/** /expert-cooper/orgs (我的合作机构): the organisations an expert works with, and 申请合作 with another. */
export default function ExpertOrgsPage() {
  const search = useSearchTable<Filters>({ initialFilters: { status: 1 } });
  const { data, isFetching, error, refetch } = useListExpertAppliesQuery(search.query);
  const [applying, setApplying] = useState(false);

  return (
    <>
      <PageTitle
        title="我的合作机构"
        extra={
          <Button type="primary" onClick={() => setApplying(true)}>
            申请合作
          </Button>
        }
      />
      <SearchTable<CooperApply, Filters>
        search={search}
        filters={
          <Form.Item label="状态" name="status">
            <Select style={{ width: 240 }} options={statusOptions([1, 0, 4])} />
          </Form.Item>
        }
        columns={ownCooperColumns.filter((column) => column.title !== '专家类型')}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
      />
      {applying && <CooperRequestModal kind="apply" onClose={() => setApplying(false)} />}
    </>
  );
}
