/**
 * Browser-test harness for node:test: one mock server (serving the production build in dist/
 * and the API on one port) and one Chromium per test file, a fresh browser context and a
 * freshly seeded mock db per test, a screenshot and a console log in e2e/artifacts/ when a test
 * fails, and everything stopped in `after`, pass or fail.
 *
 * Chromium is Debian's (/usr/bin/chromium); browsers are never downloaded. It runs with a new
 * empty profile directory per run, made here and removed on close.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { TestContext } from 'node:test';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import { createMockApp } from '../mock/app';
import { startMockServer } from '../mock/server';
import { MENU_TREE, type MenuNode } from '../src/shared/menu/menuTree';
import { visibleMenu } from '../src/shared/menu/visibleMenu';
import { watchAxe, type AxeWatch } from './axeCheck';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const DIST_DIR = path.join(ROOT, 'dist');
export const ARTIFACTS_DIR = path.join(ROOT, 'e2e', 'artifacts');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The page shown in the shell: the visited tabs keep the other tabs' pages in the DOM, hidden
 * (src/app/layout/visitedTabs/KeptPages.tsx), so page content is looked for in this one.
 */
export const SHOWN_PAGE = '#main-content > .kept-page:not([hidden])';

/** How long an expectation waits for the UI before it fails. */
export const EXPECT_TIMEOUT_MS = 10_000;
/** Per-test limit: a hung page fails the test instead of the run. */
const TEST_TIMEOUT_MS = 90_000;
/** How often a failed story runs again (CI sets 1 in .ci/run; 0 by default, so local runs show every flake). */
const E2E_RETRIES = Number(process.env.E2E_RETRIES ?? 0);

/** Development defaults of webpack.config.js; the mock checks against the same values. */
export const SIGN_SUFFIX = process.env.SIGN_SUFFIX ?? 'xinli-dev-sign-suffix';
export const BASIC_AUTH = process.env.BASIC_AUTH ?? 'console:console-dev';

// ---------------------------------------------------------------------------------------------
// Server and browser

interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** What a story may set on its server: the mock's clock (`Date.now` otherwise). */
export interface ServerOptions {
  now?: () => number;
}

/**
 * Starts mock/server.ts on 127.0.0.1 and a free port, serving dist/. The port is the one the
 * server is given when it listens (port 0), not one probed beforehand, which another process
 * (another story file, should they run side by side) could take before this server listens.
 */
async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(path.join(DIST_DIR, 'index.html'))) {
    throw new Error(
      `${path.join(DIST_DIR, 'index.html')} is missing: build first with \`npm run build\` ` +
        '(`npm run e2e` and `npm run bench` do it for you).',
    );
  }
  const mock = options.now ? createMockApp({ now: options.now }) : undefined;
  const server = await startMockServer({ port: 0, host: '127.0.0.1', distDir: DIST_DIR, mock });
  // The counselling tables are seeded on first use (22,000 orders: 1.5 s of CPU, 6 s beside a
  // second story file and two Chromiums), which was then the first story's first list call and
  // outlasted its 10 s wait for the list (导出, CI26). Seeded here, before any story's clock;
  // every reset after copies the same rows (mock/counselling/lazy.ts).
  void server.mock.db.counselling.tables;
  return { url: server.url.replace(/\/$/, ''), close: () => server.close() };
}

export interface RunningBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/** Launches Debian's Chromium headless with a new, empty profile directory. */
export async function launchBrowser(): Promise<RunningBrowser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: install Debian's chromium (see .ci/run).`);
  }
  const profileDir = mkdtempSync(path.join(tmpdir(), 'xinli-e2e-profile-'));
  // playwright-core refuses --user-data-dir in args; a persistent context takes the directory.
  const persistent = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const browser = persistent.browser();
  if (!browser) {
    await persistent.close();
    throw new Error('Chromium started without a browser handle');
  }
  return {
    browser,
    async close() {
      await persistent.close().catch(() => undefined);
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/** A fresh browser context (own storage and cookies) that resolves relative URLs against the server. */
/**
 * A browser context on `baseUrl`. The system asks for less motion unless `motion` (the console
 * then shows dialogs and popups without antd's zoom and slide): a click never lands on a
 * button that is still growing into place, and axe never looks at a half-faded popup.
 */
export async function newContext(
  browser: Browser,
  baseUrl: string,
  { motion = false }: { motion?: boolean } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1366, height: 800 },
    reducedMotion: motion ? 'no-preference' : 'reduce',
  });
}

/**
 * The names an export asked for at `askedAt` (ms) and saved by now may carry, as decision 0011
 * has them: `<list>-<YYYYMMDD-HHmm>.<extension>` in the browser's time (the context's
 * Asia/Shanghai, UTC+8 all year), one per minute the click may have fallen in (almost always one).
 */
export function exportNames(list: string, extension: 'xlsx' | 'pdf', askedAt: number): string[] {
  const names: string[] = [];
  for (let minute = askedAt - (askedAt % 60_000); minute <= Date.now(); minute += 60_000) {
    const china = new Date(minute + 8 * 3600_000).toISOString(); // 2026-03-09T08:05:00.000Z
    const stamp = `${china.slice(0, 10).replaceAll('-', '')}-${china.slice(11, 16).replace(':', '')}`;
    names.push(`${list}-${stamp}.${extension}`);
  }
  return names;
}

/** Restores the mock's seeded state and forgets nonces and sessions. */
async function resetMock(baseUrl: string): Promise<void> {
  await postMockHelper(baseUrl, '/__mock__/reset');
}

/** Makes every token stop working (the forced-10001 story). */
export async function revokeSessions(baseUrl: string): Promise<void> {
  await postMockHelper(baseUrl, '/__mock__/revoke-sessions');
}

async function postMockHelper(baseUrl: string, helperPath: string): Promise<void> {
  const response = await fetch(baseUrl + helperPath, { method: 'POST' });
  if (!response.ok) {
    throw new Error(`POST ${helperPath} answered HTTP ${response.status}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Standalone session (scripts, one-off checks)

export interface E2ESession {
  page: Page;
  context: BrowserContext;
  baseUrl: string;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Server + browser + one page, for scripts outside node:test; `close()` stops all of it. */
export async function setup(): Promise<E2ESession> {
  const server = await startServer();
  let running: RunningBrowser | undefined;
  try {
    running = await launchBrowser();
    const context = await newContext(running.browser, server.url);
    const page = await context.newPage();
    const stopBrowser = running.close;
    return {
      page,
      context,
      baseUrl: server.url,
      reset: () => resetMock(server.url),
      async close() {
        await context.close().catch(() => undefined);
        await stopBrowser();
        await server.close();
      },
    };
  } catch (error) {
    await running?.close();
    await server.close();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// node:test integration

export interface E2EArgs {
  page: Page;
  context: BrowserContext;
  baseUrl: string;
  /** Seeds the mock db again (already done before each test). */
  reset(): Promise<void>;
  /** The story's axe checks: `settled()` waits for the arrival check of the latest navigation. */
  axe: Pick<AxeWatch, 'settled'>;
  /**
   * Console messages the story causes on purpose from here on (a call it makes fail), which do
   * not fail it as CONSOLE_ALLOWED's do not; anything else still does.
   */
  expectConsole(pattern: RegExp): void;
  t: TestContext;
}

export type E2ETest = (name: string, fn: (args: E2EArgs) => Promise<void>) => void;

/**
 * Call once at the top level of an e2e file: registers `before`/`after` hooks that start and
 * always stop the server and the browser, and returns `e2eTest`, which wraps node:test's
 * `test` with a fresh context and page, a mock reset, and failure artifacts.
 */
export function e2eSuite(
  options: ServerOptions & {
    /** The browser shows antd's motion (one story keeps it, to cover focus after animations). */
    motion?: boolean;
  } = {},
): { e2eTest: E2ETest; baseUrl(): string } {
  let server: RunningServer | undefined;
  let running: RunningBrowser | undefined;

  before(async () => {
    server = await startServer(options);
    running = await launchBrowser();
  });

  after(async () => {
    await running?.close();
    await server?.close();
  });

  const e2eTest: E2ETest = (name, fn) => {
    test(name, { timeout: TEST_TIMEOUT_MS * (E2E_RETRIES + 1) }, async (t) => {
      if (!server || !running) throw new Error('the server or the browser did not start');
      const { browser } = running;
      const baseUrl = server.url;
      for (let attempt = 0; ; attempt += 1) {
        try {
          await runStory(
            browser,
            { baseUrl, motion: options.motion },
            attempt === 0 ? t.fullName : `${t.fullName} retry ${attempt}`,
            t,
            fn,
          );
          return;
        } catch (error) {
          if (attempt >= E2E_RETRIES) throw error;
          // Said out loud, with the first failure's artifacts kept: a retry that passes is still a
          // flake to look at, not a pass to forget.
          t.diagnostic(`attempt ${attempt + 1} failed, retrying: ${String(error)}`);
          console.log(`# RETRY ${name}: ${String(error).split('\n')[0]}`);
          // Under `bash .ci/run`, counted for the bench (issue 28: five runs in a row with none).
          const timings = process.env.CI_TIMINGS_FILE;
          if (timings) appendFileSync(timings, 'e2e retry=1\n');
        }
      }
    });
  };

  return {
    e2eTest,
    baseUrl: () => {
      if (!server) throw new Error('the server has not started');
      return server.url;
    },
  };
}

/** One run of a story: a fresh mock and a fresh browser context, artifacts kept on failure. */
async function runStory(
  browser: Browser,
  { baseUrl, motion }: { baseUrl: string; motion?: boolean },
  artifactName: string,
  t: E2EArgs['t'],
  fn: (args: E2EArgs) => Promise<void>,
): Promise<void> {
  await resetMock(baseUrl);
  const context = await newContext(browser, baseUrl, { motion });
  context.setDefaultTimeout(EXPECT_TIMEOUT_MS);
  const log: string[] = [];
  const problems: string[] = [];
  const expected: RegExp[] = [];
  const page = await context.newPage();
  watchPage(page, log, problems, expected);
  context.on('page', (other) => watchPage(other, log, problems, expected));
  const axe = watchAxe(page, artifactName);
  try {
    await fn({
      page,
      context,
      baseUrl,
      reset: () => resetMock(baseUrl),
      axe: { settled: () => axe.settled() },
      expectConsole: (pattern) => expected.push(pattern),
      t,
    });
    if (problems.length > 0) {
      throw new Error(
        `the page reported ${problems.length} console error(s), warning(s) or uncaught ` +
          `exception(s) outside CONSOLE_ALLOWED:\n${problems.join('\n')}`,
      );
    }
    await axe.finish();
  } catch (error) {
    await saveArtifacts(artifactName, page, log);
    throw error;
  } finally {
    await context.close().catch(() => undefined);
  }
}

/**
 * Console output a story may cause on purpose, each with its reason. Anything else the page
 * reports as an error or a warning, and any uncaught exception, fails the story.
 */
const CONSOLE_ALLOWED: readonly { pattern: RegExp; reason: string }[] = [];

function isAllowed(text: string): boolean {
  return CONSOLE_ALLOWED.some(({ pattern }) => pattern.test(text));
}

function watchPage(
  page: Page,
  log: string[],
  problems: string[],
  expected: readonly RegExp[],
): void {
  const stamp = () => new Date().toISOString().slice(11, 23);
  page.on('console', (message) => {
    const line = `${stamp()} console.${message.type()}: ${message.text()}`;
    log.push(line);
    const kind = message.type();
    const text = message.text();
    const allowed = isAllowed(text) || expected.some((pattern) => pattern.test(text));
    if ((kind === 'error' || kind === 'warning') && !allowed) {
      problems.push(`${line} (${page.url()})`);
    }
  });
  page.on('pageerror', (error) => {
    const line = `${stamp()} pageerror: ${error.stack ?? error.message}`;
    log.push(line);
    if (!isAllowed(error.message)) problems.push(line);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) log.push(`${stamp()} navigated: ${frame.url()}`);
  });
  page.on('response', (response) => {
    if (isApiUrl(response.url())) {
      log.push(
        `${stamp()} ${response.request().method()} ${response.url()} -> ${response.status()}`,
      );
    }
  });
}

/** How much of a failed story's log is printed with its failure. */
const LOG_LINES_PRINTED = 20;

async function saveArtifacts(testName: string, page: Page, log: string[]): Promise<void> {
  try {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const base = path.join(ARTIFACTS_DIR, artifactName(testName));
    // Every tab the story opened (a second tab books the same slot, say), the story's own first.
    const pages = [
      page,
      ...page
        .context()
        .pages()
        .filter((other) => other !== page),
    ];
    const shots: string[] = [];
    for (const [index, shown] of pages.entries()) {
      log.push(`final url${index === 0 ? '' : ` of tab ${index + 1}`}: ${shown.url()}`);
      if (shown.isClosed()) continue;
      const file = index === 0 ? `${base}.png` : `${base}.tab${index + 1}.png`;
      await shown.screenshot({ path: file, fullPage: true });
      shots.push(file);
    }
    writeFileSync(`${base}.log`, log.join('\n') + '\n');
    process.stderr.write(`e2e artifacts: ${[...shots, `${base}.log`].join(', ')}\n`);
    // CI keeps only what the run printed: the log's end (the page's errors, its last calls and
    // where it was) goes there too, so a failure on a machine we cannot reach still explains itself.
    const tail = log.slice(-LOG_LINES_PRINTED);
    process.stderr.write(
      `e2e log, last ${tail.length} lines:\n${tail.map((line) => `  ${line}`).join('\n')}\n`,
    );
  } catch (error) {
    process.stderr.write(`e2e artifacts not saved: ${(error as Error).message}\n`);
  }
}

/** File-system-safe name; Chinese stays readable, a short hash keeps names distinct. */
function artifactName(testName: string): string {
  const readable = testName
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  const hash = createHash('sha1').update(testName).digest('hex').slice(0, 8);
  return `${readable}-${hash}`;
}

export function isApiUrl(url: string): boolean {
  const { pathname } = new URL(url);
  return /^\/(api|web|server-platform)\//.test(pathname);
}

// ---------------------------------------------------------------------------------------------
// Expectations (playwright-core has no `expect`; these wait like it does, then fail plainly)

export async function expectVisible(locator: Locator, what: string, timeout = EXPECT_TIMEOUT_MS) {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`expected to see ${what} within ${timeout} ms`);
  }
}

export async function expectHidden(locator: Locator, what: string, timeout = EXPECT_TIMEOUT_MS) {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch {
    throw new Error(`expected ${what} to be absent within ${timeout} ms`);
  }
}

/** Waits until the page's path (without query) equals `pathname`. */
export async function expectPath(page: Page, pathname: string, timeout = EXPECT_TIMEOUT_MS) {
  try {
    await page.waitForURL((url) => url.pathname === pathname, { timeout });
  } catch {
    throw new Error(`expected to be at ${pathname}, but the page is at ${page.url()}`);
  }
}

/** Retries `check` until it stops throwing; the last failure is the test's failure. */
export async function eventually<T>(
  check: () => Promise<T> | T,
  timeout = EXPECT_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A toast (antd message) or any other visible text, matched exactly (a pattern: as it says). */
export function textOf(page: Page, text: string | RegExp): Locator {
  return page.getByText(text, { exact: true }).filter({ visible: true });
}

/**
 * A button's name as antd draws it: a two-character Chinese label gets a space between its
 * characters (确 定), a longer one none; the pattern matches either.
 */
export const spaced = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

export async function expectText(page: Page, text: string | RegExp, timeout = EXPECT_TIMEOUT_MS) {
  await expectVisible(textOf(page, text), `the text "${String(text)}"`, timeout);
}

// ---------------------------------------------------------------------------------------------
// The login UI (contract: inputs 账号 / 密码, checkbox 记住账号, button 登录)

/** What POST /web/user/login answers (docs/api/shell.md). */
export interface LoginAnswer {
  code: number;
  msg: string;
  data: {
    id: string;
    username: string;
    name: string;
    userType: number;
    status: number;
    token: string;
    identities: Identity[];
  } | null;
}

export interface Identity {
  id: string;
  userType: number;
  status: number;
  orgId: string;
  orgName: string;
  orgType: number;
  orgStatus: number;
}

export function loginForm(page: Page) {
  return {
    account: page.getByLabel('账号', { exact: true }),
    password: page.getByLabel('密码', { exact: true }),
    remember: page.getByRole('checkbox', { name: '记住账号', exact: true }),
    submit: page.getByRole('button', { name: '登录', exact: true }),
  };
}

function isLoginCall(response: Response): boolean {
  const { pathname } = new URL(response.url());
  return (
    response.request().method() === 'POST' &&
    (pathname.endsWith('/web/user/login') || pathname.endsWith('/api/login'))
  );
}

/**
 * Opens /login, types the account and password, optionally sets 记住账号, clicks 登录, and
 * returns what the login call answered (its identities name the organisations to choose). With
 * `to`, the login carries it as its `redirect`, as a page the session ended on does.
 */
export async function login(
  page: Page,
  account: string,
  password: string,
  options: { remember?: boolean; to?: string } = {},
): Promise<LoginAnswer> {
  await page.goto(options.to ? `/login?redirect=${encodeURIComponent(options.to)}` : '/login');
  const form = loginForm(page);
  await expectVisible(form.account, 'the input 账号 on /login');
  await form.account.fill(account);
  await expectVisible(form.password, 'the input 密码 on /login');
  await form.password.fill(password);
  if (options.remember !== undefined) {
    await expectVisible(form.remember, 'the checkbox 记住账号 on /login');
    await form.remember.setChecked(options.remember);
  }
  await expectVisible(form.submit, 'the button 登录 on /login');
  const [response] = await Promise.all([
    page.waitForResponse(isLoginCall, { timeout: EXPECT_TIMEOUT_MS }),
    form.submit.click(),
  ]);
  return (await response.json()) as LoginAnswer;
}

/** Organisation statuses the chooser lets through (shell spec §4). */
const ENTERABLE_ORG_STATUS = [1, 2];

export function enterableIdentities(answer: LoginAnswer): Identity[] {
  return (answer.data?.identities ?? []).filter(
    (identity) => identity.userType === 2 || ENTERABLE_ORG_STATUS.includes(identity.orgStatus),
  );
}

/** Logs `userName` out by the avatar menu, and waits for the reload onto /login it makes. */
export async function logOut(page: Page, userName: string) {
  await page.getByRole('button', { name: userName }).click();
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('menuitem', { name: '退出登录' }).click(),
  ]);
  await expectPath(page, '/login');
}

/** The chooser's button for an identity: its accessible name contains the organisation name. */
export function identityButton(page: Page, orgName: string): Locator {
  return page.getByRole('button', { name: orgName });
}

/**
 * Logs in and enters the shell with the first identity the chooser lets through (or `orgName`);
 * returns the login answer and the identity chosen. The shell opens at `to` (a path and query),
 * 工作台 unless given: a story that starts elsewhere loads the app once, not a second time by
 * `goto` after 工作台 (a `goto` of 咨询订单 took 1.2 s on the 2-core machine, the renderer's CPU).
 */
export async function enterShell(
  page: Page,
  account: string,
  password: string,
  options: { orgName?: string; remember?: boolean; to?: string } = {},
): Promise<{ answer: LoginAnswer; identity: Identity }> {
  const { to } = options;
  const answer = await login(page, account, password, { remember: options.remember, to });
  if (answer.code !== 0 || !answer.data) {
    throw new Error(`login of ${account} answered ${answer.code} ${answer.msg}`);
  }
  const identity = options.orgName
    ? answer.data.identities.find((candidate) => candidate.orgName === options.orgName)
    : enterableIdentities(answer)[0];
  if (!identity) throw new Error(`${account} has no identity to enter the shell with`);
  // The chooser enters an expert's sole identity by itself (LoginChoosePage): a click of ours
  // would race it and find its button gone.
  const soleExpert = answer.data.identities.length === 1 && identity.userType === 2;
  if (!soleExpert) {
    await expectPath(page, '/loginChoose');
    await identityButton(page, identity.orgName).first().click();
  }
  await expectPath(page, to ? new URL(to, 'http://x').pathname : '/');
  return { answer, identity };
}

/**
 * Logs in, enters the shell (as `enterShell`) and answers the menu the chosen identity sees: the
 * one visibleMenu() makes of the menu tree with the codes and organisation type it was given.
 */
export async function enterWithMenu(
  page: Page,
  who: { account: string; password: string; orgName?: string },
): Promise<MenuNode[]> {
  const chosen = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/web/user/chooseIdentity'),
  );
  await enterShell(page, who.account, who.password, { orgName: who.orgName });
  const answer = (await (await chosen).json()) as {
    code: number;
    data: { user: { orgType: number }; btnCodeList: string[] };
  };
  if (answer.code !== 0)
    throw new Error(`${who.account}'s identity was not chosen: ${answer.code}`);
  return visibleMenu(MENU_TREE, answer.data.btnCodeList, answer.data.user.orgType);
}

/**
 * One half of a menu's pages, in their order (the first half takes the middle one): a walk of
 * the whole menu split into two stories, so that CI's one retry fits in a story's limit. Fails
 * unless every page of `named` is in the menu; answers the half and those of `named` in it, which
 * the half's walk must have checked, so that a walk cannot pass by finding nothing.
 */
export function menuHalf(
  pages: readonly MenuNode[],
  half: 'first' | 'second',
  named: readonly string[],
): { pages: MenuNode[]; named: string[] } {
  const missing = named.filter((name) => !pages.some((node) => node.name === name));
  if (missing.length > 0) throw new Error(`not in the menu: ${missing.join(', ')}`);
  const middle = Math.ceil(pages.length / 2);
  const inHalf = half === 'first' ? pages.slice(0, middle) : pages.slice(middle);
  return {
    pages: inHalf,
    named: named.filter((name) => inHalf.some((node) => node.name === name)),
  };
}

/**
 * Waits until the page shown has settled: its heading visible, and no spinner or skeleton left
 * in it. `what` names the page in a failure.
 */
export async function expectPageSettled(page: Page, what: string) {
  const shown = page.locator(SHOWN_PAGE);
  await expectVisible(shown.locator('h1'), `the heading of ${what}`);
  await eventually(async () => {
    if ((await shown.locator('.ant-spin-spinning, .ant-skeleton-active').count()) > 0)
      throw new Error(`${what} is still loading`);
  });
}

/**
 * Moves the single-page app to `path` as its own links do (no reload: the loaded areas stay
 * loaded), and waits until the page shown before (its heading) has been replaced: it stays on
 * screen until the new one's chunk has loaded, then is kept hidden.
 */
export async function clientSideTo(page: Page, path: string) {
  const pathname = new URL(path, 'http://x').pathname;
  const left =
    new URL(page.url()).pathname === pathname
      ? null
      : await page
          .locator(`${SHOWN_PAGE} h1`)
          .first()
          .elementHandle({ timeout: EXPECT_TIMEOUT_MS });
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expectPath(page, pathname);
  if (!left) return;
  await eventually(async () => {
    if (await left.evaluate((h1) => h1.checkVisibility()))
      throw new Error(`${path} did not replace the page shown before`);
  });
  await left.dispose();
}
