import { Form, Input, Select, Space } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router-dom';
import { SCALE_TYPE_LABEL } from '@/shared/assessment/assessmentLabels';
import { ExportButton } from '@/shared/components/ExportButton';
import { PageTitle } from '@/shared/components/PageTitle';
import { ALL_OPTION, SearchTable, useSearchTable, withAll } from '@/shared/components/SearchTable';
import { useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { RangePicker } from '@/shared/components/RangePicker';
import { fetchAllScaleData, useListScaleDataQuery } from './api';
import type { ScaleDataRow } from './types';
import { formatCount } from '@/shared/utils/format';

interface Filters {
  name?: string;
  type?: number;
  created?: unknown;
}

/** 量表数据: published scales with their test counts; test records and statistics per scale. */
export default function ScaleDataListPage() {
  const search = useSearchTable<Filters>({
    initialFilters: { type: ALL_OPTION },
    dateRanges: { created: ['startTime', 'endTime'] },
  });
  const { data, isFetching, error, refetch } = useListScaleDataQuery(search.query);
  const mayExport = useCan(PERM.scaleDataExportExcel);
  const mayStats = useCan(PERM.scaleDataStatistics);
  const columns: TableProps<ScaleDataRow>['columns'] = [
    { title: '量表名称', dataIndex: 'name' },
    { title: '类型', dataIndex: 'type', render: (t: ScaleDataRow['type']) => SCALE_TYPE_LABEL[t] },
    { title: '题目数', dataIndex: 'questionNum', render: formatCount },
    { title: '测试人数', dataIndex: 'testPersonNum', render: formatCount },
    { title: '标签', dataIndex: 'tagName', render: (text: string) => text || '/' },
    { title: '创建时间', dataIndex: 'createTime' },
    {
      title: '操作',
      key: 'actions',
      render: (_v, row) => (
        <Space>
          <Link to={`/selfScale/scaleData/detail/${row.id}`}>测试记录</Link>
          {mayStats && <Link to={`/selfScale/scaleData/detail/${row.id}?tab=stats`}>统计</Link>}
        </Space>
      ),
    },
  ];
  return (
    <>
      <PageTitle title="量表数据" />
      <SearchTable<ScaleDataRow, Filters>
        search={search}
        filters={
          <>
            <Form.Item label="量表名称" name="name">
              <Input allowClear />
            </Form.Item>
            <Form.Item label="类型" name="type">
              <Select
                style={{ width: 120 }}
                options={withAll([
                  { value: 0, label: '原创' },
                  { value: 1, label: '引用' },
                ])}
              />
            </Form.Item>
            <Form.Item label="创建时间" name="created">
              <RangePicker />
            </Form.Item>
          </>
        }
        toolbar={
          mayExport && (
            <ExportButton<ScaleDataRow>
              columns={[
                { title: '量表名称', dataIndex: 'name' },
                { title: '类型', render: (row) => SCALE_TYPE_LABEL[row.type] },
                { title: '题目数', dataIndex: 'questionNum' },
                { title: '测试人数', dataIndex: 'testPersonNum' },
                { title: '标签', dataIndex: 'tagName' },
                { title: '创建时间', dataIndex: 'createTime' },
              ]}
              fetchRows={(batch) => fetchAllScaleData(search.query, batch)}
              listName="量表数据"
            >
              导出Excel
            </ExportButton>
          )
        }
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
      />
    </>
  );
}
