import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as register } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/**
 * Registers what the console draws with ECharts' modular core, so the chunk stays small; SVG also
 * renders under jsdom. Registering again changes nothing.
 */
export function registerCharts(): void {
  register([
    BarChart,
    LineChart,
    PieChart,
    GridComponent,
    LegendComponent,
    TooltipComponent,
    SVGRenderer,
  ]);
}
