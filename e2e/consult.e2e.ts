/**
 * Consult orders in Chromium against the production build: filter the list, urge a 待接单 order,
 * cancel it with a reason and find it under 已取消; export a list of more than 10,000 orders (two
 * batches) and count the file's rows.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import type { Locator, Page } from 'playwright-core';
import { chooseOption, cstDay } from './counsellingSteps';
import { e2eSuite, enterShell, eventually, expectPath, expectText, expectVisible } from './harness';

const { e2eTest } = e2eSuite();
const ADMIN = { account: 'admin01', password: 'Admin@123' };
const spaced = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

interface ListAnswer {
  data: { total: number; rows: { orderNo: string; mentalStatus: number }[] };
}

/** Picks `option` in the filter select labelled `label`. */
/** Runs 查询 and answers the list call it sends. */
async function search(page: Page): Promise<ListAnswer> {
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().includes('/consult/page')),
    page.getByRole('search').getByRole('button', { name: '查询' }).click(),
  ]);
  return (await answer.json()) as ListAnswer;
}

async function confirmPopover(page: Page, question: string) {
  const confirm = page
    .locator('.ant-popconfirm')
    .filter({ hasText: question })
    .getByRole('button', { name: spaced('确定') });
  await expectVisible(confirm, `the confirmation ${question}`);
  await confirm.click();
}

function dataRows(page: Page): Locator {
  return page.locator('.ant-table-tbody tr.ant-table-row');
}

e2eTest(
  '咨询订单: filter, 催单 a 待接单 order, cancel it with a reason and find it under 已取消',
  async ({ page }) => {
    await enterShell(page, ADMIN.account, ADMIN.password);
    await page.goto('/consult/orders');
    await expectVisible(page.getByRole('tab', { name: /^全部\(\d+\)$/ }), 'the tabs with counts');

    await chooseOption(page, '心理状态', '危机');
    const crisis = await search(page);
    assert.ok(crisis.data.total > 0, 'the seed has crisis orders');
    assert.ok(crisis.data.rows.every((row) => row.mentalStatus === 2));
    await expectText(page, `共${crisis.data.total}条数据`);
    await expectVisible(
      page.getByRole('tab', { name: `全部(${crisis.data.total})` }),
      'the tab count follows the filter',
    );
    await expectVisible(
      dataRows(page).first().getByText('危机', { exact: true }),
      'the crisis tag',
    );
    await page.getByRole('button', { name: '重置' }).click();

    // The tab's own list, arrived: a 待接单 row of 全部 picked before it moves when the list
    // changes, and the popover's 确定 moves with it under the click (a CI retry).
    await Promise.all([
      page.waitForResponse(
        (response) =>
          response.url().includes('/consult/page') && response.url().includes('status=0'),
      ),
      page.getByRole('tab', { name: /^待接单/ }).click(),
    ]);
    const waiting = page.getByRole('cell', { name: '待接单', exact: true });
    await eventually(async () =>
      assert.equal(
        await dataRows(page).filter({ has: waiting }).count(),
        await dataRows(page).count(),
        'every row of the tab is 待接单',
      ),
    );
    const first = dataRows(page).first();
    await expectVisible(first, 'a 待接单 order');
    const orderNo = (await first.locator('td').first().innerText()).trim();
    const row = dataRows(page).filter({ hasText: orderNo });
    await row.getByRole('button', { name: spaced('催单') }).click();
    await confirmPopover(page, '确定催接单吗？');
    await expectText(page, '催单成功');

    await row.getByRole('button', { name: spaced('查看') }).click();
    await expectVisible(page.getByRole('heading', { name: '订单详情' }), 'the detail');
    await expectText(page, orderNo);
    await expectVisible(page.getByRole('cell', { name: '催接单' }).first(), 'the urge in 催单记录');
    await page.getByRole('button', { name: spaced('取消订单') }).click();
    const dialog = page
      .getByRole('dialog')
      .filter({ has: page.getByText('取消原因', { exact: true }) });
    await dialog.getByLabel('取消原因').fill('来访者改约其他机构');
    await dialog.getByRole('button', { name: spaced('确定') }).click();
    await expectText(page, '取消订单成功');
    await expectText(page, '来访者改约其他机构');

    await page.getByRole('button', { name: '返回' }).click();
    await expectPath(page, '/consult/orders');
    await page.getByRole('tab', { name: /^已取消/ }).click();
    await page.getByRole('search').getByLabel('订单号').fill(orderNo);
    const cancelled = await search(page);
    assert.deepEqual(
      cancelled.data.rows.map((r) => r.orderNo),
      [orderNo],
    );
    await expectVisible(
      dataRows(page).first().getByText('已取消', { exact: true }),
      'the order under 已取消',
    );
  },
);

e2eTest(
  '导出: a list of more than one batch of 10,000, whole in one .xlsx, read back and counted',
  async ({ page }) => {
    await enterShell(page, ADMIN.account, ADMIN.password);
    // The last year of appointments: over 10,000 orders, and none of the seed's unreadable visitor
    // info (those are 13 months old and more), which would stop the export.
    await page.goto(`/consult/orders?appointStart=${cstDay(-372)}&appointEnd=${cstDay(400)}`);
    const totalText = page.getByText(/^共\d+条数据$/);
    await expectVisible(totalText, 'the total');
    const total = Number((await totalText.first().textContent())?.replace(/\D/g, ''));
    assert.ok(total > 10_000, `more than one batch (${total})`);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: /导出$/ }).click(),
    ]);
    assert.equal(download.suggestedFilename(), '咨询订单.xlsx');
    const book = XLSX.read(readFileSync(await download.path()));
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    assert.equal(rows.length, total + 1, 'the header and every order of the list');
    assert.equal(rows[0][0], '订单号');
    assert.ok(
      rows.slice(1).every((r) => /^ZX\d{14}$/.test(r[0])),
      'an order number in every row',
    );
    assert.ok(
      rows.slice(1).every((r) => /^\d{3}\*{4}\d{4}$/.test(r[2])),
      'mobiles masked',
    );
    await eventually(async () =>
      assert.equal(await page.getByRole('button', { name: /导出中/ }).count(), 0),
    );
  },
);
