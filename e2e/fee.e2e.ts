/**
 * Fees in Chromium against the production build: filter 费用列表 to 部分结算, see 合计 equal the sum
 * of the rows, export them and read the file back (the columns on screen, '/' where empty), settle a
 * pending fee; open an order's pay order from its detail.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import type { Page } from 'playwright-core';
import { chooseOption } from './counsellingSteps';
import { e2eSuite, enterShell, expectPath, expectText, expectVisible } from './harness';
import { formatYuan, sumYuan } from '../src/shared/utils/money';

const { e2eTest } = e2eSuite();
const ADMIN = { account: 'admin01', password: 'Admin@123' };
const spaced = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

interface FeeAnswer {
  data: {
    total: number;
    rows: { feeNo: string; amount: number; status: number }[];
    summary: { amount: number };
  };
}

async function search(page: Page, path: string): Promise<FeeAnswer> {
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().includes(path)),
    page.getByRole('search').getByRole('button', { name: '查询' }).click(),
  ]);
  return (await answer.json()) as FeeAnswer;
}

e2eTest('费用列表: filter, 合计, 导出 read back, 结算', async ({ page }) => {
  await enterShell(page, ADMIN.account, ADMIN.password);
  await page.goto('/fee/list');
  await expectVisible(page.getByText(/^共\d+条数据$/), 'the list');

  // All of them on one page, so that the rows are the whole filter: how many settlements are
  // 部分结算 turns on the day of the month the seed is dated around (1 to 14 over 81 days).
  await page.locator('.ant-pagination-options .ant-select').click();
  await Promise.all([
    page.waitForResponse((response) => response.url().includes('pageSize=50')),
    page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle('50 条/页', { exact: true })
      .click(),
  ]);
  await chooseOption(page, '结算状态', '部分结算');
  const partial = await search(page, '/fee/page');
  assert.ok(partial.data.total > 0 && partial.data.total <= 50, 'a few 部分结算 settlements');
  assert.ok(partial.data.rows.every((row) => row.status === 1));
  await expectText(page, `共${partial.data.total}条数据`);
  const total = page.getByRole('region', { name: '合计' }).getByLabel('结算金额');
  await expectVisible(
    total.getByText(formatYuan(sumYuan(partial.data.rows.map((r) => r.amount)))),
    '合计 = Σ rows',
  );

  const headers = (await page.locator('.ant-table-thead th').allInnerTexts())
    .map((text) => text.trim())
    .filter((text) => text !== '');
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: /导出/ }).click(),
  ]);
  assert.equal(download.suggestedFilename(), '费用列表.xlsx');
  const book = XLSX.read(readFileSync(await download.path()));
  const sheet = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
  assert.deepEqual(sheet[0], headers, 'the columns on screen');
  assert.equal(sheet.length, partial.data.total + 1);
  assert.deepEqual(
    sheet.slice(1).map((row) => row[0]),
    partial.data.rows.map((row) => row.feeNo),
  );
  const firstRow = (
    await page.locator('.ant-table-tbody tr.ant-table-row').first().locator('td').allInnerTexts()
  )
    .slice(1)
    .map((text) => text.trim());
  assert.deepEqual(sheet[1], firstRow, 'the file says what the row shows');

  await page.getByRole('button', { name: '重置' }).click();
  await chooseOption(page, '结算状态', '待结算');
  const pending = await search(page, '/fee/page');
  const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: '结算', exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: spaced('确定') })
    .click();
  await expectVisible(page.getByText(/^结算成功，共\d+条明细$/), 'the settle toast');
  await expectText(page, `共${pending.data.total - 1}条数据`);
});

e2eTest('支付订单: an order’s detail opens its pay order', async ({ page }) => {
  await enterShell(page, ADMIN.account, ADMIN.password);
  await page.goto('/consult/orders');
  await page.getByRole('tab', { name: /^已取消/ }).click();
  // A 已取消 row, not the first row of 全部 the tab's list may not have replaced yet.
  const first = page
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ hasText: '已取消' })
    .first();
  await expectVisible(first, 'a 已取消 order');
  const orderNo = (await first.locator('td').first().innerText()).trim();
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: orderNo });
  await row.getByRole('button', { name: spaced('查看') }).click();
  await page.getByRole('button', { name: '支付订单' }).click();
  await expectPath(page, '/fee/pay-orders');
  await expectText(page, '共1条数据');
  const cellsText = await page
    .locator('.ant-table-tbody tr.ant-table-row')
    .first()
    .locator('td')
    .allInnerTexts();
  assert.equal(cellsText[1].trim(), orderNo);
  assert.ok(['退款中', '已退款', '已取消'].includes(cellsText[7].trim()), cellsText[7]);
});
