/**
 * Where a switch's long tasks go, on the production build in dist/ (issue 32, docs/performance.md):
 * `npm run build && npx tsx scripts/profileLongTasks.ts [orders|statistics|statistics-at-once|visitor|export] [profile.json]`.
 *
 * - `orders` (the default): 咨询订单's switch from 10 to 100 rows, the click on 100 条/页 until
 *   100 rows are in the table.
 * - `statistics`: 咨询统计's range changed to 24 months (as its link does: in place, no reload),
 *   and the four seconds after, in which its table and charts are drawn.
 * - `statistics-at-once`: the same, as soon as the first chart shows (as the bench does), while
 *   the first range's other charts are still drawn.
 * - `visitor`: 来访者档案 of a visitor with 30 sessions and 60 results, opened from the customer
 *   list by their name, then its 测评 and 时间线 tabs (as the bench does).
 * - `export`: 导出 of a year of consult orders (over 10,000, two batches), the click until the
 *   file is saved (as the bench does).
 *
 * Chromium's sampling profiler and a `devtools.timeline` trace run around it. Printed: the main
 * thread's trace events by kind (script, layout, style, GC), self time by script and by function,
 * and each task over 50 ms with where its time went: the profile's samples inside it, summed by
 * function including what each called, and what React rendered synchronously in it and which
 * effects ran. Built with `-- --devtool source-map`, frames read through the source maps (file,
 * line, original name); otherwise as the minifier left them. `profile.json` keeps the profile for
 * Chromium's DevTools (Performance, Load profile).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { DIST_DIR, enterShell, setup, SHOWN_PAGE } from '../e2e/harness';
import { visitorInList } from './benchChart';
import { EXPORT_RANGE } from './benchKit';
import { runMain } from './runMain';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string };
}

const LONG_TASK_US = 50_000;

/** A scenario: brings the page to where the profiled action starts, then the action until done. */
interface Scenario {
  prepare(page: Page): Promise<void>;
  act(page: Page): Promise<void>;
}

/**
 * 咨询统计's range changed to 24 months (as its link does: in place, no reload); `settled` waits
 * for the first range's charts first, otherwise the range changes as soon as the first chart
 * shows, as the bench does, while the others are still drawn.
 */
function statisticsScenario({ settled }: { settled: boolean }): Scenario {
  return {
    async prepare(page) {
      await page.goto('/stat/consult');
      await page.getByRole('img', { name: '月度趋势' }).waitFor({ state: 'visible' });
      // The first range's charts are drawn a task each after the image shows.
      if (settled) await page.waitForTimeout(1_500);
    },
    async act(page) {
      // Dates in the page's own clock (no named helpers inside evaluate: tsx would wrap them).
      const [from, to] = await page.evaluate(() =>
        [new Date(new Date().getFullYear(), new Date().getMonth() - 23, 1), new Date()].map(
          (d) =>
            `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`,
        ),
      );
      await page.evaluate((url) => {
        window.history.pushState(null, '', url);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/stat/consult?start=${from}&end=${to}`);
      await page.waitForTimeout(4_000);
    },
  };
}

/** 来访者档案 as the bench opens it: the visitor's name in the customer list, then 测评 and 时间线. */
function visitorScenario(): Scenario {
  let name: Locator | undefined;
  return {
    async prepare(page) {
      name = await visitorInList(page);
    },
    async act(page) {
      await name!.click();
      const shown = page.locator(SHOWN_PAGE);
      await shown.locator('[aria-label="咨询概况"]').waitFor();
      await shown.getByRole('tab', { name: '测评' }).click();
      // A chart drawn (an axis line is a path Playwright takes for hidden).
      await shown
        .locator('.ant-tabs-content-active figure [role="img"] svg path')
        .first()
        .waitFor({ state: 'attached' });
      await shown.getByRole('tab', { name: '时间线' }).click();
      await shown.locator('.ant-tabs-content-active .ant-timeline-item').first().waitFor();
      await page.waitForTimeout(1_000);
    },
  };
}

const SCENARIOS: Record<string, Scenario> = {
  orders: {
    async prepare(page) {
      await page.goto('/consult/orders');
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ state: 'visible' });
      await page.locator('.ant-pagination-options .ant-select').first().click();
      await sizeOption(page).waitFor({ state: 'visible' });
    },
    async act(page) {
      await sizeOption(page).click();
      await page.waitForFunction(
        () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length >= 100,
        undefined,
        { timeout: 30_000, polling: 'raf' },
      );
    },
  },
  statistics: statisticsScenario({ settled: true }),
  'statistics-at-once': statisticsScenario({ settled: false }),
  visitor: visitorScenario(),
  export: {
    async prepare(page) {
      await page.goto(`/consult/orders${EXPORT_RANGE}`);
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ state: 'visible' });
    },
    async act(page) {
      await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        page.getByRole('button', { name: /导出$/ }).click(),
      ]);
    },
  },
};

function sizeOption(page: Page) {
  return page.getByRole('option', { name: '100 条/页' }).or(page.getByTitle('100 条/页')).first();
}

/** Names a frame: through dist/'s source map when there is one (file:line and original name). */
function frameNamer(): (frame: CallFrame) => string {
  const maps = new Map<string, SourceMapConsumer | null>();
  return (frame) => {
    if (!frame.url) return frame.functionName || '(native)';
    const file = path.basename(new URL(frame.url).pathname);
    let map = maps.get(file);
    if (map === undefined) {
      const mapFile = path.join(DIST_DIR, 'js', `${file}.map`);
      map = existsSync(mapFile)
        ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')))
        : null;
      maps.set(file, map);
    }
    const fallback = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    // A script's top level (a page load's) has no line of its own: line -1.
    if (!map || frame.lineNumber < 0) return fallback;
    const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!at.source) return fallback;
    const source = at.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^.*node_modules\//, '');
    return `${at.name ?? frame.functionName} ${source}:${at.line}`;
  };
}

/** The trace events inside a task, summed by kind: the browser's work that the samples call (program). */
function eventKinds(events: TraceEvent[], task: TraceEvent): Map<string, number> {
  const kinds = new Map<string, number>();
  for (const event of events)
    if (event !== task && event.ts >= task.ts && event.ts + event.dur! <= task.ts + task.dur!)
      add(kinds, event.name, event.dur! / 1000);
  return kinds;
}

const lines = (entries: Map<string, number>, count: number) =>
  [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${ms.toFixed(1).padStart(7)} ms  ${name}`);

const add = (sums: Map<string, number>, key: string, ms: number) =>
  sums.set(key, (sums.get(key) ?? 0) + ms);

/**
 * A long task's samples: inclusive time by function (each function once per sample), and, inside
 * React's synchronous render after a commit, the component it rendered; inside an effect list,
 * the effect (layout or passive).
 */
function taskLines(
  task: TraceEvent,
  profile: Profile,
  name: (frame: CallFrame) => string,
): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map<string, number>();
  const react = new Map<string, number>();
  let at = profile.startTime;
  let samples = 0;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index];
    if (at < task.ts || at > task.ts + task.dur!) return;
    samples += 1;
    const spent = profile.timeDeltas[index] / 1000;
    const stack: string[] = [];
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node))
      stack.unshift(name(byId.get(node)!.callFrame));
    for (const frame of new Set(stack)) add(inclusive, frame, spent);
    const find = (prefix: string, from = 0) =>
      stack.findIndex((frame, i) => i >= from && frame.startsWith(`${prefix} `));
    const sync = find('performSyncWorkOnRoot');
    const component = sync < 0 ? -1 : find('renderWithHooks', sync);
    if (component >= 0 && stack[component + 1])
      add(react, `rendered synchronously: ${stack[component + 1]}`, spent);
    const effect = find('commitHookEffectListMount');
    if (effect >= 0 && stack[effect + 1]) {
      const kind = find('flushLayoutEffects') >= 0 ? 'layout' : 'passive';
      add(react, `${kind} effect: ${stack[effect + 1]}`, spent);
    }
  });
  return [
    `task ${(task.dur! / 1000).toFixed(0)} ms, ${samples} samples`,
    ...lines(react, 12).map((line) => `  ${line}`),
    '  inclusive:',
    ...lines(inclusive, 30).map((line) => `  ${line}`),
  ];
}

async function main(): Promise<number> {
  const scenarioName = process.argv[2] ?? 'orders';
  const scenario = SCENARIOS[scenarioName];
  if (!scenario)
    throw new Error(`no scenario ${scenarioName}: ${Object.keys(SCENARIOS).join(', ')}`);
  const session = await setup();
  try {
    const { page } = session;
    await enterShell(page, 'admin01', 'Admin@123');
    await scenario.prepare(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const browser = page.context().browser()!;
    // The second category adds the main thread's tasks (RunTask), each long one attributed below.
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    const started = performance.now();
    await scenario.act(page);
    const elapsed = performance.now() - started;
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    if (process.argv[3]) writeFileSync(process.argv[3], JSON.stringify(profile));
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    // The page's main thread (the busiest renderer main thread of the trace): its top-level
    // complete events by kind, and its long tasks.
    const mainThreads = trace.traceEvents.filter(
      (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
    );
    const eventsOf = (thread: TraceEvent) =>
      trace.traceEvents.filter(
        (event) =>
          event.ph === 'X' && event.dur && event.tid === thread.tid && event.pid === thread.pid,
      );
    const onMain = mainThreads
      .map(eventsOf)
      .reduce<TraceEvent[]>(
        (busiest, events) => (events.length > busiest.length ? events : busiest),
        [],
      );
    const kinds = new Map<string, number>();
    for (const event of onMain)
      if (!['RunTask', 'ThreadControllerImpl::RunTask'].includes(event.name))
        add(kinds, event.name, event.dur! / 1000);
    const longTasks = onMain.filter(
      (event) => event.name === 'RunTask' && event.dur! > LONG_TASK_US,
    );

    const name = frameNamer();
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map<string, number>();
    const byScript = new Map<string, number>();
    profile.samples.forEach((id, at) => {
      const frame = byId.get(id)!.callFrame;
      const spent = profile.timeDeltas[at] / 1000;
      add(self, name(frame), spent);
      add(byScript, frame.url ? new URL(frame.url).pathname : frame.functionName, spent);
    });
    const total = [...byScript.values()].reduce((a, b) => a + b, 0);
    process.stdout.write(
      [
        `${scenarioName}: ${elapsed.toFixed(0)} ms (wall, from this process); ${total.toFixed(0)} ms sampled`,
        'main thread by trace event (nested events count in their parents too):',
        ...lines(kinds, 12),
        'self time by script:',
        ...lines(byScript, 10),
        'self time by function:',
        ...lines(self, 25),
        `tasks over ${LONG_TASK_US / 1000} ms: ${longTasks.length}`,
        ...longTasks.flatMap((task) => [
          ...taskLines(task, profile, name),
          '  trace events inside it (nested ones count in their parents too):',
          ...lines(eventKinds(onMain, task), 8).map((line) => `  ${line}`),
        ]),
      ].join('\n') + '\n',
    );
    return 0;
  } finally {
    await session.close();
  }
}

runMain('profileLongTasks', main);
