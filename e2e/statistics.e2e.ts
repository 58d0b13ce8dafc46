/**
 * 咨询统计 in Chromium against the production build: admin01 changes the row dimension and the
 * columns, logs out and in again and finds them kept, exports and reads the file back; the charts
 * are drawn. 运营统计 shows its figures and trend chart.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { e2eSuite, enterShell, eventually, expectPath, expectVisible } from './harness';
import { openOptions } from './counsellingSteps';

const { e2eTest } = e2eSuite();

const ADMIN = { account: 'admin01', password: 'Admin@123', org: '星辰心理健康综合服务中心' };
const table = (page: Page) => page.getByRole('table', { name: '咨询统计表' });

async function headers(page: Page): Promise<string[]> {
  const cells = await table(page).locator('thead th').allInnerTexts();
  return cells.map((text) => text.trim()).filter(Boolean);
}

async function expectHeaders(page: Page, expected: string[]) {
  await eventually(async () => assert.deepEqual(await headers(page), expected));
}

async function openConsultStatistics(page: Page) {
  await page.goto('/stat/consult');
  await expectVisible(table(page).locator('.ant-table-summary'), 'the summary row');
}

async function logOut(page: Page, userName: string) {
  await page.getByRole('button', { name: userName }).click();
  // Logging out reloads the page: wait for that load before the next navigation.
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('menuitem', { name: '退出登录' }).click(),
  ]);
  await expectPath(page, '/login');
}

e2eTest(
  '咨询统计: the chosen dimension and columns survive logging out; the export holds exactly them',
  async ({ page }) => {
    const { answer } = await enterShell(page, ADMIN.account, ADMIN.password, {
      orgName: ADMIN.org,
    });
    await openConsultStatistics(page);
    await expectHeaders(page, [
      '周期',
      '订单数',
      '已完成',
      '已取消',
      '完成率(%)',
      '来访人数',
      '咨询时长(小时)',
    ]);
    for (const chart of [
      '月度趋势',
      '各月订单状态',
      '问题类型占比',
      '咨询方式占比',
      '咨询师排行',
    ]) {
      await expectVisible(
        page.getByRole('img', { name: chart }).locator('svg'),
        `the chart ${chart}`,
      );
    }

    await page.getByRole('combobox', { name: '统计维度' }).click();
    await openOptions(page)
      .filter({ hasText: /^咨询师$/ })
      .click();
    await expectHeaders(page, [
      '咨询师',
      '订单数',
      '已完成',
      '已取消',
      '完成率(%)',
      '来访人数',
      '咨询时长(小时)',
    ]);
    await page.getByRole('button', { name: /列设置/ }).click();
    await page.getByRole('checkbox', { name: '危机个案' }).check();
    await page.getByRole('checkbox', { name: '已取消' }).uncheck();
    const chosen = [
      '咨询师',
      '订单数',
      '已完成',
      '完成率(%)',
      '来访人数',
      '咨询时长(小时)',
      '危机个案',
    ];
    await expectHeaders(page, chosen);
    await page.keyboard.press('Escape');

    const userName = answer.data?.name ?? ADMIN.account;
    await logOut(page, userName);
    await enterShell(page, ADMIN.account, ADMIN.password, { orgName: ADMIN.org });
    await openConsultStatistics(page);
    await expectHeaders(page, chosen);

    const summary = await table(page).locator('.ant-table-summary td').allInnerTexts();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: /导\s*出/ }).click(),
    ]);
    assert.equal(download.suggestedFilename(), '咨询统计.xlsx');
    const book = XLSX.read(readFileSync(await download.path()));
    const rows = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0]], {
      header: 1,
    });
    assert.deepEqual(rows[0], chosen, 'the visible columns, in order');
    const last = rows.at(-1) ?? [];
    assert.equal(last[0], '合计');
    assert.deepEqual(
      last.map(String),
      summary.map((text) => text.trim()),
      'the summary row as the table shows it',
    );
    assert.ok(rows.length > 2, 'a row per counsellor');
  },
);

e2eTest('运营统计: a row per month, a summary and the trend chart', async ({ page }) => {
  await enterShell(page, ADMIN.account, ADMIN.password, { orgName: ADMIN.org });
  await page.goto('/stat/operate');
  const operate = page.getByRole('table', { name: '运营统计表' });
  await expectVisible(operate.locator('.ant-table-summary'), 'the summary row');
  const orders = Number(
    (await operate.locator('.ant-table-summary td').nth(2).innerText()).replace(/,/g, ''),
  );
  assert.ok(orders > 1000, `a year of orders in the summary (${orders})`);
  await expectVisible(
    page.getByRole('img', { name: '运营趋势' }).locator('svg'),
    'the trend chart',
  );
});
