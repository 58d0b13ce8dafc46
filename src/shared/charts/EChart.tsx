import { Empty } from 'antd';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as register } from 'echarts/core';
import type { ECharts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useId, useMemo, useRef } from 'react';
import type { CSSProperties } from 'react';
import { buildChartOption, sharesOf } from './chartOption';
import type { ChartData, ChartKind } from './chartOption';

// Only what the console draws, so the chunk stays small; SVG also renders under jsdom.
register([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  SVGRenderer,
]);

const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/** Width before layout (jsdom has none) so ECharts never draws into a zero-sized box. */
const FALLBACK_WIDTH = 600;

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
 */
export function EChart({ title, kind, data, height = 260 }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const tableId = useId();
  const empty = data.categories.length === 0;

  const option = useMemo(() => buildChartOption(kind, data), [kind, data]);
  const shares = useMemo(
    () => (kind === 'pie' ? sharesOf(data.series[0]?.values ?? []) : undefined),
    [kind, data],
  );
  /** The option the deferred first draw takes (the latest by then). */
  const latest = useRef(option);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    let instance: ECharts | undefined;
    let observer: ResizeObserver | undefined;
    // Each chart draws in a task of its own, so a page of charts never holds the main thread long.
    const timer = setTimeout(() => {
      instance = init(element, null, {
        renderer: 'svg',
        width: element.clientWidth || FALLBACK_WIDTH,
        height,
      });
      instance.setOption(latest.current, { notMerge: true });
      chart.current = instance;
      const drawn = instance;
      observer = new ResizeObserver(() => {
        if (element.clientWidth) drawn.resize({ width: element.clientWidth, height });
      });
      observer.observe(element);
    }, 0);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      instance?.dispose();
      chart.current = null;
    };
  }, [height, empty]);

  useEffect(() => {
    latest.current = option;
    const drawn = chart.current;
    if (!drawn) return undefined; // the first draw, still to come, takes `latest`
    // New figures redraw in a task of each chart's own too: five charts redrawn in the commit
    // that brought their figures made one task of over 100 ms (issue 15's bench, 咨询统计).
    const timer = setTimeout(() => drawn.setOption(option, { notMerge: true }), 0);
    return () => clearTimeout(timer);
  }, [option]);

  if (empty) return <Empty description="暂无数据" />;
  return (
    <figure style={{ margin: 0, position: 'relative' }}>
      <div ref={box} role="img" aria-label={title} aria-describedby={tableId} style={{ height }} />
      <table id={tableId} style={HIDDEN}>
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
}
