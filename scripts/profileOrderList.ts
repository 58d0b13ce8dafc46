/**
 * A CPU profile of 咨询订单's switch from 10 to 100 rows on the production build in dist/
 * (`npm run build && npx tsx scripts/profileOrderList.ts`): Chromium's sampling profiler
 * around the click on 100 条/页 until 100 rows are in the table, its self time summed by
 * script and by function (names as the minifier left them: antd's and React's exported ones
 * stay readable), the 25 heaviest printed, and the main thread's trace events by kind (script,
 * layout, style, GC). Issue 32; docs/performance.md.
 */
import { writeFileSync } from 'node:fs';
import { enterShell, setup } from '../e2e/harness';
import { runMain } from './runMain';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

async function main(): Promise<number> {
  const session = await setup();
  try {
    const { page } = session;
    await enterShell(page, 'admin01', 'Admin@123');
    await page.goto('/consult/orders');
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ state: 'visible' });
    await page.locator('.ant-pagination-options .ant-select').first().click();
    const option = page.getByRole('option', { name: '100 条/页' }).or(page.getByTitle('100 条/页'));
    await option.first().waitFor({ state: 'visible' });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const browser = page.context().browser()!;
    await browser.startTracing(page, { categories: ['devtools.timeline'] });
    const started = performance.now();
    await option.first().click();
    await page.waitForFunction(
      () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length >= 100,
      undefined,
      { timeout: 30_000, polling: 'raf' },
    );
    const elapsed = performance.now() - started;
    const calls = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('pageSize=100') || entry.name.includes('/page'))
        .slice(-3)
        .map(
          (entry) =>
            `${new URL(entry.name).pathname}: ${((entry as PerformanceResourceTiming).responseEnd - entry.startTime) | 0} ms`,
        ),
    );
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    // `-- <file>`: the profile saved as well, for Chromium's DevTools (Performance, Load profile)
    // or to map through the source maps of a `--devtool source-map` build.
    if (process.argv[2]) writeFileSync(process.argv[2], JSON.stringify(profile));
    // The main thread's own work by kind (style, layout, script…): the trace's complete events,
    // the top-level ones of the renderer's main thread.
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: Array<{ name: string; ph: string; dur?: number; tid: number; pid: number }>;
    };
    const main = trace.traceEvents.find(
      (event) =>
        event.name === 'thread_name' &&
        (event as { args?: { name?: string } }).args?.name === 'CrRendererMain',
    );
    const kinds = new Map<string, number>();
    for (const event of trace.traceEvents) {
      if (
        event.ph !== 'X' ||
        !event.dur ||
        !main ||
        event.tid !== main.tid ||
        event.pid !== main.pid
      )
        continue;
      if (['RunTask', 'ThreadControllerImpl::RunTask'].includes(event.name)) continue;
      kinds.set(event.name, (kinds.get(event.name) ?? 0) + event.dur / 1000);
    }
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map<string, number>();
    const byScript = new Map<string, number>();
    profile.samples.forEach((id, at) => {
      const frame = byId.get(id)!.callFrame;
      const spent = profile.timeDeltas[at] / 1000;
      const script = frame.url ? new URL(frame.url).pathname : frame.functionName;
      const name = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
      self.set(name, (self.get(name) ?? 0) + spent);
      byScript.set(script, (byScript.get(script) ?? 0) + spent);
    });
    const total = [...byScript.values()].reduce((a, b) => a + b, 0);
    const lines = (entries: Map<string, number>, count: number) =>
      [...entries]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, ms]) => `${ms.toFixed(1).padStart(7)} ms  ${name}`);
    process.stdout.write(
      [
        `click to 100 rows ${elapsed.toFixed(0)} ms (wall, from the bench process); ${total.toFixed(0)} ms sampled`,
        ...calls.map((call) => `call ${call}`),
        'main thread by trace event (nested events count in their parents too):',
        ...lines(kinds, 12),
        'self time by script:',
        ...lines(byScript, 10),
        'self time by function:',
        ...lines(self, 25),
      ].join('\n') + '\n',
    );
    return 0;
  } finally {
    await session.close();
  }
}

runMain('profileOrderList', main);
