import { Card, Form, Input } from 'antd';
import { RegionCascader } from '@/shared/components/RegionCascader';
import { SearchTable, useSearchTable } from '@/shared/components/SearchTable';
import { useListCustomOrgsQuery } from './api';
import { orgColumns } from './orgColumns';
import type { Org } from './types';

interface Filters {
  name?: string;
  areaCode?: string;
}

/** /om/customer-org: the customer organisations under the current one (getCustomOrgPage). */
export default function CustomerOrgPage() {
  const search = useSearchTable<Filters>();
  const { data, isFetching } = useListCustomOrgsQuery(search.query);
  return (
    <Card title="客户机构" size="small">
      <SearchTable<Org, Filters>
        search={search}
        filters={
          <>
            <Form.Item label="机构名称" name="name">
              <Input allowClear placeholder="请输入机构名称" />
            </Form.Item>
            <Form.Item label="地区" name="areaCode">
              <RegionCascader changeOnSelect aria-label="地区" style={{ width: 220 }} />
            </Form.Item>
          </>
        }
        columns={orgColumns}
        data={data}
        loading={isFetching}
        rowKey="id"
      />
    </Card>
  );
}
