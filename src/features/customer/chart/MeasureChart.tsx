/**
 * One scale's results over time with its severity bands behind and the sessions marked, drawn
 * by ECharts' modular core (loaded with this module, lazily: MeasuresTab). Screen readers get the
 * title as the image's name and the figures in a visually hidden table, as EChart does.
 */
import { LineChart } from 'echarts/charts';
import {
  GridComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import { init, use as register, type ECharts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useId, useMemo, useRef, type CSSProperties } from 'react';
import { bandOf } from '@/shared/counselling/measureRules';
import { measureChartOption, type MeasureChartData } from './measureChartOption';

register([
  LineChart,
  GridComponent,
  TooltipComponent,
  MarkAreaComponent,
  MarkLineComponent,
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

const FALLBACK_WIDTH = 600;
const HEIGHT = 240;

export default function MeasureChart({ data }: { data: MeasureChartData }) {
  const box = useRef<HTMLDivElement>(null);
  const tableId = useId();
  const option = useMemo(() => measureChartOption(data), [data]);
  const latest = useRef(option);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    let instance: ECharts | undefined;
    let observer: ResizeObserver | undefined;
    // Drawn in a task of its own, so the tab's charts never hold the main thread long together.
    const timer = setTimeout(() => {
      instance = init(element, null, {
        renderer: 'svg',
        width: element.clientWidth || FALLBACK_WIDTH,
        height: HEIGHT,
      });
      instance.setOption(latest.current, { notMerge: true });
      chart.current = instance;
      const drawn = instance;
      observer = new ResizeObserver(() => {
        if (element.clientWidth) drawn.resize({ width: element.clientWidth, height: HEIGHT });
      });
      observer.observe(element);
    }, 0);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      instance?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    latest.current = option;
    const drawn = chart.current;
    if (!drawn) return undefined;
    const timer = setTimeout(() => drawn.setOption(option, { notMerge: true }), 0);
    return () => clearTimeout(timer);
  }, [option]);

  const title = `${data.scaleName}得分趋势`;
  return (
    <figure style={{ margin: 0, position: 'relative' }}>
      <div
        ref={box}
        role="img"
        aria-label={title}
        aria-describedby={tableId}
        style={{ height: HEIGHT }}
      />
      <table id={tableId} style={HIDDEN}>
        <caption>
          {title}（分段：
          {data.bands.map((band) => `${band.label} ${band.from}-${band.to}`).join('，')}；咨询
          {data.sessions.length}次）
        </caption>
        <thead>
          <tr>
            <th scope="col">时间</th>
            <th scope="col">得分</th>
            <th scope="col">分段</th>
          </tr>
        </thead>
        <tbody>
          {data.points.map((point) => (
            <tr key={point.time}>
              <th scope="row">{point.time}</th>
              <td>{point.score}</td>
              <td>{bandOf(data.bands, point.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
