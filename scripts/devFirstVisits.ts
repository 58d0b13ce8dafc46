/**
 * First visit of every menu page under `npm start`: each page's chunk is lazily compiled then
 * and arrives through HMR, which must apply without `[HMR] Cannot apply update`, an uncaught
 * error or a full reload (docs/dev-server.md). The bench's dev-start measurement runs it;
 * `npx tsx scripts/devFirstVisits.ts [--cold]` runs it alone (`--cold` removes the webpack
 * cache first) and exits 1 on any of the three; `--start-only` prints the time to a usable
 * /login and stops; DEV_VISITS_VERBOSE=1 prints the HMR client's lines, the errors' stacks and
 * the server's output.
 */
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { enterShell, launchBrowser, loginForm, newContext } from '../e2e/harness';
import { DEV_CACHE_DIR, startDevServer } from './devServer';
import { runMain } from './runMain';

/** Accounts whose menus together hold every menu page (咨询服务 is the expert's alone). */
const ACCOUNTS = [
  { account: 'admin01', password: 'Admin@123' },
  { account: 'expert01', password: 'Expert@123' },
];

/** A first compile on a loaded machine may take this long. */
const PAGE_TIMEOUT_MS = 120_000;

export interface FirstVisits {
  pages: number;
  /** Console lines of the HMR client saying it gave up on an update. */
  hmrFailures: string[];
  pageErrors: string[];
  /** Loads of the page after the first (a full reload each). */
  reloads: number;
  ok: boolean;
}

/** Waits until the page's own spinner (the route chunk loading) has been gone for a second. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const state = window as Window & { __quietSince?: number };
      const main = document.getElementById('main-content');
      const busy = !main || main.querySelector('.page-spin') !== null;
      if (busy) {
        state.__quietSince = undefined;
        return false;
      }
      state.__quietSince ??= performance.now();
      return performance.now() - state.__quietSince >= 1000;
    },
    undefined,
    { timeout: PAGE_TIMEOUT_MS, polling: 100 },
  );
}

/** The dev server's error overlay (its error is counted already) would take the clicks. */
async function letClicksThroughOverlay(page: Page): Promise<void> {
  await page.evaluate(() => {
    const overlay = document.getElementById('webpack-dev-server-client-overlay');
    if (overlay) overlay.style.pointerEvents = 'none';
  });
}

/** Opens every menu group and each of its pages by clicking, as a user does. */
async function visitMenu(page: Page): Promise<number> {
  const menu = page.getByRole('menu', { name: '主菜单' });
  await menu.waitFor({ timeout: PAGE_TIMEOUT_MS });
  await settled(page);
  const groups = menu.locator(':scope > li.ant-menu-submenu');
  let visited = 0;
  for (let group = 0; group < (await groups.count()); group += 1) {
    const submenu = groups.nth(group);
    await letClicksThroughOverlay(page);
    if (!(await submenu.getAttribute('class'))?.includes('ant-menu-submenu-open')) {
      await submenu.locator(':scope > .ant-menu-submenu-title').click();
    }
    const items = submenu.locator('li.ant-menu-item');
    await items.first().waitFor({ state: 'visible' });
    for (let item = 0; item < (await items.count()); item += 1) {
      await letClicksThroughOverlay(page);
      await items.nth(item).click();
      await settled(page);
      visited += 1;
    }
  }
  return visited;
}

/** Logs each account in on `origin` in a fresh context and opens its every menu page. */
export async function firstVisits(browser: Browser, origin: string): Promise<FirstVisits> {
  const result: FirstVisits = { pages: 0, hmrFailures: [], pageErrors: [], reloads: 0, ok: false };
  for (const { account, password } of ACCOUNTS) {
    const context = await newContext(browser, origin);
    try {
      const page = await context.newPage();
      let loads = 0;
      page.on('load', () => (loads += 1));
      page.on('console', (message) => {
        const text = message.text();
        if (process.env.DEV_VISITS_VERBOSE && /HMR|webpack/.test(text)) {
          process.stdout.write(`[console ${account} ${page.url()}] ${text}\n`);
        }
        if (text.includes('[HMR]') && text.includes('Cannot apply update')) {
          result.hmrFailures.push(`${account} ${page.url()}: ${text}`);
        }
      });
      page.on('pageerror', (error) => {
        result.pageErrors.push(`${account} ${page.url()}: ${error.message.split('\n')[0]}`);
        if (process.env.DEV_VISITS_VERBOSE) process.stdout.write(`[pageerror] ${error.stack}\n`);
      });
      await enterShell(page, account, password);
      result.pages += await visitMenu(page);
      result.reloads += Math.max(0, loads - 1);
    } finally {
      await context.close();
    }
  }
  result.ok =
    result.hmrFailures.length === 0 && result.pageErrors.length === 0 && result.reloads === 0;
  return result;
}

export function firstVisitLines(visits: FirstVisits): string[] {
  return [
    `${visits.ok ? 'no' : 'SOME'} HMR failures, page errors or reloads on the first visit of ` +
      `${visits.pages} menu pages: ${visits.hmrFailures.length} "Cannot apply update", ` +
      `${visits.pageErrors.length} page errors, ${visits.reloads} reloads`,
    ...visits.hmrFailures.map((line) => `  hmr: ${line}`),
    ...visits.pageErrors.map((line) => `  error: ${line}`),
  ];
}

async function main(): Promise<number> {
  if (process.argv.includes('--cold')) rmSync(DEV_CACHE_DIR, { recursive: true, force: true });
  const server = await startDevServer();
  const running = await launchBrowser();
  try {
    await server.listening();
    const first = await newContext(running.browser, server.origin);
    const page = await first.newPage();
    await page.goto('/login', { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    await loginForm(page).account.waitFor({ state: 'visible', timeout: PAGE_TIMEOUT_MS });
    const usable = ((performance.now() - server.startedAt) / 1000).toFixed(1);
    process.stdout.write(`usable /login ${usable} s after npm start\n`);
    await first.close();
    if (process.argv.includes('--start-only')) return 0;
    const visits = await firstVisits(running.browser, server.origin);
    const seconds = ((performance.now() - server.startedAt) / 1000).toFixed(1);
    process.stdout.write([...firstVisitLines(visits), `(${seconds} s in all)`].join('\n') + '\n');
    return visits.ok ? 0 : 1;
  } finally {
    await running.close();
    await server.stop();
    if (process.env.DEV_VISITS_VERBOSE) process.stdout.write(server.output());
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runMain('devFirstVisits', main);
}
