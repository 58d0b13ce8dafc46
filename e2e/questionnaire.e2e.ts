/**
 * Questionnaires in Chromium against the production build: download the import template, upload
 * it as it is and see the new questionnaire in the list, download the kept file from its detail
 * byte for byte, and delete it. (A broken file refused with its reason is a page test:
 * questionnaire.test.tsx.)
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import type { Page } from 'playwright-core';
import { e2eSuite, enterShell, expectPath, expectText, expectVisible } from './harness';

const { e2eTest } = e2eSuite();
const ADMIN = { account: 'admin01', password: 'Admin@123' };

async function openList(page: Page) {
  await enterShell(page, ADMIN.account, ADMIN.password, { to: '/questManagement' });
  await expectPath(page, '/questManagement');
  await expectVisible(page.getByText(/^共\d+条数据$/), 'the list total');
}

e2eTest(
  '问卷管理: the downloaded template uploads as a new questionnaire in the list',
  async ({ page }) => {
    await openList(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /下载模板/ }).click(),
    ]);
    assert.equal(download.suggestedFilename(), '问卷导入模板.xlsx');
    const file = await download.path();
    const book = XLSX.read(readFileSync(file));
    assert.deepEqual(book.SheetNames.slice(0, 2), ['问卷信息', '题目'], 'the template sheets');

    const total = Number((await page.getByText(/^共\d+条数据$/).textContent())?.replace(/\D/g, ''));
    await page.locator('input[type=file]').setInputFiles({
      name: '问卷导入模板.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: readFileSync(file),
    });
    await expectText(page, '问卷导入模板.xlsx导入成功');
    await expectText(page, `共${total + 1}条数据`);
    await expectVisible(
      page.getByRole('cell', { name: '员工心理健康调查问卷', exact: true }),
      'the imported questionnaire',
    );

    // Its detail shows the paper and, for the owner of the kept file, 下载.
    await page
      .getByRole('row', { name: /员工心理健康调查问卷/ })
      .getByRole('link', { name: '查看' })
      .click();
    await expectVisible(page.getByText('问卷题目'), 'the question paper');
    await expectVisible(
      page.getByText('1. 您目前的睡眠质量如何？', { exact: false }),
      'the first question',
    );
    await expectVisible(page.getByRole('button', { name: /下\s*载/ }), 'the download button');
    const [original] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /下\s*载/ }).click(),
    ]);
    assert.equal(original.suggestedFilename(), '员工心理健康调查问卷.xlsx');
    assert.deepEqual(readFileSync(await original.path()), readFileSync(file), 'the kept file');

    // Back in the list, the imported questionnaire (used by no task) is deleted after a confirmation.
    await page.goto('/questManagement');
    await page
      .getByRole('row', { name: /员工心理健康调查问卷/ })
      .getByRole('button', { name: /删\s*除/ })
      .click();
    const confirm = page
      .locator('.ant-popconfirm')
      .filter({ hasText: '确定删除该问卷吗？' })
      .getByRole('button', { name: /确\s*定/ });
    await expectVisible(confirm, 'the confirmation 确定删除该问卷吗？');
    await confirm.click();
    await expectText(page, '删除成功');
    await expectText(page, `共${total}条数据`);
  },
);
