/**
 * The consult-order export in Chromium against the production build: a list of more than 10,000
 * orders (two batches) is saved as one .xlsx, read back and its rows counted. (The list's filters,
 * 催单 and 取消订单 are page tests: consultList.test.tsx and consultDetail.test.tsx.)
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import { cstDay } from './counsellingSteps';
import { e2eSuite, enterShell, eventually, expectVisible, exportNames } from './harness';

const { e2eTest } = e2eSuite();
const ADMIN = { account: 'admin01', password: 'Admin@123' };

e2eTest(
  '导出: a list of more than one batch of 10,000, whole in one .xlsx, read back and counted',
  async ({ page }) => {
    // The last year of appointments: over 10,000 orders, and none of the seed's unreadable visitor
    // info (those are 13 months old and more), which would stop the export.
    await enterShell(page, ADMIN.account, ADMIN.password, {
      to: `/consult/orders?appointStart=${cstDay(-372)}&appointEnd=${cstDay(400)}`,
    });
    const totalText = page.getByText(/^共\d+条数据$/);
    await expectVisible(totalText, 'the total');
    const total = Number((await totalText.first().textContent())?.replace(/\D/g, ''));
    assert.ok(total > 10_000, `more than one batch (${total})`);
    const askedAt = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: /导出$/ }).click(),
    ]);
    const name = download.suggestedFilename();
    assert.ok(exportNames('咨询订单', 'xlsx', askedAt).includes(name), name);
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
