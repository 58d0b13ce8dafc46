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
import { use as register } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useId, useMemo } from 'react';
import { useEChart, VISUALLY_HIDDEN } from '@/shared/charts/useEChart';
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

const HEIGHT = 240;

export default function MeasureChart({ data }: { data: MeasureChartData }) {
  const tableId = useId();
  const option = useMemo(() => measureChartOption(data), [data]);
  const box = useEChart(option, HEIGHT);

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
      <table id={tableId} style={VISUALLY_HIDDEN}>
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
