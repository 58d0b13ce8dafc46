import { App, Form, Input, Select, Tabs } from 'antd';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useGetScaleQuery } from '@/shared/assessment/assessmentApi';
import { saveReportPdf } from '@/shared/assessment/reportPdf';
import { ExportButton, ExportFileButton } from '@/shared/components/ExportButton';
import { PageTitle } from '@/shared/components/PageTitle';
import { ALL_OPTION, SearchTable, useSearchTable, withAll } from '@/shared/components/SearchTable';
import { useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { RangePicker } from '@/shared/components/RangePicker';
import { fetchAllTestRecords, useListTestRecordsQuery } from './api';
import { RECORD_COLUMNS, RECORD_EXPORT_COLUMNS } from './recordColumns';
import { pdfSelectionProblem } from './scaleDataRules';
import { StatisticsPanel } from './StatisticsPanel';
import type { TestRecord } from './types';

interface Filters {
  keyword?: string;
  deptName?: string;
  fillStatus?: number;
  filled?: unknown;
}

function Records({ formId, scaleName }: { formId: string; scaleName: string }) {
  const { message } = App.useApp();
  const search = useSearchTable<Filters>({
    listKey: '/selfScale/scaleData/detail',
    // A tab of the scale's detail page, whose address holds the tab (`?tab=stats`).
    inUrl: false,
    initialFilters: { fillStatus: ALL_OPTION },
    dateRanges: { filled: ['startTime', 'endTime'] },
  });
  const query = { ...search.query, formId };
  const { data, isFetching, error, refetch } = useListTestRecordsQuery(query);
  const [picked, setPicked] = useState<TestRecord[]>([]);
  const mayPdf = useCan(PERM.scaleDataExportPdf);
  const mayExcel = useCan(PERM.scaleDataExportExcel);

  const exportPdf = async () => {
    const problem = pdfSelectionProblem(picked);
    if (problem) {
      message.warning(problem);
      return;
    }
    await saveReportPdf({ formId, resultId: picked[0].resultId, userId: picked[0].id });
  };

  return (
    <SearchTable<TestRecord, Filters>
      search={search}
      filters={
        <>
          <Form.Item label="姓名/账号" name="keyword">
            <Input allowClear />
          </Form.Item>
          <Form.Item label="部门" name="deptName">
            <Input allowClear />
          </Form.Item>
          <Form.Item label="答题状态" name="fillStatus">
            <Select
              style={{ width: 120 }}
              options={withAll([
                { value: 1, label: '已作答' },
                { value: 0, label: '部分作答' },
              ])}
            />
          </Form.Item>
        </>
      }
      moreFilters={
        <>
          <Form.Item label="答题时间" name="filled">
            <RangePicker />
          </Form.Item>
        </>
      }
      toolbar={
        <>
          {mayPdf && <ExportFileButton save={exportPdf}>导出PDF</ExportFileButton>}
          {mayExcel && (
            <ExportButton<TestRecord>
              columns={RECORD_EXPORT_COLUMNS}
              fetchRows={(batch) => fetchAllTestRecords(query, batch)}
              listName={`${scaleName}-测试记录`}
            >
              导出Excel
            </ExportButton>
          )}
        </>
      }
      columns={RECORD_COLUMNS}
      data={data}
      numbered
      loading={isFetching}
      error={error}
      onRetry={refetch}
      rowKey="resultId"
      rowSelection={{
        selectedRowKeys: picked.map((row) => row.resultId),
        preserveSelectedRowKeys: true,
        onChange: (_keys, rows) => setPicked(rows.filter((row): row is TestRecord => Boolean(row))),
      }}
    />
  );
}

/** 测试记录 of one scale, with exports and, for those holding the code, its statistics. */
export default function TestRecordPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { data: scale } = useGetScaleQuery(id);
  const mayStats = useCan(PERM.scaleDataStatistics);
  const name = scale?.name ?? '';
  return (
    <>
      <PageTitle title={name ? `测试记录：${name}` : '测试记录'} back="/selfScale/scaleData" />
      <Tabs
        activeKey={mayStats && params.get('tab') === 'stats' ? 'stats' : 'records'}
        onChange={(key) => setParams(key === 'stats' ? { tab: 'stats' } : {}, { replace: true })}
        items={[
          { key: 'records', label: '测试记录', children: <Records formId={id} scaleName={name} /> },
          ...(mayStats
            ? [{ key: 'stats', label: '统计', children: <StatisticsPanel formId={id} /> }]
            : []),
        ]}
      />
    </>
  );
}
