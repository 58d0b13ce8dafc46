/**
 * The scale area's user stories in Chromium against the production build: publish a scale from
 * its spreadsheet and a cover cropped in the browser, see its QR code, tag it; export a scale's
 * test records (10,500 of them, in batches) and its personal PDF, and check the files. (展示分类,
 * 推荐展示 and 量表分发 are page tests: category.test.tsx, recommend.test.tsx,
 * distribution.test.tsx.)
 */
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { buildScaleSheet } from '../mock/scale/scaleSheet';
import {
  e2eSuite,
  enterShell,
  eventually,
  expectText,
  expectVisible,
  exportNames,
  SHOWN_PAGE,
} from './harness';

const { e2eTest } = e2eSuite();
const ADMIN = { account: 'admin01', password: 'Admin@123' };

/** A 468×200 PNG drawn by the browser itself (the crop step needs an image it can decode). */
async function coverPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 468;
    canvas.height = 200;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#4797f7';
      context.fillRect(0, 0, 468, 200);
    }
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

async function open(page: Page, path: string) {
  await enterShell(page, ADMIN.account, ADMIN.password, { to: path });
}

const dialog = (page: Page) => page.getByRole('dialog').last();
const button = (scope: Page | Locator, name: string | RegExp) =>
  scope.getByRole('button', { name });

e2eTest(
  '全部量表: publish a scale from its spreadsheet and cover, see the QR code, then tag it',
  async ({ page }) => {
    await open(page, '/selfScale/allScale');
    await button(page, '发布量表').click();
    const publish = dialog(page);
    await expectVisible(publish.getByText('量表文件'), 'the publish dialog');

    await button(publish, /^发\s?布$/).click();
    await expectText(page, '请上传量表文件');
    await expectText(page, '请先上传封面');

    const sheet = buildScaleSheet(
      [
        ['量表名称', '浏览器测试量表'],
        ['简介', '用于浏览器测试'],
        ['指导语', '请根据实际情况作答'],
        ['结束语', '谢谢参与'],
      ],
      [
        ['我最近睡得很好', '是', 1, '否', 0],
        ['我最近心情愉快', '是', 1, '否', 0],
      ],
    );
    const inputs = publish.locator('input[type=file]');
    await inputs.nth(0).setInputFiles({
      name: '浏览器测试量表.xlsx',
      mimeType: 'application/octet-stream',
      buffer: sheet,
    });
    await inputs
      .nth(1)
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await coverPng(page) });
    const crop = page.getByRole('dialog').filter({ hasText: '裁剪图片' });
    await expectVisible(crop, 'the crop dialog');
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/file/uploadFile') && r.ok(), {
        timeout: 20_000,
      }),
      button(crop, /确\s?定|OK/).click(),
    ]);

    await button(publish, /^发\s?布$/).click();
    await expectText(page, '扫描二维码进入量表测试');
    await expectVisible(page.locator('.ant-qrcode canvas, .ant-qrcode svg').first(), 'the QR code');
    const link = await page.getByText(/\/selfTest\/\d+/).textContent();
    assert.match(link ?? '', /\/selfTest\/\d+$/);
    await button(page, '关闭').last().click();

    const card = page.getByRole('article', { name: '浏览器测试量表' });
    await expectVisible(card, 'the new scale among the published ones');
    await button(card, '关联标签').click();
    const relate = dialog(page);
    await expectVisible(relate.getByText('全部标签'), 'the transfer list');
    await relate.getByText('危机干预', { exact: true }).click();
    await button(relate, /添加$/).click();
    await button(relate, /确\s?定|OK/).click();
    await expectText(page, '标签关联成功');
    await expectVisible(card.getByText('标签：危机干预'), 'the tag on the card');
  },
);

e2eTest(
  '量表数据: export the partly answered test records of the big scale and check the file',
  async ({ page }) => {
    await open(page, '/selfScale/scaleData');
    await page.getByRole('link', { name: '测试记录' }).first().click();
    await expectVisible(page.getByText('共10500条数据'), 'the 10,500 records');
    const search = page.getByRole('search');
    await search.getByLabel('答题状态').click();
    await page.getByTitle('部分作答').click();
    await button(search, '查询').click();
    // 量表数据 stays kept behind its tab, with its own total.
    const total = page.locator(SHOWN_PAGE).getByText(/^共\d+条数据$/);
    await eventually(async () =>
      assert.notEqual(await total.textContent(), '共10500条数据', 'the filtered total'),
    );
    const count = Number(/\d+/.exec((await total.textContent()) ?? '')?.[0]);
    assert.ok(count > 100 && count < 10500, `partly answered: ${count}`);

    const askedAt = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      button(page, /导出Excel/).click(),
    ]);
    // The list is the scale's 测试记录: its heading reads 测试记录：<scale>.
    const heading = (await page.getByRole('heading', { name: /^测试记录：/ }).textContent()) ?? '';
    const list = `${heading.replace(/^测试记录：/, '')}-测试记录`;
    const name = download.suggestedFilename();
    assert.ok(exportNames(list, 'xlsx', askedAt).includes(name), name);
    const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
    const table = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]]);
    assert.equal(table.length, count);
    assert.ok(table.every((row) => row['答题状态'] === '部分作答'));
    assert.deepEqual(Object.keys(table[0]).slice(0, 3), ['答题编号', '姓名', '账号']);
    // admin01 holds 查看联系方式: the export carries full mobiles, the screen shows them masked.
    assert.ok(table.every((row) => /^1\d{10}$/.test(String(row['手机号']))));
    await expectVisible(page.getByText(/^1\d{2}\*{4}\d{4}$/).first(), 'masked mobiles on screen');
  },
);

e2eTest(
  '量表数据: all 10,500 test records export in two batches of at most 10,000',
  async ({ page }) => {
    await open(page, '/selfScale/scaleData');
    await page.getByRole('link', { name: '测试记录' }).first().click();
    await expectVisible(page.getByText('共10500条数据'), 'the 10,500 records');
    const batches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/form/testRecordPage' && url.searchParams.get('export') === '1')
        batches.push(`${url.searchParams.get('pageNum')}/${url.searchParams.get('pageSize')}`);
    });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      button(page, /导出Excel/).click(),
    ]);
    assert.deepEqual(batches, ['1/10000', '2/10000']);
    const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
    const table = XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]]);
    assert.equal(table.length, 10500);
  },
);

e2eTest(
  '量表数据: one answered record gives its personal PDF through /web/eval/downloadReportPdf',
  async ({ page }) => {
    await open(page, '/selfScale/scaleData');
    await page.getByRole('link', { name: '测试记录' }).first().click();
    await expectVisible(page.getByText('共10500条数据'), 'the 10,500 records');
    const answered = page.getByRole('row').filter({ hasText: '已作答' }).first();
    await answered.getByRole('checkbox').check();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      button(page, '导出PDF').click(),
    ]);
    assert.match(download.suggestedFilename(), /\.pdf$/);
    const bytes = readFileSync(await download.path());
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
  },
);
