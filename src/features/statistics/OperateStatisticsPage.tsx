import { Card, Flex, Form, Select } from 'antd';
import { useMemo, useState } from 'react';
import { EChart } from '@/shared/charts/EChart';
import { ExportButton } from '@/shared/components/ExportButton';
import { PageTitle } from '@/shared/components/PageTitle';
import {
  OPERATE_COLUMNS,
  OPERATE_COLUMN_LABELS,
  STAT_DIMENSION_LABELS,
  STAT_PERIODS,
  type OperateColumn,
  type StatPeriod,
} from '@/shared/counselling/statisticsCodes';
import { readColumnChoice, writeColumnChoice } from '@/shared/preferences/columnChoice';
import { selectUserDetails } from '@/shared/session/sessionSlice';
import { useAppSelector } from '@/shared/store/hooks';
import { useOperateStatisticsQuery } from './api';
import { ColumnPicker } from './ColumnPicker';
import { FiguresTable } from './FiguresTable';
import { StatRangePicker, useStatRange } from './StatRangePicker';
import {
  exportColumns,
  operateColumns,
  operateTrendData,
  summaryRow,
  withSummary,
  type OperateRow,
} from './statShaping';

const LIST_KEY = 'operate-statistics';

/**
 * 运营统计: new customers, orders, active counsellors, SMS and survey tasks per period, with a trend
 * chart; 列设置 remembered per account in this browser; 导出 of the visible columns for whoever
 * may open the page (its figures are counts of the organisation, no person's data).
 */
export default function OperateStatisticsPage() {
  const [range, setRange] = useStatRange();
  const [period, setPeriod] = useState<StatPeriod>('month');
  const accountId = useAppSelector(selectUserDetails)?.id ?? '';
  const [chosen, setChosen] = useState<OperateColumn[]>(() =>
    readColumnChoice(accountId, LIST_KEY, OPERATE_COLUMNS),
  );
  const choose = (next: OperateColumn[]) => {
    setChosen(next);
    writeColumnChoice(accountId, LIST_KEY, next);
  };
  const { data, isFetching } = useOperateStatisticsQuery({
    period,
    startDate: range[0],
    endDate: range[1],
  });
  const visible = useMemo(() => operateColumns(chosen), [chosen]);
  const summary = useMemo(() => data && summaryRow<OperateRow>(data.summary), [data]);
  const trend = useMemo(() => data && operateTrendData(data.rows), [data]);

  return (
    <>
      <PageTitle title="运营统计" />
      <Card size="small">
        <Flex wrap gap="middle" justify="space-between" align="center">
          <Form layout="inline" role="search" aria-label="统计条件">
            <Form.Item label="统计日期">
              <StatRangePicker value={range} onChange={setRange} />
            </Form.Item>
            {/* The name 咨询统计 gives the same choice of 按日/按周/按月/按年. */}
            <Form.Item label="统计维度">
              <Select<StatPeriod>
                aria-label="统计维度"
                style={{ width: 140 }}
                value={period}
                onChange={setPeriod}
                options={STAT_PERIODS.map((value) => ({
                  value,
                  label: STAT_DIMENSION_LABELS[value],
                }))}
              />
            </Form.Item>
          </Form>
          <Flex gap="small">
            <ColumnPicker
              columns={OPERATE_COLUMNS}
              labels={OPERATE_COLUMN_LABELS}
              value={chosen}
              onChange={choose}
            />
            <ExportButton<OperateRow>
              listName="运营统计"
              columns={exportColumns(visible)}
              fetchRows={async () => (data ? withSummary(data.rows, data.summary) : [])}
              buttonProps={{ disabled: !data || isFetching }}
            />
          </Flex>
        </Flex>
      </Card>
      {trend && (
        <Card title="运营趋势" size="small" style={{ marginTop: 16 }}>
          <EChart title="运营趋势" kind="line" data={trend} />
        </Card>
      )}
      <Card size="small" style={{ marginTop: 16 }}>
        <FiguresTable<OperateRow>
          label="运营统计表"
          columns={visible}
          rows={data?.rows}
          summary={summary}
          loading={isFetching}
        />
      </Card>
    </>
  );
}
