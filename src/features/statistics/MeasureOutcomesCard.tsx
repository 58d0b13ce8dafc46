import { Card, Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useMemo } from 'react';
import { ExportButton } from '@/shared/components/ExportButton';
import { useCan } from '@/shared/session/PermissionButton';
import { useDeferredAnswer } from '@/shared/store/useDeferredAnswer';
import { PERM } from '@/shared/session/permissions';
import type { ExportColumn } from '@/shared/utils/excel';
import { useMeasureOutcomesQuery, type MeasureOutcomes } from './api';

type OutcomeRow = MeasureOutcomes['summary'];

const rate = (value: number) => `${value.toFixed(1)}%`;

/** The columns on screen and in the export alike. */
const COLUMNS: readonly (ExportColumn<OutcomeRow> & { key: string })[] = [
  { key: 'name', title: '咨询师', dataIndex: 'name' },
  { key: 'visitors', title: '测评≥2次人数', dataIndex: 'visitors' },
  {
    key: 'improved',
    title: '好转',
    render: (row) => `${row.improved}（${rate(row.improvedRate)}）`,
  },
  {
    key: 'unchanged',
    title: '无变化',
    render: (row) => `${row.unchanged}（${rate(row.unchangedRate)}）`,
  },
  {
    key: 'deteriorated',
    title: '恶化',
    render: (row) => `${row.deteriorated}（${rate(row.deterioratedRate)}）`,
  },
];

const TABLE_COLUMNS: TableProps<OutcomeRow>['columns'] = COLUMNS.map((column) => ({
  key: column.key,
  title: column.title,
  dataIndex: column.dataIndex as string | undefined,
  render: column.render ? (_value: unknown, row: OutcomeRow) => column.render?.(row, 0) : undefined,
}));

/** Each counsellor's row, then the organisation's. */
const outcomeRows = (outcomes: MeasureOutcomes): OutcomeRow[] => [
  ...outcomes.rows,
  outcomes.summary,
];

/**
 * 测评结局: visitors with two or more measure results in the range, and the share improved,
 * unchanged and deteriorated by the reliable-change rule (PHQ-9 ±5, GAD-7 ±4 against the first),
 * per counsellor and for the organisation; exportable with 导出.
 */
export function MeasureOutcomesCard({ range }: { range: readonly [string, string] }) {
  const { data, isFetching } = useMeasureOutcomesQuery({ startDate: range[0], endDate: range[1] });
  const canExport = useCan(PERM.consultStatisticsExport);
  const { shown, drawing } = useDeferredAnswer(data);
  const rows = useMemo(() => (shown ? outcomeRows(shown) : []), [shown]);
  return (
    <Card
      size="small"
      title="测评结局"
      style={{ marginTop: 16 }}
      role="region"
      aria-label="测评结局"
      extra={
        canExport && (
          <ExportButton<OutcomeRow>
            listName="测评结局"
            columns={COLUMNS}
            fetchRows={async () => (data ? outcomeRows(data) : [])}
            buttonProps={{ disabled: !data || isFetching }}
          >
            导出结局
          </ExportButton>
        )
      }
    >
      <Typography.Paragraph type="secondary">
        统计期内有两次及以上测评结果的来访者，按可靠变化规则（较首次 PHQ-9 变化≥5 分、GAD-7 变化≥4
        分）计为好转或恶化；任一量表恶化即计为恶化。
      </Typography.Paragraph>
      <Table<OutcomeRow>
        rowKey="key"
        size="small"
        loading={isFetching || drawing}
        dataSource={rows}
        pagination={false}
        columns={TABLE_COLUMNS}
      />
    </Card>
  );
}
