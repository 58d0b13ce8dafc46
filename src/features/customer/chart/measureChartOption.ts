/**
 * The ECharts option of one scale's line over time: the results as a line, the scale's severity
 * bands drawn behind it (markArea), each session a dashed line on the time axis (markLine).
 */
import type { LineSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  MarkAreaComponentOption,
  MarkLineComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { SeverityBand } from '@/shared/counselling/measureRules';

export type MeasureChartOption = ComposeOption<
  | LineSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | MarkAreaComponentOption
  | MarkLineComponentOption
>;

/** Band fills from the mildest (green) to the most severe (red). */
const BAND_COLORS = ['#f6ffed', '#fcffe6', '#fff7e6', '#fff2e8', '#fff1f0'];

/** A band's fill: the scale's bands spread over the colours, the top band always the reddest. */
function bandColor(index: number, count: number): string {
  if (count <= 1) return BAND_COLORS[0];
  const step = (BAND_COLORS.length - 1) / (count - 1);
  return BAND_COLORS[Math.round(index * step)];
}

/** 'YYYY-MM-DD HH:mm:ss' (China Standard Time) → epoch ms. */
const cstMs = (text: string): number =>
  Date.parse(`${text.replace(' ', 'T')}${text.length === 10 ? 'T00:00:00' : ''}+08:00`);

export interface MeasureChartData {
  scaleName: string;
  minScore: number;
  maxScore: number;
  bands: readonly SeverityBand[];
  points: readonly { time: string; score: number }[];
  /** Session starts, 'YYYY-MM-DD HH:mm'. */
  sessions: readonly string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function measureChartOption(data: MeasureChartData): MeasureChartOption {
  // The time axis spans the results and the sessions alike (a mark outside it is not drawn).
  const sessions = data.sessions.map((start) => cstMs(`${start}:00`));
  const times = [...data.points.map((point) => cstMs(point.time)), ...sessions];
  return {
    animation: false,
    grid: { left: 8, right: 48, top: 16, bottom: 8 },
    tooltip: { trigger: 'axis' },
    xAxis: {
      type: 'time',
      min: Math.min(...times) - DAY_MS,
      max: Math.max(...times) + DAY_MS,
    },
    yAxis: { type: 'value', min: data.minScore, max: data.maxScore },
    series: [
      {
        type: 'line',
        name: data.scaleName,
        data: data.points.map((point) => [cstMs(point.time), point.score]),
        showSymbol: true,
        symbolSize: 8,
        lineStyle: { width: 2 },
        markArea: {
          silent: true,
          label: { position: 'insideRight', color: '#8c8c8c' },
          data: data.bands.map((band, index) => [
            {
              name: band.label,
              yAxis: band.from,
              itemStyle: { color: bandColor(index, data.bands.length) },
            },
            // The band reaches the next one's start, so no gap shows between whole scores.
            { yAxis: index === data.bands.length - 1 ? band.to : band.to + 1 },
          ]),
        },
        markLine: {
          silent: true,
          symbol: 'none',
          label: { show: false },
          lineStyle: { type: 'dashed', color: '#adb5bd' },
          data: sessions.map((time) => ({ xAxis: time })),
        },
      },
    ],
  };
}
