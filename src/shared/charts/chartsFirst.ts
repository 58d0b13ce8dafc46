/** Ends the task: the browser may paint and handle input before the next part runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * `load` (a page or part that draws charts) behind the chart library's modules, each part run in
 * a task of its own: ECharts' core, then the charts and components the console registers, then
 * `load`'s own modules. Run together, as one import, they held the main thread for one task of
 * 74–90 ms on this machine (咨询统计's modules prefetched after login, profiled).
 */
export function chartsFirst<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    await import('echarts/core');
    await nextTask();
    (await import('./registerCharts')).registerCharts();
    await nextTask();
    return load();
  };
}
