/**
 * A list's state in its address (issue 29 items 1 and 3, docs/decisions/0009), in Chromium on the
 * production build: 咨询订单 filtered by 来访者 comes back filtered after 查看 and Back, after 返回
 * and after a reload, with the name kept out of the address; sorted by 预约时段 both ways, the
 * list shows the mock's order over the whole list (page 2 goes on from page 1), and a reload keeps it;
 * and with its list call failing, the reason and 重试 instead of an empty table (issue 29 item 6);
 * at 1440×900, 密度 紧凑 shows at least twice the rows of 默认 and is remembered (item 4).
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { e2eSuite, enterShell, eventually, expectPath, expectVisible, SHOWN_PAGE } from './harness';

const { e2eTest } = e2eSuite();
const ADMIN = { account: 'admin01', password: 'Admin@123' };

const rows = (page: Page) => page.locator(`${SHOWN_PAGE} .ant-table-tbody tr.ant-table-row`);
const totalOf = async (page: Page) =>
  Number(
    (
      await page
        .locator(SHOWN_PAGE)
        .getByText(/^共\d+条数据$/)
        .first()
        .textContent()
    )?.replace(/\D/g, ''),
  );
const visitorBox = (page: Page) => page.getByLabel('来访者', { exact: true });

/** The list shows `total` rows in all and the 来访者 box holds `name`. */
async function expectFiltered(page: Page, total: number, name: string) {
  await expectPath(page, '/consult/orders');
  await expectVisible(page.getByText(`共${total}条数据`, { exact: true }), `共${total}条数据`);
  await eventually(async () => assert.equal(await visitorBox(page).inputValue(), name));
}

e2eTest(
  '咨询订单: filtered by 来访者, then 查看 and Back, 查看 and 返回, and a reload keep the filter',
  async ({ page }) => {
    await enterShell(page, ADMIN.account, ADMIN.password, { to: '/consult/orders' });
    await expectVisible(rows(page).first(), 'the order list');
    const all = await totalOf(page);
    // The first order's visitor: a name the list certainly holds.
    const name = (await rows(page).first().getByRole('cell').nth(1).innerText()).trim();
    assert.ok(name, 'a visitor name in the first row');

    await visitorBox(page).fill(name);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await eventually(async () => assert.ok((await totalOf(page)) < all, 'the list is filtered'));
    const filtered = await totalOf(page);
    assert.ok(filtered >= 1);
    assert.ok(
      !decodeURIComponent(page.url()).includes(name),
      `the name stays out of the address (${page.url()})`,
    );

    await rows(page).first().getByRole('button', { name: '查看' }).click();
    await page.waitForURL(/\/consult\/orders\/\d+$/);
    await page.goBack();
    await expectFiltered(page, filtered, name);

    await rows(page).first().getByRole('button', { name: '查看' }).click();
    await page.waitForURL(/\/consult\/orders\/\d+$/);
    await page.getByRole('button', { name: /返回/ }).click();
    await expectFiltered(page, filtered, name);

    await page.reload();
    await expectFiltered(page, filtered, name);
  },
);

/** The 预约时段 texts of the rows shown (`2026-11-01 09:00-09:50`), which sort as their slots do. */
async function slots(page: Page): Promise<string[]> {
  const column = await page
    .getByRole('columnheader')
    .allInnerTexts()
    .then((titles) => titles.findIndex((title) => title.includes('预约时段')));
  assert.ok(column >= 0, 'a 预约时段 column');
  return eventually(async () => {
    const texts = await rows(page).evaluateAll(
      (trs, at) => trs.map((tr) => (tr.children[at] as HTMLElement).innerText.trim()),
      column,
    );
    assert.ok(texts.length > 0);
    return texts;
  });
}

const sortedUp = (texts: string[]) => texts.every((text, i) => i === 0 || texts[i - 1] <= text);
const sortedDown = (texts: string[]) => texts.every((text, i) => i === 0 || texts[i - 1] >= text);

/** Waits for the list call with this sort and answers the slots the mock put first. */
async function sortBy(page: Page, order: 'asc' | 'desc', act: () => Promise<unknown>) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/consult/page') &&
      response.url().includes('sortField=appointTime') &&
      response.url().includes(`sortOrder=${order}`),
  );
  await act();
  const body = (await (await answered).json()) as {
    code: number;
    data: { rows: { appointDate: string; startTime: string; endTime: string }[] };
  };
  assert.equal(body.code, 0);
  return body.data.rows.map((row) => `${row.appointDate} ${row.startTime}-${row.endTime}`);
}

e2eTest(
  '咨询订单 sorted by 预约时段 both ways shows the mock’s order, whole-list, kept on reload',
  async ({ page }) => {
    await enterShell(page, ADMIN.account, ADMIN.password, { to: '/consult/orders' });
    await expectVisible(rows(page).first(), 'the order list');
    const header = page.getByRole('columnheader', { name: /预约时段/ });

    const upFromMock = await sortBy(page, 'asc', () => header.click());
    await page.waitForURL((url) => url.searchParams.get('sortOrder') === 'asc');
    assert.equal(new URL(page.url()).searchParams.get('sortField'), 'appointTime');
    await eventually(async () => assert.deepEqual(await slots(page), upFromMock));
    assert.ok(sortedUp(upFromMock), `ascending: ${upFromMock.join(', ')}`);
    assert.equal(await header.getAttribute('aria-sort'), 'ascending');

    // Page 2 goes on from page 1: the mock sorted the whole list, not a page.
    const pageOne = await slots(page);
    await page.getByRole('listitem', { name: '2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('pageNum') === '2');
    await eventually(async () => {
      const pageTwo = await slots(page);
      assert.notDeepEqual(pageTwo, pageOne);
      assert.ok(pageOne.at(-1)! <= pageTwo[0], `${pageOne.at(-1)} then ${pageTwo[0]}`);
    });

    const downFromMock = await sortBy(page, 'desc', () => header.click());
    await page.waitForURL((url) => url.searchParams.get('sortOrder') === 'desc');
    assert.equal(
      new URL(page.url()).searchParams.get('pageNum'),
      null,
      'a new sort starts on page 1',
    );
    await eventually(async () => assert.deepEqual(await slots(page), downFromMock));
    assert.ok(sortedDown(downFromMock), `descending: ${downFromMock.join(', ')}`);
    assert.ok(downFromMock[0] >= upFromMock.at(-1)!, 'the latest slot first');

    await page.reload();
    await eventually(async () => assert.deepEqual(await slots(page), downFromMock));
    assert.equal(
      await page.getByRole('columnheader', { name: /预约时段/ }).getAttribute('aria-sort'),
      'descending',
    );
  },
);

e2eTest(
  '咨询订单 with its list call failing: the reason and 重试 in place of the table, the last rows marked as not updated, and 重试 recovers',
  async ({ page, expectConsole }) => {
    await enterShell(page, ADMIN.account, ADMIN.password);
    const listCall = '**/server-platform/api/consult/page?**';
    // Chromium logs each refused call of the list (and the client's retries of it).
    expectConsole(/^Failed to load resource: net::ERR_CONNECTION_REFUSED$/);
    await page.route(listCall, (route) => route.abort('connectionrefused'));
    await page.goto('/consult/orders');
    const failure = page.getByText('列表加载失败', { exact: true });
    await expectVisible(failure, 'the failure state');
    await expectVisible(page.getByText('网络异常，请稍后再试').first(), 'the reason');
    assert.equal(
      await page.getByText('暂无数据').locator('visible=true').count(),
      0,
      'no empty table that says "none"',
    );

    await page.unroute(listCall);
    await page.getByRole('button', { name: '重试', exact: true }).click();
    await expectVisible(rows(page).first(), 'the list after 重试');
    assert.equal(await failure.count(), 0);

    // Page 2 fails: page 1's rows stay, marked as not updated, until 重试 brings page 2.
    const firstRow = await rows(page).first().innerText();
    await page.route(listCall, (route) => route.abort('connectionrefused'));
    await page.getByRole('listitem', { name: '2', exact: true }).click();
    const stale = page.getByRole('alert').filter({ hasText: '列表未能更新' });
    await expectVisible(stale, 'the not-updated mark');
    assert.equal(await rows(page).first().innerText(), firstRow, 'the last rows stay');
    await page.unroute(listCall);
    await stale.getByRole('button', { name: '重试', exact: true }).click();
    await eventually(async () =>
      assert.notEqual(await rows(page).first().innerText(), firstRow, 'page 2 shown'),
    );
    assert.equal(await stale.count(), 0);
  },
);

/** How many of the list's rows are wholly on the first screen, nothing scrolled. */
const rowsOnScreen = (page: Page) =>
  rows(page)
    .evaluateAll((trs) =>
      trs.filter((tr) => {
        const box = tr.getBoundingClientRect();
        return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
      }),
    )
    .then((shown) => shown.length);

e2eTest(
  '咨询订单 at 1440×900: 紧凑 shows at least twice the rows of 默认, 12 or more, and a reload keeps it',
  async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await enterShell(page, ADMIN.account, ADMIN.password, { to: '/consult/orders?pageSize=20' });
    await expectVisible(rows(page).nth(19), 'a page of 20 orders');
    const roomy = await rowsOnScreen(page);

    const density = page.getByRole('button', { name: /^密度/ });
    assert.equal(await density.getAttribute('aria-label'), '密度：默认');
    await density.click();
    await page.getByRole('menuitem', { name: '紧凑' }).click();
    await eventually(async () =>
      assert.equal(await density.getAttribute('aria-label'), '密度：紧凑'),
    );
    const compact = await eventually(async () => {
      const shown = await rowsOnScreen(page);
      assert.ok(shown >= 2 * roomy && shown >= 12, `紧凑 shows ${shown} rows, 默认 ${roomy}`);
      return shown;
    });
    console.log(`rows on screen at 1440×900: 默认 ${roomy}, 紧凑 ${compact}`);

    await page.reload();
    await expectVisible(rows(page).nth(19), 'the orders again');
    assert.equal(await density.getAttribute('aria-label'), '密度：紧凑');
    assert.equal(await rowsOnScreen(page), compact);
  },
);
