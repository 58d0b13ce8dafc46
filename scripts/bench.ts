/**
 * Budgets of docs/ARCHITECTURE ("Budgets"), measured on the production build in dist/.
 * Run with `npm run bench` (builds first). Exits 1 when any measurement is over its budget.
 *
 * Each measurement is a function over a shared browser session; add later ones (the paged
 * table's long tasks, the 10,000-row export) to MEASUREMENTS.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { DIST_DIR, enterShell, loginForm, newContext, setup, SHOWN_PAGE } from '../e2e/harness';
import { firstVisitLines, firstVisits, type FirstVisits } from './devFirstVisits';
import { DEV_CACHE_DIR, startDevServer } from './devServer';
import { runMain } from './runMain';
import {
  LONG_TASK_BUDGET_MS,
  longTaskLines,
  longTasks,
  watchLongTasks,
  type BenchWindow,
  type Measurement,
  EXPORT_RANGE,
} from './benchKit';
import { visitorChart } from './benchChart';
import { calendarWeek } from './benchCalendar';
import { mockListCalls } from './benchMock';
import { testChanged } from './benchTestChanged';
import { lazyFloors, loginBesideFloor, tableBesideFloor, versusGoal } from './benchFloor';

const floors = lazyFloors();

const KB = 1024;

function formatBytes(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

function gzipSize(content: Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

function table(headers: string[], rows: string[][], alignRight: boolean[]): string[] {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => row[column].length)),
  );
  const format = (row: string[]) =>
    row
      .map((cell, column) =>
        alignRight[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd();
  return [
    format(headers),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(format),
  ];
}

// ---------------------------------------------------------------------------------------------
// Login page first load: JavaScript and CSS after gzip -9, at most 214 KB (issue 32; 250 KB
// before), one line per file so a chunk's growth shows. Bytes do not swing with the machine's
// load, so the goal is enforced as it is, with no margin.

const LOGIN_BUDGET_BYTES = 214 * KB;

interface Asset {
  file: string;
  raw: number;
  gzip: number;
  /** index.html names it, the browser loaded it for /login, or both. */
  source: Set<'index.html' | 'loaded'>;
}

function distFileOf(urlPath: string): string | undefined {
  const relative = decodeURIComponent(urlPath.split(/[?#]/)[0]).replace(/^\/+/, '');
  if (!relative || relative.includes('..')) return undefined;
  const file = path.join(DIST_DIR, relative);
  return existsSync(file) ? file : undefined;
}

/** Scripts, stylesheets and preloaded scripts named by dist/index.html, and its inline code. */
function initialAssets(html: string): Array<{ name: string; content: Buffer }> {
  const found: Array<{ name: string; content: Buffer }> = [];
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
      .exec(tag)
      ?.slice(1)
      .find((value) => value !== undefined);
  const addFile = (reference: string | undefined) => {
    if (!reference || /^(https?:)?\/\//.test(reference)) return;
    const file = distFileOf(new URL(reference, 'http://dist/').pathname);
    if (!file) throw new Error(`dist/index.html names ${reference}, which is not in dist/`);
    found.push({ name: path.relative(DIST_DIR, file), content: readFileSync(file) });
  };

  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attribute(match[1], 'src');
    if (src) addFile(src);
    else if (match[2].trim())
      found.push({ name: 'index.html <script> (inline)', content: Buffer.from(match[2]) });
  }
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(match[0], 'rel') ?? '').toLowerCase();
    const as = (attribute(match[0], 'as') ?? '').toLowerCase();
    if (
      rel === 'stylesheet' ||
      rel === 'modulepreload' ||
      (rel === 'preload' && (as === 'script' || as === 'style'))
    ) {
      addFile(attribute(match[0], 'href'));
    }
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    if (match[1].trim())
      found.push({ name: 'index.html <style> (inline)', content: Buffer.from(match[1]) });
  }
  return found;
}

function isCodeResponse(response: Response): boolean {
  const type = response.request().resourceType();
  if (type === 'script' || type === 'stylesheet') return true;
  const contentType = response.headers()['content-type'] ?? '';
  return /javascript|text\/css/.test(contentType);
}

const loginFirstLoad: Measurement = {
  title: 'Login page first load (JS + CSS, gzip -9)',
  async run({ page }) {
    const assets = new Map<string, Asset>();
    const add = (file: string, content: Buffer, source: 'index.html' | 'loaded') => {
      const known = assets.get(file);
      if (known) known.source.add(source);
      else
        assets.set(file, {
          file,
          raw: content.length,
          gzip: gzipSize(content),
          source: new Set([source]),
        });
    };

    for (const { name, content } of initialAssets(
      readFileSync(path.join(DIST_DIR, 'index.html'), 'utf8'),
    )) {
      add(name, content, 'index.html');
    }

    const responses: Response[] = [];
    page.on('response', (response) => {
      if (isCodeResponse(response)) responses.push(response);
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /登\s*录/ })
      .waitFor({ state: 'visible' })
      .catch(() => {
        throw new Error(`/login shows no 登录 button (page at ${page.url()})`);
      });
    await page.waitForLoadState('networkidle');

    for (const response of responses) {
      const url = new URL(response.url());
      const file = distFileOf(url.pathname);
      if (file) add(path.relative(DIST_DIR, file), readFileSync(file), 'loaded');
      else add(url.href, await response.body(), 'loaded');
    }

    const sorted = [...assets.values()].sort((a, b) => b.gzip - a.gzip);
    const total = sorted.reduce(
      (sum, asset) => ({ raw: sum.raw + asset.raw, gzip: sum.gzip + asset.gzip }),
      {
        raw: 0,
        gzip: 0,
      },
    );
    const ok = total.gzip <= LOGIN_BUDGET_BYTES;
    const rows = sorted.map((asset) => [
      asset.file,
      formatBytes(asset.raw),
      formatBytes(asset.gzip),
      [...asset.source].join(' + '),
    ]);
    rows.push(['total', formatBytes(total.raw), formatBytes(total.gzip), '']);
    return {
      ok,
      lines: [
        ...table(['file', 'raw', 'gzip', 'named by'], rows, [false, true, true, false]),
        '',
        `${ok ? 'within' : 'OVER'} budget: ${formatBytes(total.gzip)} (${total.gzip} bytes) of ` +
          `${formatBytes(LOGIN_BUDGET_BYTES)} (${LOGIN_BUDGET_BYTES} bytes)`,
      ],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Main-thread long tasks: no task over 100 ms while exporting 10,000 orders (under 3 s from the
// click to the saved file) or while a 100-row page of the order list renders.

/**
 * EXPORT_TIMING: printed, not enforced, until issue 32 measures it against a floor in the same run
 * (ARCHITECTURE.md's budgets are ratios, for machines differ). 780 ms on the machine it was set
 * on; on 2026-11-28, on this machine and CI's, every timed figure was 2-4 times that machine's (咨询统计
 * 644-1354 ms against 354), and the export of two batches took 3.0-4.1 s. Its longest task (the
 * main thread reading and parsing a batch's 7.4 MB, 282-515 ms) was printed too until the batches
 * went to a worker (2026-11-30: 0-60 ms); it is enforced at the ceiling now, as the others are.
 */
const EXPORT_BUDGET_MS = 3000;
const ADMIN = { account: 'admin01', password: 'Admin@123' };
// The 100-row page is measured beside its floor (scripts/benchFloor.ts).
const ORDER_LIST = '/consult/orders';

/** Opens the order list (at `search`, the workbench's link filters) and returns its 全部 count. */
async function openOrderList(page: Page, search = ''): Promise<number> {
  await enterShell(page, ADMIN.account, ADMIN.password);
  await page.goto(ORDER_LIST + search);
  const all = page.getByRole('tab', { name: /^全部\(\d+\)$/ });
  await all.waitFor({ state: 'visible' });
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ state: 'visible' });
  return Number(/\d+/.exec((await all.textContent()) ?? '')?.[0] ?? 0);
}

const orderExport: Measurement = {
  title: `Export of a year of consult orders, over 10,000 (${ORDER_LIST}, admin01)`,
  async run({ page }) {
    const total = await openOrderList(page, EXPORT_RANGE);
    await watchLongTasks(page);
    // The texts the button shows while it runs (导出中 N%).
    await page.evaluate(() => {
      const win = window as BenchWindow;
      win.__buttonTexts = [];
      new MutationObserver(() => {
        for (const button of document.querySelectorAll('button')) {
          const text = button.textContent ?? '';
          if (text.includes('导出中') && win.__buttonTexts?.at(-1) !== text) {
            win.__buttonTexts?.push(text);
          }
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const started = performance.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: /导出$/ }).click(),
    ]);
    const elapsed = performance.now() - started;
    const tasks = await longTasks(page);
    const texts = await page.evaluate(() => (window as BenchWindow).__buttonTexts ?? []);
    const file = await download.path();
    const timeOk = elapsed <= EXPORT_BUDGET_MS;
    const stalls = longTaskLines(tasks);
    return {
      // Enforced: the file of every row is saved, and no task past the ceiling (the batches are
      // parsed in a worker since 2026-11-30). Printed: its time (EXPORT_TIMING).
      ok: total > 10_000 && stalls.ok,
      lines: [
        `${total} orders; file: ${download.suggestedFilename()} (${formatBytes(readFileSync(file).length)})`,
        `button showed: ${texts.join(' → ') || '(nothing)'}`,
        `${timeOk ? 'within' : 'OVER'} budget (printed, not enforced): click to saved file ${elapsed.toFixed(0)} ms of ${EXPORT_BUDGET_MS} ms`,
        ...stalls.lines,
      ],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Two visited tabs kept alive (issue 29, item 7): a 100-row page of the order list and 咨询统计,
// switched by their tabs; no switch may hold the main thread over the long-task target.

const SWITCHES = 6;

const tabSwitch: Measurement = {
  title: `Switching between two visited tabs kept alive (${ORDER_LIST}, 100 rows, and 咨询统计)`,
  async run({ page }) {
    await openOrderList(page, '?pageSize=100');
    await page.waitForFunction(
      () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length >= 100,
      undefined,
      { timeout: 30_000 },
    );
    // In the page, as a link would: the list stays kept behind its tab.
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, CONSULT_STATISTICS);
    const heading = (name: string) => page.getByRole('heading', { level: 1, name });
    await heading('咨询统计').waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'), undefined, {
      timeout: 30_000,
    });
    const tabs = page.getByRole('navigation', { name: '已打开的页面' });
    await watchLongTasks(page);
    const times: number[] = [];
    for (let at = 0; at < SWITCHES; at += 1) {
      const name = at % 2 === 0 ? '咨询订单' : '咨询统计';
      const started = performance.now();
      await tabs.getByRole('link', { name }).click();
      await heading(name).waitFor({ state: 'visible' });
      times.push(performance.now() - started);
    }
    const stalls = longTaskLines(await longTasks(page));
    const sorted = [...times].sort((a, b) => a - b);
    return {
      ok: stalls.ok,
      lines: [
        `${SWITCHES} switches, click to heading shown: median ${sorted[SWITCHES / 2].toFixed(0)} ms, slowest ${sorted.at(-1)!.toFixed(0)} ms`,
        ...stalls.lines,
      ],
    };
  },
};

// ---------------------------------------------------------------------------------------------

// Test and CI run times: read from what .ci/run recorded (CI_TIMINGS_FILE, name=seconds lines);
// the bench never runs the tests itself.

// Issue 28's budgets, measured on this 2-core machine; the whole run's (900 s) .ci/run prints
// at its end, after the bench.
const NPM_TEST_BUDGET_S = 300;
const E2E_BUDGET_S = 420;

const runTimes: Measurement = {
  title: 'Test and CI run times (recorded by .ci/run)',
  run() {
    const file = process.env.CI_TIMINGS_FILE;
    if (!file || !existsSync(file)) {
      return Promise.resolve({ ok: true, lines: ['not recorded: run by `bash .ci/run`'] });
    }
    const recorded = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line): [string, number] => [
        line.slice(0, line.lastIndexOf('=')),
        Number(line.slice(line.lastIndexOf('=') + 1)),
      ]);
    const seconds = new Map(recorded);
    // One line per retry of a story (e2e/harness.ts); a story that failed its retry too failed CI.
    const retries = recorded.filter(([name]) => name === 'e2e retry').length;
    const against = (name: string, value: number | undefined, budget: number) =>
      value === undefined
        ? `${name}: not recorded`
        : `${name}: ${value} s (${value <= budget ? 'within' : 'OVER'} the ${budget} s budget)`;
    // Printed against the issue's budgets, not enforced: the figures swing with the machine's load.
    return Promise.resolve({
      ok: true,
      lines: [
        against('npm test', seconds.get('npm test'), NPM_TEST_BUDGET_S),
        `of which Jest's tests: ${seconds.get('jest') ?? '?'} s`,
        against('npm run e2e (build included)', seconds.get('npm run e2e'), E2E_BUDGET_S),
        `stories retried: ${retries} (issue 28 asks for five fresh-clone runs in a row with none)`,
        `CI before the bench: ${seconds.get('before the bench') ?? '?'} s`,
      ],
    });
  },
};

// ---------------------------------------------------------------------------------------------
// 咨询统计 over 24 months of 20,000+ orders: the statistics calls answer and the table and the five
// charts are drawn within 1 s of choosing the range, with no main-thread task over 100 ms.

const STATISTICS_BUDGET_MS = 1000;
const CONSULT_STATISTICS = '/stat/consult';
const CHARTS = ['月度趋势', '各月订单状态', '问题类型占比', '咨询方式占比', '咨询师排行'];

/** Resolves with the page's clock once the table and every chart show the range starting `start`. */
async function statisticsDrawn(page: Page, start: string, months: number): Promise<number> {
  const handle = await page.waitForFunction(
    ({ start, charts, months }) => {
      const asked = performance
        .getEntriesByType('resource')
        .some(
          (entry) => entry.name.includes('/statistics/consult/list') && entry.name.includes(start),
        );
      const table = document.querySelector('[aria-label="咨询统计表"]');
      if (!asked || !table || table.querySelector('.ant-spin-spinning')) return 0;
      if (!table.querySelector('.ant-table-summary')) return 0;
      for (const title of charts) {
        const image = document.querySelector(`[role="img"][aria-label="${title}"]`);
        if (!image?.querySelector('svg path')) return 0;
      }
      const trend = [...document.querySelectorAll('table caption')]
        .find((caption) => caption.textContent === charts[0])
        ?.closest('table');
      const rows = trend?.querySelectorAll('tbody tr').length ?? 0;
      return rows === months ? performance.now() : 0;
    },
    { start, charts: CHARTS, months },
    { timeout: 30_000, polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

const consultStatistics: Measurement = {
  title: `咨询统计 over 24 months (${CONSULT_STATISTICS}, admin01)`,
  async run({ page }) {
    await enterShell(page, ADMIN.account, ADMIN.password);
    await page.goto(CONSULT_STATISTICS);
    await page.getByRole('img', { name: CHARTS[0] }).waitFor({ state: 'visible', timeout: 60_000 });
    // Dates in the page's own clock (no named helpers inside evaluate: tsx would wrap them in __name).
    const [start, end] = await page.evaluate(() =>
      [new Date(new Date().getFullYear(), new Date().getMonth() - 23, 1), new Date()].map(
        (d) =>
          `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`,
      ),
    );
    await watchLongTasks(page);
    // The range as the link carries it, applied in place as the router follows history (no reload).
    const started = await page.evaluate(
      ({ start, end }) => {
        window.history.pushState(null, '', `/stat/consult?start=${start}&end=${end}`);
        window.dispatchEvent(new PopStateEvent('popstate'));
        return performance.now();
      },
      { start, end },
    );
    const drawnAt = await statisticsDrawn(page, start, 24);
    const calls = await page.evaluate(
      (since) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= since && entry.name.includes('/statistics/'))
          .map((entry) => ({
            name: new URL(entry.name).pathname.split('/statistics/')[1],
            ms: (entry as PerformanceResourceTiming).responseEnd - entry.startTime,
          })),
      started,
    );
    const tasks = await longTasks(page);
    const orders = await page
      .locator('[aria-label="咨询统计表"] .ant-table-summary td')
      .nth(1)
      .textContent();
    const elapsed = drawnAt - started;
    const ok = elapsed <= STATISTICS_BUDGET_MS;
    const stalls = longTaskLines(tasks);
    // Issue 32: no task over 100 ms in any run, enforced with the floors' margin (115 ms) since
    // the charts' redraw and the answers' renders were cut (docs/performance.md).
    const longest = versusGoal(Math.max(0, ...tasks), LONG_TASK_BUDGET_MS);
    return {
      ok: ok && stalls.ok && longest.ok,
      lines: [
        `range ${start} to ${end}: ${orders ?? '?'} orders in the summary row`,
        ...calls.map((call) => `statistics call ${call.name}: ${call.ms.toFixed(0)} ms`),
        `${ok ? 'within' : 'OVER'} budget: range chosen to table and charts drawn ${elapsed.toFixed(0)} ms of ${STATISTICS_BUDGET_MS} ms`,
        ...stalls.lines,
        `${longest.verdict}: longest task ${Math.max(0, ...tasks).toFixed(0)} ms of ${LONG_TASK_BUDGET_MS} ms (issue 32)`,
      ],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// First visit of a list page from the menu: its rows within 300 ms of the click, in a fresh
// browser context (nothing cached), the menu group opened first as a user does.

const FIRST_VISIT_BUDGET_MS = 300;
const SCALE_DATA = { group: '量表管理', page: '量表数据', path: '/selfScale/scaleData' };
/** Issue 32: its first visit after login, under 300 ms (median of three, each nothing cached). */
const CONSULT_ORDERS = { group: '咨询订单', page: '咨询订单', path: ORDER_LIST };
const CONSULT_ORDER_VISITS = 3;

type ClickWindow = Window & { __clickedAt?: number };

/** In a fresh context (nothing cached): signs in, opens the menu group, clicks the page, and answers the ms from the click to its first row. */
async function timeFirstVisit(
  browser: Browser,
  baseUrl: string,
  target: { group: string; page: string },
): Promise<number> {
  const fresh = await newContext(browser, baseUrl);
  try {
    const page = await fresh.newPage();
    await enterShell(page, ADMIN.account, ADMIN.password);
    const menu = page.getByRole('menu', { name: '主菜单' });
    await menu.waitFor();
    await menu
      .getByRole('menuitem', { name: new RegExp(target.group) })
      .first()
      .click();
    // The group's title may carry the page's name too (咨询订单): the page is the last match.
    const item = menu.getByRole('menuitem', { name: new RegExp(`^${target.page}`) }).last();
    await item.waitFor({ state: 'visible' });
    // The click's time on the page's clock, taken as the click arrives.
    await page.evaluate(() =>
      document.addEventListener(
        'click',
        () => ((window as ClickWindow).__clickedAt = performance.now()),
        { capture: true, once: true },
      ),
    );
    await item.click();
    const shownAt = (await (
      await page.waitForFunction(
        (rows) => (document.querySelector(rows) ? performance.now() : 0),
        `${SHOWN_PAGE} .ant-table-tbody tr.ant-table-row`,
        { timeout: 30_000, polling: 'raf' },
      )
    ).jsonValue()) as number;
    const clickedAt = await page.evaluate(() => (window as ClickWindow).__clickedAt ?? 0);
    return shownAt - clickedAt;
  } finally {
    await fresh.close();
  }
}

const firstVisit: Measurement = {
  title: `First visit of ${SCALE_DATA.page} and ${CONSULT_ORDERS.page} from the menu (admin01, nothing cached)`,
  async run({ context, baseUrl }) {
    const browser = context.browser();
    if (!browser) throw new Error('the session has no browser');
    const scale = await timeFirstVisit(browser, baseUrl, SCALE_DATA);
    const orders: number[] = [];
    for (let run = 0; run < CONSULT_ORDER_VISITS; run += 1)
      orders.push(await timeFirstVisit(browser, baseUrl, CONSULT_ORDERS));
    const ordersMedian = [...orders].sort((a, b) => a - b)[Math.floor(CONSULT_ORDER_VISITS / 2)];
    const scaleOk = scale <= FIRST_VISIT_BUDGET_MS;
    const ordersVerdict = versusGoal(ordersMedian, FIRST_VISIT_BUDGET_MS);
    return {
      ok: scaleOk && ordersVerdict.ok,
      lines: [
        `${scaleOk ? 'within' : 'OVER'} budget: click on ${SCALE_DATA.page} (${SCALE_DATA.path}) to its first row ` +
          `${scale.toFixed(0)} ms of ${FIRST_VISIT_BUDGET_MS} ms`,
        `${CONSULT_ORDERS.page} (${CONSULT_ORDERS.path}): click to its first row ${orders.map((ms) => ms.toFixed(0)).join(', ')} ms`,
        `${ordersVerdict.verdict}: median ${ordersMedian.toFixed(0)} ms of ${FIRST_VISIT_BUDGET_MS} ms`,
      ],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Dev start: `npm start` (webpack serve, development) to a usable /login (the 账号 field shown,
// the page's scripts loaded), first with no webpack cache (a fresh clone), then with the cache
// the first start left. Both are printed against 10 s and not enforced (see devStart's ok). On the second
// server every menu page is then opened for the first time (compiled as it is asked for): an
// HMR update it cannot apply, an uncaught error or a full reload fails the measurement.

const DEV_START_BUDGET_MS = 10_000;

/**
 * Starts `npm start` and answers the milliseconds to a usable /login; with `visit`, then opens
 * every menu page on the same server (scripts/devFirstVisits.ts).
 */
async function timeDevStart(
  browser: Browser,
  visit: boolean,
): Promise<{ ms: number; visits?: FirstVisits }> {
  const server = await startDevServer();
  const context = await newContext(browser, server.origin);
  try {
    await server.listening();
    const page = await context.newPage();
    // The dev server holds the page until its first compile is done.
    await page.goto('/login', { waitUntil: 'load', timeout: 120_000 });
    await loginForm(page).account.waitFor({ state: 'visible', timeout: 120_000 });
    const ms = performance.now() - server.startedAt;
    return { ms, visits: visit ? await firstVisits(browser, server.origin) : undefined };
  } finally {
    await context.close();
    await server.stop();
  }
}

const devStart: Measurement = {
  title: 'Dev start: `npm start` to a usable /login, then the first visit of every menu page',
  async run({ context }) {
    const browser = context.browser();
    if (!browser) throw new Error('the session has no browser');
    rmSync(DEV_CACHE_DIR, { recursive: true, force: true });
    const first = (await timeDevStart(browser, false)).ms;
    const { ms: second, visits } = await timeDevStart(browser, true);
    const line = (name: string, ms: number) =>
      `${ms <= DEV_START_BUDGET_MS ? 'within' : 'OVER'} budget (printed, not enforced): ` +
      `${name} ${(ms / 1000).toFixed(1)} s of ${DEV_START_BUDGET_MS / 1000} s`;
    return {
      // The starts are printed against 10 s, not enforced: issue 28 replaces this budget with the
      // first start's (measured 13.5-14.4 s there); CI's second start took 12.1 s on 2026-11-28,
      // 2.5-3.3 s on the machine the budget was set on. The first visits are enforced.
      ok: visits?.ok === true,
      lines: [
        ...table(
          ['start', 'webpack cache', 'to a usable /login'],
          [
            ['first', 'none (removed)', `${(first / 1000).toFixed(1)} s`],
            ['second', 'left by the first', `${(second / 1000).toFixed(1)} s`],
          ],
          [false, false, true],
        ),
        '',
        line('second start', second),
        line('first start', first),
        ...(visits ? firstVisitLines(visits) : []),
      ],
    };
  },
};

// ---------------------------------------------------------------------------------------------

const MEASUREMENTS: Measurement[] = [
  loginFirstLoad,
  loginBesideFloor(floors.get),
  orderExport,
  tableBesideFloor(floors.get),
  tabSwitch,
  consultStatistics,
  firstVisit,
  visitorChart,
  calendarWeek,
  mockListCalls,
  devStart,
  runTimes,
  testChanged,
];

/** `npm run bench -- Export Dev` measures only the ones whose titles hold one of the words. */
function chosenMeasurements(words: string[]): Measurement[] {
  if (words.length === 0) return MEASUREMENTS.filter((m) => !m.onlyWhenNamed);
  return MEASUREMENTS.filter((m) => words.some((word) => m.title.includes(word)));
}

async function main(): Promise<number> {
  const session = await setup();
  let failed = 0;
  try {
    for (const measurement of chosenMeasurements(process.argv.slice(2))) {
      process.stdout.write(`\n== ${measurement.title}\n`);
      const started = performance.now();
      await session.reset();
      try {
        const result = await measurement.run(session);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        // What each measurement costs the CI run (issue 28's 900 s), its mock's reset included.
        process.stdout.write(
          [...result.lines, `(this measurement: ${seconds} s)`].join('\n') + '\n',
        );
        if (!result.ok) failed += 1;
      } catch (error) {
        failed += 1;
        process.stdout.write(`could not measure: ${(error as Error).message}\n`);
      }
    }
  } finally {
    await floors.close();
    await session.close();
  }
  process.stdout.write(
    `\n${failed === 0 ? 'bench: all budgets met' : `bench: ${failed} budget(s) not met`}\n`,
  );
  return failed === 0 ? 0 : 1;
}

runMain('bench', main);
