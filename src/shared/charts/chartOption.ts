import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/** The chart kinds the console draws: trend lines, bars, stacked bars, a ranking, shares. */
export type ChartKind = 'line' | 'bar' | 'stack' | 'ranking' | 'pie';

interface ChartSeries {
  name: string;
  values: number[];
}

/** One figure per category and series; a pie reads the first series. */
export interface ChartData {
  categories: string[];
  series: ChartSeries[];
}

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

/** The ECharts option of a chart kind; the categories run top-down in a ranking. */
export function buildChartOption(kind: ChartKind, data: ChartData): ChartOption {
  const legend = data.series.length > 1 ? { top: 0, type: 'scroll' as const } : undefined;
  // ECharts 6 keeps axis labels inside the box by itself (grid.outerBoundsMode 'auto').
  const grid = { left: 8, right: 16, top: legend ? 32 : 16, bottom: 8 };
  if (kind === 'pie') {
    const values = data.series[0]?.values ?? [];
    return {
      animation: false,
      tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
      // Each slice names itself with its value and share (no legend to match colours against).
      series: [
        {
          type: 'pie',
          id: 'shares',
          name: data.series[0]?.name,
          radius: ['22%', '42%'],
          center: ['50%', '50%'],
          // Room at the sides, so a label at the edge is not cut.
          left: 20,
          right: 20,
          percentPrecision: 1,
          data: data.categories.map((name, i) => ({ name, value: values[i] ?? 0 })),
          // Wrapped within a width rather than cut at the card's edge (电话… 352… otherwise).
          label: {
            show: true,
            // The share always with one decimal (ECharts' {d} drops a trailing 0: 10%, not 10.0%).
            formatter: ({ name, value, percent }) =>
              `${name}\n${String(value)}（${(percent ?? 0).toFixed(1)}%）`,
            lineHeight: 16,
            width: 112,
            overflow: 'break',
          },
          labelLine: { show: true, length: 8, length2: 8 },
        },
      ],
    };
  }
  if (kind === 'ranking') {
    return {
      animation: false,
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend,
      grid,
      xAxis: { type: 'value' },
      yAxis: { type: 'category', data: data.categories, inverse: true },
      series: data.series.map((s) => ({ type: 'bar', id: s.name, name: s.name, data: s.values })),
    };
  }
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend,
    grid,
    xAxis: { type: 'category', data: data.categories },
    yAxis: { type: 'value' },
    series: data.series.map((s) =>
      kind === 'line'
        ? {
            type: 'line',
            id: s.name,
            name: s.name,
            data: s.values,
            smooth: true,
            showSymbol: false,
          }
        : {
            type: 'bar',
            id: s.name,
            name: s.name,
            data: s.values,
            stack: kind === 'stack' ? 'all' : undefined,
          },
    ),
  };
}

/** Each value's share of their sum, a percentage with one decimal, as a pie's labels show it. */
export function sharesOf(values: readonly number[]): string[] {
  const sum = values.reduce((total, value) => total + value, 0);
  return values.map((value) => (sum ? ((value / sum) * 100).toFixed(1) : '0.0'));
}
