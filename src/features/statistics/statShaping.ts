/** Shaping of the statistics answers for the table, the export and the charts (pure). */
import type { ChartData } from '@/shared/charts/chartOption';
import { ORDER_STATUS_LABELS } from '@/shared/counselling/orderTransitions';
import {
  OPERATE_COLUMNS,
  OPERATE_COLUMN_LABELS,
  type OperateColumn,
  STAT_COLUMN_LABELS,
  STAT_DIMENSION_LABELS,
  STAT_PERIODS,
  type StatColumn,
  type StatDimension,
} from '@/shared/counselling/statisticsCodes';
import type { ExportColumn } from '@/shared/utils/excel';
import { formatNumber } from '@/shared/utils/format';
import { formatYuan } from '@/shared/utils/money';
import type { ConsultCharts, ConsultStatistics, OperateStatistics } from './api';

export type ConsultRow = ConsultStatistics['rows'][number];
export type OperateRow = OperateStatistics['rows'][number];

/** A figure as shown and exported: '/' where there is nothing to count (spec §9). */
export const figureText = (value: number | null | undefined): string | number => value ?? '/';

const isPeriod = (dimension: StatDimension) =>
  (STAT_PERIODS as readonly string[]).includes(dimension);

/** The first column's title: 周期 for a period, else the dimension's name. */
const dimensionTitle = (dimension: StatDimension): string =>
  isPeriod(dimension) ? '周期' : STAT_DIMENSION_LABELS[dimension];

export interface FigureColumn<R> {
  key: string;
  title: string;
  /** What the export writes. */
  value: (row: R) => string | number;
  /** What the table shows, when it differs (money: 1,234.50). */
  display?: (row: R) => string | number;
}

const MONEY: ReadonlySet<string> = new Set(['amount', 'paid', 'expertSettlement']);

/** A rate (完成率, 回访率, 问卷填写率…): a percentage the mock rounds to one decimal. */
const isRate = (key: string) => key.endsWith('Rate');

/** The decimals of a figure that is not money, a rate (one) or a count (none). */
const DECIMALS: Partial<Record<string, number>> = { consultHours: 1, avgSatisfaction: 2 };

/**
 * A figure column, exported as the number itself and shown with thousands separators and the
 * same decimals all down the column: money as yuan with two, a rate and consult hours with one
 * (50.0, not 50), satisfaction with two, counts with none; '/' over nothing.
 */
function figureColumn<R, K extends string & keyof R>(key: K, title: string): FigureColumn<R> {
  const value = (row: R) => figureText(row[key] as number | null);
  if (MONEY.has(key))
    return { key, title, value, display: (row) => formatYuan(row[key] as number) };
  const decimals = isRate(key) ? 1 : (DECIMALS[key] ?? 0);
  return {
    key,
    title,
    value,
    display: (row) => formatNumber(row[key] as number | null, decimals),
  };
}

/** The visible columns of 咨询统计: the dimension, then the chosen figures in the chosen order. */
export function consultColumns(
  dimension: StatDimension,
  columns: readonly StatColumn[],
): FigureColumn<ConsultRow>[] {
  return [
    { key: 'label', title: dimensionTitle(dimension), value: (row) => row.label },
    ...columns.map((column) =>
      figureColumn<ConsultRow, StatColumn>(column, STAT_COLUMN_LABELS[column]),
    ),
  ];
}

/** The visible columns of 运营统计: the period, then the chosen figures in the columns' order. */
export const operateColumns = (
  columns: readonly OperateColumn[] = OPERATE_COLUMNS,
): FigureColumn<OperateRow>[] => [
  { key: 'label', title: '周期', value: (row) => row.label },
  ...columns.map((column) =>
    figureColumn<OperateRow, OperateColumn>(column, OPERATE_COLUMN_LABELS[column]),
  ),
];

export const SUMMARY_LABEL = '合计';

/** The summary figures as a row named 合计. */
export const summaryRow = <R extends { key: string; label: string }>(
  summary: Omit<R, 'key' | 'label'>,
): R => ({ ...summary, key: SUMMARY_LABEL, label: SUMMARY_LABEL }) as R;

/** The rows with the summary row last, as the export writes them. */
export const withSummary = <R extends { key: string; label: string }>(
  rows: readonly R[],
  summary: Omit<R, 'key' | 'label'>,
): R[] => [...rows, summaryRow<R>(summary)];

/** Export columns of exactly the visible ones. */
export const exportColumns = <R>(columns: readonly FigureColumn<R>[]): ExportColumn<R>[] =>
  columns.map((column) => ({ title: column.title, render: (row: R) => column.value(row) }));

/** 月度趋势: orders, completed and cancelled per month. */
export const trendData = (months: ConsultCharts['months']): ChartData => ({
  categories: months.map((m) => m.month),
  series: [
    { name: '订单数', values: months.map((m) => m.orders) },
    { name: '已完成', values: months.map((m) => m.completed) },
    { name: '已取消', values: months.map((m) => m.cancelled) },
  ],
});

/** 各月订单状态: one stacked series per status. */
export const statusData = (months: ConsultCharts['months']): ChartData => ({
  categories: months.map((m) => m.month),
  series: ([0, 1, 2, 3, 4] as const).map((status) => ({
    name: ORDER_STATUS_LABELS[status],
    values: months.map((m) => m.statusCounts[status]),
  })),
});

/** A share chart of name/value pairs. */
export const shareData = (name: string, shares: ConsultCharts['problemTypes']): ChartData => ({
  categories: shares.map((s) => s.name),
  series: [{ name, values: shares.map((s) => s.value) }],
});

/** 咨询师排行: orders and completed of the top counsellors. */
export const rankingData = (counsellors: ConsultCharts['counsellors']): ChartData => ({
  categories: counsellors.map((c) => c.name),
  series: [
    { name: '订单数', values: counsellors.map((c) => c.orders) },
    { name: '已完成', values: counsellors.map((c) => c.completed) },
  ],
});

/** 运营趋势: the count figures per period (money and the fill rate have other scales: table only). */
export const operateTrendData = (rows: readonly OperateRow[]): ChartData => ({
  categories: rows.map((r) => r.label),
  series: (['newCustomers', 'orders', 'activeExperts', 'smsSent'] as const).map((column) => ({
    name: OPERATE_COLUMN_LABELS[column],
    values: rows.map((r) => r[column]),
  })),
});
