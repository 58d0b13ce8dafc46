import { Card, Form, Select } from 'antd';
import { useMemo, useState } from 'react';
import { EChart } from '@/shared/charts/EChart';
import { PageTitle } from '@/shared/components/PageTitle';
import {
  STAT_DIMENSION_LABELS,
  STAT_PERIODS,
  type StatPeriod,
} from '@/shared/counselling/statisticsCodes';
import { useOperateStatisticsQuery } from './api';
import { FiguresTable } from './FiguresTable';
import { StatRangePicker, useStatRange } from './StatRangePicker';
import { operateColumns, operateTrendData, summaryRow, type OperateRow } from './statShaping';

/** 运营统计: new customers, orders, active counsellors, SMS and survey tasks per period, with a trend chart. */
export default function OperateStatisticsPage() {
  const [range, setRange] = useStatRange();
  const [period, setPeriod] = useState<StatPeriod>('month');
  const { data, isFetching } = useOperateStatisticsQuery({
    period,
    startDate: range[0],
    endDate: range[1],
  });
  const summary = useMemo(() => data && summaryRow<OperateRow>(data.summary), [data]);
  const trend = useMemo(() => data && operateTrendData(data.rows), [data]);

  return (
    <>
      <PageTitle title="运营统计" />
      <Card size="small">
        <Form layout="inline">
          <Form.Item label="统计日期">
            <StatRangePicker value={range} onChange={setRange} />
          </Form.Item>
          <Form.Item label="统计周期">
            <Select<StatPeriod>
              aria-label="统计周期"
              style={{ width: 120 }}
              value={period}
              onChange={setPeriod}
              options={STAT_PERIODS.map((value) => ({
                value,
                label: STAT_DIMENSION_LABELS[value],
              }))}
            />
          </Form.Item>
        </Form>
      </Card>
      <Card size="small" style={{ marginTop: 16 }}>
        <FiguresTable<OperateRow>
          label="运营统计表"
          columns={operateColumns}
          rows={data?.rows}
          summary={summary}
          loading={isFetching}
        />
      </Card>
      {trend && (
        <Card title="运营趋势" size="small" style={{ marginTop: 16 }}>
          <EChart title="运营趋势" kind="line" data={trend} />
        </Card>
      )}
    </>
  );
}
