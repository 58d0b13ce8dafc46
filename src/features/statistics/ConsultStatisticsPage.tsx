import { Card, Flex, Form, Select } from 'antd';
import { useMemo } from 'react';
import { ExportButton } from '@/shared/components/ExportButton';
import { PageTitle } from '@/shared/components/PageTitle';
import {
  DEFAULT_STAT_CONFIG,
  STAT_COLUMNS,
  STAT_COLUMN_LABELS,
  STAT_DIMENSIONS,
  STAT_DIMENSION_LABELS,
  type StatColumn,
  type StatDimension,
} from '@/shared/counselling/statisticsCodes';
import { useCan } from '@/shared/session/PermissionButton';
import { useDeferredAnswer } from '@/shared/store/useDeferredAnswer';
import { PERM } from '@/shared/session/permissions';
import { useConsultStatisticsQuery, useGetStatConfigQuery, useSaveStatConfigMutation } from './api';
import { ColumnPicker } from './ColumnPicker';
import { ConsultChartsPanel } from './ConsultChartsPanel';
import { FiguresTable } from './FiguresTable';
import { MeasureOutcomesCard } from './MeasureOutcomesCard';
import { StatRangePicker, useStatRange } from './StatRangePicker';
import {
  consultColumns,
  exportColumns,
  summaryRow,
  withSummary,
  type ConsultRow,
} from './statShaping';

/** 咨询统计: one row dimension and the chosen figures (saved per user), a summary row, export, charts. */
export default function ConsultStatisticsPage() {
  const [range, setRange] = useStatRange();
  const { data: config } = useGetStatConfigQuery();
  const [saveConfig] = useSaveStatConfigMutation();
  const { dimension, columns } = config ?? DEFAULT_STAT_CONFIG;
  const { data, isFetching } = useConsultStatisticsQuery(
    { dimension, startDate: range[0], endDate: range[1] },
    { skip: !config },
  );
  const canExport = useCan(PERM.consultStatisticsExport);
  // New figures drawn in a deferred render; until then the old ones stay under the spinner.
  const { shown: figures, drawing } = useDeferredAnswer(data);

  const visible = useMemo(() => consultColumns(dimension, columns), [dimension, columns]);
  const summary = useMemo(() => figures && summaryRow<ConsultRow>(figures.summary), [figures]);
  const choose = (next: { dimension?: StatDimension; columns?: StatColumn[] }) =>
    void saveConfig({ dimension, columns: [...columns], ...next });

  return (
    <>
      <PageTitle title="咨询统计" />
      <Card size="small">
        <Flex wrap gap="middle" justify="space-between" align="center">
          <Form layout="inline" role="search" aria-label="统计条件">
            <Form.Item label="统计日期">
              <StatRangePicker value={range} onChange={setRange} />
            </Form.Item>
            <Form.Item label="统计维度">
              <Select<StatDimension>
                aria-label="统计维度"
                style={{ width: 140 }}
                value={dimension}
                disabled={!config}
                onChange={(value) => choose({ dimension: value })}
                options={STAT_DIMENSIONS.map((value) => ({
                  value,
                  label: STAT_DIMENSION_LABELS[value],
                }))}
              />
            </Form.Item>
          </Form>
          <Flex gap="small">
            <ColumnPicker
              columns={STAT_COLUMNS}
              labels={STAT_COLUMN_LABELS}
              value={columns}
              onChange={(next) => choose({ columns: next })}
            />
            {canExport && (
              <ExportButton<ConsultRow>
                listName="咨询统计"
                columns={exportColumns(visible)}
                fetchRows={async () => (data ? withSummary(data.rows, data.summary) : [])}
                buttonProps={{ disabled: !data || isFetching }}
              />
            )}
          </Flex>
        </Flex>
      </Card>
      {/* The charts first, on the first screen; the table of every figure after them. */}
      <ConsultChartsPanel range={range} />
      <Card size="small" style={{ marginTop: 16 }}>
        <FiguresTable<ConsultRow>
          label="咨询统计表"
          columns={visible}
          rows={figures?.rows}
          summary={summary}
          loading={isFetching || drawing}
        />
      </Card>
      <MeasureOutcomesCard range={range} />
    </>
  );
}
