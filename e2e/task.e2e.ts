/**
 * Survey tasks in Chromium against the production build: create a task for part of the users,
 * pause, publish and end it; then the fill status of the 5,000-person task and its three exports,
 * each opened and checked (two spreadsheets and a PDF).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import type { Download, Locator, Page } from 'playwright-core';
import { pdfText } from '../mock/core/pdf/pdfText';
import {
  clientSideTo,
  e2eSuite,
  enterShell,
  eventually,
  expectHidden,
  expectPath,
  expectText,
  expectVisible,
  SHOWN_PAGE,
  spaced,
} from './harness';

const { e2eTest } = e2eSuite();
const ADMIN = { account: 'admin01', password: 'Admin@123' };

/** A day in China Standard Time, `offset` days from today, as YYYY-MM-DD. */
function cstDay(offset: number): string {
  return new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

async function typeDate(page: Page, label: string, value: string) {
  // Visible: the task list kept behind its tab labels a column 开始时间 too.
  const input = page.getByLabel(label, { exact: true }).filter({ visible: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog').filter({ has: page.getByText(title, { exact: true }) });
}

/** Clicks 确定 in the open confirmation that asks `question`, once it is there. */
/** 按部门: ticks one department in the tree select, then closes it. */
async function pickDepartment(page: Page, name: string) {
  await page.getByLabel('部门', { exact: true }).filter({ visible: true }).click();
  await page.getByTitle(name, { exact: true }).click();
  await page.keyboard.press('Escape');
}

/** 选择问卷: takes the dialog's first questionnaire. */
async function pickFirstQuestionnaire(page: Page) {
  await page.getByRole('button', { name: '选择问卷' }).click();
  const choose = dialog(page, '选择问卷');
  await choose.getByRole('radio').first().check();
  await choose.getByRole('button', { name: spaced('确定') }).click();
}

async function confirmPopover(page: Page, question: string) {
  const confirm = page
    .locator('.ant-popconfirm')
    .filter({ hasText: question })
    .getByRole('button', { name: spaced('确定') });
  await expectVisible(confirm, `the confirmation ${question}`);
  await confirm.click();
}

async function rowOf(page: Page, name: string): Promise<Locator> {
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expectVisible(row, `the row of ${name}`);
  return row;
}

async function sheetRows(download: Download, sheet: string): Promise<unknown[][]> {
  const book = XLSX.read(readFileSync(await download.path()));
  assert.ok(book.Sheets[sheet], `sheet ${sheet} in ${download.suggestedFilename()}`);
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[sheet], { header: 1 });
}

e2eTest(
  '任务管理: create a task for part of the users, pause, publish and end it',
  async ({ page }) => {
    await enterShell(page, ADMIN.account, ADMIN.password, { to: '/taskManagement' });
    await page.getByRole('button', { name: /新\s*建/ }).click();
    await expectPath(page, '/taskManagement/add');

    await page.getByRole('button', { name: spaced('保存') }).click();
    await expectText(page, '标题不能为空');
    await expectText(page, '请选择问卷');

    const title = `浏览器测试任务${Date.now() % 100000}`;
    await page.locator(SHOWN_PAGE).getByLabel('任务标题').fill(title);
    await typeDate(page, '开始时间', `${cstDay(-1)} 09:00:00`);
    await typeDate(page, '结束时间', `${cstDay(30)} 18:00:00`);
    await page.getByLabel('部分用户').check();

    await page.getByRole('button', { name: '添加对象' }).click();
    const objects = dialog(page, '添加对象');
    await expectVisible(
      objects.getByRole('columnheader', { name: '手机号' }),
      'the login-type column 手机号',
    );
    await objects.getByLabel('姓名/账号').fill('xc000');
    await objects.getByRole('button', { name: '查询' }).click();
    await expectVisible(objects.getByText('共9条数据'), 'the accounts xc0001-xc0009');
    const boxes = objects.getByRole('row').getByRole('checkbox');
    await boxes.nth(1).check();
    await boxes.nth(2).check();
    await boxes.nth(3).check();
    await objects.getByRole('button', { name: spaced('确定') }).click();
    await expectText(page, '已选 3 人：');

    await pickFirstQuestionnaire(page);

    const [save] = await Promise.all([
      page.waitForRequest((request) => request.url().endsWith('/api/task/save')),
      page.getByRole('button', { name: spaced('保存') }).click(),
    ]);
    const payload = save.postDataJSON() as Record<string, unknown>;
    assert.deepEqual(Object.keys(payload).sort(), [
      'coverImg',
      'deptIds',
      'endTime',
      'formId',
      'id',
      'name',
      'orgId',
      'releaseObj',
      'startTime',
      'status',
      'userIdList',
    ]);
    assert.equal(payload.startTime, `${cstDay(-1)} 09:00:00`);
    assert.equal(payload.endTime, `${cstDay(30)} 18:00:00`);
    assert.equal(payload.releaseObj, 0);
    assert.equal((payload.userIdList as string[]).length, 3);
    await expectText(page, '保存成功');
    await expectPath(page, '/taskManagement');

    let row = await rowOf(page, title);
    await expectVisible(row.getByText('进行中'), 'status 进行中');
    await row.getByRole('button', { name: spaced('暂停') }).click();
    await expectText(page, '已暂停');
    row = await rowOf(page, title);
    await expectVisible(row.getByText('已暂停'), 'status 已暂停');
    await row.getByRole('button', { name: spaced('发布') }).click();
    await expectText(page, '发布成功');
    row = await rowOf(page, title);
    await expectVisible(row.getByText('进行中'), 'status 进行中 again');
    await row.getByRole('button', { name: spaced('结束') }).click();
    await confirmPopover(page, '确定结束该任务吗？');
    await expectText(page, '已结束');
    row = await rowOf(page, title);
    await eventually(async () =>
      assert.equal(await row.getByRole('button', { name: spaced('暂停') }).count(), 0),
    );
    await expectVisible(row.getByRole('button', { name: spaced('删除') }), '删除 on an ended task');

    // Editing the ended task: its fields come back, its start can no longer change.
    await row.getByRole('button', { name: spaced('编辑') }).click();
    await expectVisible(page.getByRole('heading', { name: '编辑任务' }), 'the edit page');
    const titleInput = page.locator(SHOWN_PAGE).getByLabel('任务标题');
    await eventually(async () => assert.equal(await titleInput.inputValue(), title));
    assert.equal(
      await page.locator(SHOWN_PAGE).getByLabel('开始时间', { exact: true }).isDisabled(),
      true,
      'start locked',
    );
    await expectText(page, '已选 3 人：');
    await titleInput.fill(`${title}改`);
    await page.getByRole('button', { name: spaced('保存') }).click();
    await expectText(page, '编辑成功');
    await expectPath(page, '/taskManagement');
    row = await rowOf(page, `${title}改`);

    // Its fill status: three people covered, nobody answered yet.
    await row.getByRole('button', { name: spaced('查看') }).click();
    await page.getByRole('tab', { name: '填写情况' }).click();
    await expectVisible(page.getByText('共3条数据'), 'three covered people');
    await expectVisible(page.getByText('0.00%'), 'fill rate 0.00%');
    const [people] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出答题人员' }).click(),
    ]);
    const rows = await sheetRows(people, '答题人员');
    assert.equal(rows.length, 4, 'header and three people');
    assert.deepEqual(
      rows.slice(1).map((r) => r[8]),
      ['未作答', '未作答', '未作答'],
    );
  },
);

e2eTest(
  '任务详情: the 5,000-person task shows its counts and exports three files that open',
  async ({ page }) => {
    await enterShell(page, ADMIN.account, ADMIN.password, { to: '/taskManagement' });
    const search = page.getByRole('search');
    await search.getByLabel('任务标题').fill('全员心理健康普查');
    await search.getByRole('button', { name: '查询' }).click();
    const row = await rowOf(page, '2025年度全员心理健康普查');
    await row.getByRole('button', { name: spaced('查看') }).click();
    await page.getByRole('tab', { name: '填写情况' }).click();
    await expectVisible(page.getByText('共5000条数据'), 'the 5,000 covered people');
    await expectVisible(page.getByText('5,000', { exact: true }), 'covered count');

    await page.getByRole('button', { name: '导出PDF报告' }).click();
    await expectText(page, '请先选择答题人');

    const [people] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出答题人员' }).click(),
    ]);
    assert.match(people.suggestedFilename(), /答题人员\.xlsx$/);
    const list = await sheetRows(people, '答题人员');
    assert.equal(list.length, 5001, 'header and 5,000 people');

    // Only answered people: pick two, PDF refuses two, one gives a PDF, fill data holds both rows.
    const filters = page.getByRole('search');
    await filters.getByLabel('填写状态').click();
    await page.getByTitle('已作答').click();
    await filters.getByRole('button', { name: '查询' }).click();
    await eventually(async () =>
      assert.match(
        (await page
          .locator(SHOWN_PAGE)
          .getByText(/^共\d+条数据$/)
          .textContent()) ?? '',
        /^共\d{4}条数据$/,
      ),
    );
    const boxes = page.getByRole('row').getByRole('checkbox');
    await boxes.nth(1).check();
    await boxes.nth(2).check();
    await page.getByRole('button', { name: '导出PDF报告' }).click();
    await expectText(page, 'pdf报告只能选择一个人');

    const [data] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出填写数据' }).click(),
    ]);
    const filled = await sheetRows(data, '填写数据');
    assert.equal(filled.length, 3, 'header and the two chosen people');
    assert.deepEqual(
      filled.slice(1).map((r) => r[4]),
      ['已作答', '已作答'],
    );

    await boxes.nth(2).uncheck();
    const chosenName =
      (await page.getByRole('row').nth(1).getByRole('cell').nth(1).textContent()) ?? '';
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出PDF报告' }).click(),
    ]);
    assert.match(pdf.suggestedFilename(), /-报告\.pdf$/);
    const bytes = readFileSync(await pdf.path());
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.ok(bytes.includes(Buffer.from('%%EOF')), 'a complete PDF');
    // What a PDF reader shows: the title, the chosen person and their answers, in Chinese.
    const text = pdfText(bytes);
    assert.equal(text[0], '个人问卷报告');
    assert.ok(
      text.some((line) => line.startsWith(`姓名：${chosenName}`)),
      `the person ${chosenName}`,
    );
    assert.ok(
      text.some((line) => line.includes('填写状态：已作答')),
      'the fill status',
    );
    assert.ok(
      text.filter((line) => line.startsWith('答：') && line !== '答：未作答').length > 3,
      'answers',
    );

    // Deleting that person's answer takes them out of the answered people.
    const answeredText =
      (await page
        .locator(SHOWN_PAGE)
        .getByText(/^共\d+条数据$/)
        .textContent()) ?? '';
    const answered = Number(answeredText.replace(/\D/g, ''));
    await page.getByRole('row').nth(1).getByRole('button', { name: '删除答题' }).click();
    await confirmPopover(page, '确定删除该答题记录吗？');
    await expectText(page, '删除成功');
    await expectText(page, `共${answered - 1}条数据`);
  },
);

e2eTest(
  '新建任务 by department with a cropped cover; the list filters by customer and status',
  async ({ page }) => {
    await enterShell(page, ADMIN.account, ADMIN.password, { to: '/taskManagement/add' });
    const title = `按部门测试任务${Date.now() % 100000}`;
    await page.locator(SHOWN_PAGE).getByLabel('任务标题').fill(title);
    await typeDate(page, '开始时间', `${cstDay(3)} 09:00:00`);
    await typeDate(page, '结束时间', `${cstDay(40)} 18:00:00`);
    await page.getByLabel('按部门').check();
    await page.getByRole('button', { name: spaced('保存') }).click();
    await expectText(page, '请选择部门');
    await pickDepartment(page, '技术中心');

    await pickFirstQuestionnaire(page);

    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 750;
      canvas.height = 320;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#4797f7';
        context.fillRect(0, 0, 750, 320);
      }
      return canvas.toDataURL('image/png').split(',')[1];
    });
    await page.locator('input[type=file]').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png, 'base64'),
    });
    const crop = dialog(page, '裁剪图片');
    await crop.getByRole('button', { name: spaced('确定') }).click();
    await expectVisible(page.locator('.ant-upload-list-item-done'), 'the uploaded cover');

    const [save] = await Promise.all([
      page.waitForRequest((request) => request.url().endsWith('/api/task/save')),
      page.getByRole('button', { name: spaced('保存') }).click(),
    ]);
    const payload = save.postDataJSON() as Record<string, unknown>;
    assert.equal(payload.releaseObj, 2);
    assert.match(String(payload.deptIds), /^\d+$/);
    assert.deepEqual(payload.userIdList, []);
    assert.match(String(payload.coverImg), /^\/files\/[0-9a-f]{32}\//);
    await expectText(page, '保存成功');
    const row = await rowOf(page, title);
    await expectVisible(row.getByText('未开始'), 'a task starting later is 未开始');

    const search = page.getByRole('search');
    await search.getByLabel('客户').click();
    await page.getByTitle('星辰科技员工关爱中心').click();
    await search.getByLabel('状态').click();
    await page.getByTitle('已结束').click();
    await search.getByRole('button', { name: '查询' }).click();
    await eventually(async () => {
      const customers = await columnTexts(page, '客户');
      const statuses = await columnTexts(page, '状态');
      assert.ok(customers.length > 0, 'rows');
      assert.deepEqual([...new Set(customers)], ['星辰科技员工关爱中心']);
      assert.deepEqual([...new Set(statuses)], ['已结束']);
    });
  },
);

/** The cells of the shown list's column headed `header` (columns move with 列设置's defaults). */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const heads = (await page.locator(`${SHOWN_PAGE} thead th`).allTextContents()).map((text) =>
    text.trim(),
  );
  const at = heads.indexOf(header) + 1;
  assert.ok(at > 0, `a column ${header} among ${heads.join('|')}`);
  return page
    .locator(`${SHOWN_PAGE} .ant-table-tbody tr.ant-table-row td:nth-child(${at})`)
    .allTextContents();
}

e2eTest(
  'the organisation page, then a task by department: the task form offers and saves its own departments',
  async ({ page }) => {
    await enterShell(page, ADMIN.account, ADMIN.password, { to: '/om/dept-people' });
    const tree = page.getByRole('tree', { name: '部门树' });
    await expectVisible(tree.getByRole('treeitem').first(), 'the organisation department tree');

    await clientSideTo(page, '/taskManagement/add');
    const title = `部门树测试任务${Date.now() % 100000}`;
    await page.locator(SHOWN_PAGE).getByLabel('任务标题').fill(title);
    await typeDate(page, '开始时间', `${cstDay(1)} 09:00:00`);
    await typeDate(page, '结束时间', `${cstDay(20)} 18:00:00`);
    await page.getByLabel('按部门').check();
    await pickDepartment(page, '技术中心');
    await pickFirstQuestionnaire(page);
    await page.getByRole('button', { name: spaced('保存') }).click();
    await expectText(page, '保存成功');
    await rowOf(page, title);
  },
);

e2eTest('分享 → 下载二维码 saves the task QR code as a PNG poster', async ({ page }) => {
  await enterShell(page, ADMIN.account, ADMIN.password, { to: '/taskManagement' });
  await page
    .getByRole('button', { name: spaced('分享') })
    .first()
    .click();
  const share = page.getByRole('dialog');
  const name = ((await share.getByText(/^分享：/).textContent()) ?? '').replace('分享：', '');
  const [poster] = await Promise.all([
    page.waitForEvent('download'),
    share.getByRole('button', { name: '下载二维码' }).click(),
  ]);
  assert.equal(poster.suggestedFilename(), `${name}-二维码.png`);
  const bytes = readFileSync(await poster.path());
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG');
  assert.ok(bytes.length > 5000, `a drawn poster, not an empty image (${bytes.length} bytes)`);
  await expectHidden(page.getByText('图片生成中...'), 'the overlay gone once saved');
});
