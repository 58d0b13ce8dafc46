/**
 * 数据统计 in Chromium against the production build: ECharts draws every chart of 咨询统计 and
 * 运营统计 (an svg each, which jsdom cannot show), and 运营统计 sums a year of orders. (The tables,
 * the chosen dimension and columns kept per user and the export are page tests:
 * statistics.test.tsx.)
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { e2eSuite, enterShell, expectVisible } from './harness';

const { e2eTest } = e2eSuite();

const ADMIN = { account: 'admin01', password: 'Admin@123', org: '星辰心理健康综合服务中心' };

async function expectCharts(page: Page, names: string[]) {
  for (const chart of names)
    await expectVisible(
      page.getByRole('img', { name: chart }).locator('svg'),
      `the chart ${chart} drawn`,
    );
}

e2eTest(
  '咨询统计 and 运营统计: every chart is drawn; a year of orders in the summary',
  async ({ page }) => {
    await enterShell(page, ADMIN.account, ADMIN.password, {
      orgName: ADMIN.org,
      to: '/stat/consult',
    });
    await expectVisible(
      page.getByRole('table', { name: '咨询统计表' }).locator('.ant-table-summary'),
      'the summary row of 咨询统计',
    );
    await expectCharts(page, [
      '月度趋势',
      '各月订单状态',
      '问题类型占比',
      '咨询方式占比',
      '咨询师排行',
    ]);

    await page.goto('/stat/operate');
    const operate = page.getByRole('table', { name: '运营统计表' });
    await expectVisible(operate.locator('.ant-table-summary'), 'the summary row');
    const orders = Number(
      (await operate.locator('.ant-table-summary td').nth(2).innerText()).replace(/,/g, ''),
    );
    assert.ok(orders > 1000, `a year of orders in the summary (${orders})`);
    await expectCharts(page, ['运营趋势']);
  },
);
