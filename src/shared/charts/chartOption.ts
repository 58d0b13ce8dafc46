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
      legend: { type: 'scroll', orient: 'vertical', right: 0, top: 'middle' },
      series: [
        {
          type: 'pie',
          name: data.series[0]?.name,
          radius: ['35%', '65%'],
          center: ['40%', '50%'],
          data: data.categories.map((name, i) => ({ name, value: values[i] ?? 0 })),
          label: { show: false },
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
      series: data.series.map((s) => ({ type: 'bar', name: s.name, data: s.values })),
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
        ? { type: 'line', name: s.name, data: s.values, smooth: true, showSymbol: false }
        : {
            type: 'bar',
            name: s.name,
            data: s.values,
            stack: kind === 'stack' ? 'all' : undefined,
          },
    ),
  };
}
