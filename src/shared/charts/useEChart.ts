import { init, type ECharts, type EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef, type CSSProperties } from 'react';

/** Width before layout (jsdom has none) so ECharts never draws into a zero-sized box. */
const FALLBACK_WIDTH = 600;

/** A chart's figures table: read by screen readers, not shown (its text alternative). */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/**
 * Draws `option` with ECharts (SVG, the components the caller registered) into the box the
 * returned ref is given, and redraws it when the option changes; `drawn` false (nothing to draw,
 * no box) keeps it undrawn. The caller registers what it draws with `echarts/core`'s `use`.
 */
export function useEChart(option: EChartsCoreOption, height: number, drawn = true) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  /** The option the deferred first draw takes (the latest by then). */
  const latest = useRef(option);

  useEffect(() => {
    const element = box.current;
    if (!drawn || !element) return undefined;
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
      const made = instance;
      observer = new ResizeObserver(() => {
        if (element.clientWidth) made.resize({ width: element.clientWidth, height });
      });
      observer.observe(element);
    }, 0);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      instance?.dispose();
      chart.current = null;
    };
  }, [height, drawn]);

  useEffect(() => {
    latest.current = option;
    const made = chart.current;
    if (!made) return undefined; // the first draw, still to come, takes `latest`
    // New figures redraw in a task of each chart's own too: five charts redrawn in the commit
    // that brought their figures made one task of over 100 ms (issue 15's bench, 咨询统计).
    // Merged into the chart drawn, not drawn anew: its axes, legend and tooltip stay, and series
    // with the same id keep their shapes; a series or legend the new option lacks goes (issue 32).
    const timer = setTimeout(
      () => made.setOption(option, { replaceMerge: ['series', 'legend'] }),
      0,
    );
    return () => clearTimeout(timer);
  }, [option]);

  return box;
}
