import { Empty } from 'antd';
import { memo, useId, useMemo } from 'react';
import { buildChartOption, sharesOf } from './chartOption';
import type { ChartData, ChartKind } from './chartOption';
import { registerCharts } from './registerCharts';
import { useEChart, VISUALLY_HIDDEN } from './useEChart';

registerCharts();

export interface EChartProps {
  /** The chart's accessible name (role img) and the caption of its figures table. */
  title: string;
  kind: ChartKind;
  data: ChartData;
  height?: number;
}

/**
 * The console's one chart: Apache ECharts through its modular core. Screen readers get the
 * title as the image's name and the figures in a visually hidden table (its text alternative).
 * Skipped while its props are the same: a page's store updates do not draw its figures again.
 */
export const EChart = memo(function EChart({ title, kind, data, height = 260 }: EChartProps) {
  const tableId = useId();
  const empty = data.categories.length === 0;

  const option = useMemo(() => buildChartOption(kind, data), [kind, data]);
  const shares = useMemo(
    () => (kind === 'pie' ? sharesOf(data.series[0]?.values ?? []) : undefined),
    [kind, data],
  );
  const box = useEChart(option, height, !empty);

  if (empty) return <Empty description="暂无数据" />;
  return (
    <figure style={{ margin: 0, position: 'relative' }}>
      <div ref={box} role="img" aria-label={title} aria-describedby={tableId} style={{ height }} />
      <table id={tableId} style={VISUALLY_HIDDEN}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">项目</th>
            {data.series.map((s) => (
              <th key={s.name} scope="col">
                {s.name}
              </th>
            ))}
            {shares && <th scope="col">占比(%)</th>}
          </tr>
        </thead>
        <tbody>
          {data.categories.map((category, i) => (
            <tr key={category}>
              <th scope="row">{category}</th>
              {data.series.map((s) => (
                <td key={s.name}>{s.values[i] ?? 0}</td>
              ))}
              {shares && <td>{shares[i]}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
});
