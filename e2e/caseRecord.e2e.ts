/**
 * Case records in Chromium against the production build, across accounts: on admin01's
 * organisation, admin01 opens a completed order's record and downloads its PDF (real
 * Chinese text), operator01 (no 个案查看) sees that a record exists but cannot read it, and the
 * order's 查看记录 names admin01. A draft stays its author's: after 转介 admin01 sees that expert01
 * holds one, never its text.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { pdfText } from '../mock/core/pdf/pdfText';
import { SHOWN_PAGE, e2eSuite, enterShell, expectPath, expectText, expectVisible } from './harness';
import { chooseFirstFreeSlot, chooseInDialog, chooseOption, cstDay } from './counsellingSteps';

const { e2eTest } = e2eSuite();

const ADMIN = { account: 'admin01', password: 'Admin@123' };
const OPERATOR = { account: 'operator01', password: 'Oper@1234' };
const EXPERT = { account: 'expert01', password: 'Expert@123' };
const MAIN_ORG = '星辰心理健康综合服务中心';
const HIDDEN = '该订单已有个案记录，仅记录人、机构管理员及有个案查看权限的人员可查看';
const spaced = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

const dialog = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.getByText(title, { exact: true }) });

async function logOut(page: Page, userName: string) {
  await page.getByRole('button', { name: userName }).click();
  // Logging out reloads the page: wait for that load before the next step.
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('menuitem', { name: '退出登录' }).click(),
  ]);
  await expectPath(page, '/login');
}

/**
 * Opens the first order of the list's tab whose session date is in [from, to], and of that
 * 是否爽约 and 咨询师 when given; returns its number.
 */
async function openFirst(
  page: Page,
  list: string,
  tab: RegExp,
  [from, to]: [string, string],
  breach?: '是' | '否',
  expert?: string,
) {
  await page.goto(list);
  await page.getByRole('tab', { name: tab }).click();
  const search = page.getByRole('search');
  // 是否爽约 and 咨询师 are among the list's folded filters.
  if (breach || expert) await search.getByRole('button', { name: '展开' }).click();
  if (breach) await chooseOption(page, '是否爽约', breach);
  if (expert) {
    // The counsellor select searches by name: typed, so the one wanted is among the options shown.
    await page.getByRole('combobox', { name: '咨询师', exact: true }).pressSequentially(expert);
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle(expert, { exact: true })
      .click();
  }
  const range = search.locator('.ant-form-item').filter({ hasText: '预约日期' });
  await range.getByPlaceholder('开始日期').click();
  await range.getByPlaceholder('开始日期').fill(from);
  await range.getByPlaceholder('结束日期').fill(to);
  // The rows of this query, not the tab's still shown while it loads (a CI run opened another
  // order than the one it had read). Awaited from before Enter, which may search already: then
  // 查询 asks nothing new, and a wait begun at 查询 saw no answer (a CI run's retry).
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/consult/page?') && response.url().includes('appointStart='),
  );
  await range.getByPlaceholder('结束日期').press('Enter');
  await search.getByRole('button', { name: '查询', exact: true }).click();
  // The answer's first order, found by its number: the rows before it can still be on screen
  // after the answer came and the spinner went (a CI run read one order and opened another).
  const answer = (await (await answered).json()) as { data: { rows: { orderNo: string }[] } };
  const orderNo = answer.data.rows[0]?.orderNo;
  assert.ok(orderNo, `an order in ${from} – ${to}`);
  const row = page.locator(`${SHOWN_PAGE} .ant-table-tbody tr.ant-table-row`, {
    hasText: orderNo,
  });
  await row.getByRole('button', { name: spaced('查看') }).click();
  await expectText(page, orderNo);
  return orderNo;
}

e2eTest(
  'admin01 reads a record and its PDF; operator01 without 个案查看 cannot; 查看记录 names who did',
  async ({ page }) => {
    const { answer } = await enterShell(page, ADMIN.account, ADMIN.password, { orgName: MAIN_ORG });
    const adminName = answer.data?.name ?? '';
    // Not a breach: a breach has no case record, and whether the newest 已完成 order is one
    // depends on the day the seed is dated around.
    const orderNo = await openFirst(
      page,
      '/consult/orders',
      /^已完成/,
      [cstDay(-30), cstDay(-1)],
      '否',
    );
    await page.getByRole('button', { name: '查看个案' }).click();
    const record = dialog(page, '个案记录');
    await expectVisible(record.getByText('风险评估', { exact: true }), 'the 风险评估 group');
    await record.getByRole('button', { name: '关闭' }).click();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载PDF' }).click(),
    ]);
    assert.match(download.suggestedFilename(), new RegExp(`^${orderNo}-.+-个案记录\\.pdf$`));
    const text = pdfText(readFileSync(await download.path())).join('\n');
    assert.ok(text.includes(`订单号：${orderNo}`), 'the PDF names the order');
    assert.ok(text.includes('风险评估'), 'the PDF holds the 风险评估 group in Chinese');
    const detailPath = new URL(page.url()).pathname;

    await logOut(page, adminName);
    const operator = await enterShell(page, OPERATOR.account, OPERATOR.password, {
      to: detailPath,
    });
    await expectText(page, orderNo);
    await expectText(page, HIDDEN);
    assert.equal(await page.getByRole('button', { name: '查看个案' }).count(), 0);
    // the case record's 查看记录 (operator01 holds 督导: the supervision card's own is 督导记录查看记录)
    assert.equal(await page.getByRole('button', { name: '查看记录', exact: true }).count(), 0);
    assert.equal(
      await page.getByText('风险等级').count(),
      0,
      'no content of the record on the page',
    );

    await logOut(page, operator.answer.data?.name ?? '');
    await enterShell(page, ADMIN.account, ADMIN.password, { orgName: MAIN_ORG, to: detailPath });
    await page.getByRole('button', { name: '查看记录', exact: true }).click();
    const views = dialog(page, '查看记录');
    await expectVisible(
      views.getByRole('row').filter({ hasText: 'admin01' }).filter({ hasText: '下载PDF' }),
      'the PDF download by admin01',
    );
    await expectVisible(
      views.getByRole('row').filter({ hasText: 'admin01' }).filter({ hasText: '查看' }).first(),
      'the view by admin01',
    );
    assert.equal(await views.getByRole('row').filter({ hasText: 'operator01' }).count(), 0);
  },
);

e2eTest(
  'expert01’s draft stays expert01’s after 转介: admin01 sees that it exists, never its text',
  async ({ page }) => {
    const secret = '来访者自述有自伤念头';
    const heldLine = /^陈思远有未提交的个案记录草稿（保存于 [\d-]+ [\d:]+），内容仅本人可见$/;
    const admin = await enterShell(page, ADMIN.account, ADMIN.password, { orgName: MAIN_ORG });
    const adminName = admin.answer.data?.name ?? '';
    await openFirst(
      page,
      '/consult/orders',
      /^待咨询/,
      [cstDay(-14), cstDay(-1)],
      undefined,
      '陈思远',
    );
    const orderPath = new URL(page.url()).pathname;
    const orderId = orderPath.split('/').at(-1) ?? '';
    await logOut(page, adminName);

    const expert = (
      await enterShell(page, EXPERT.account, EXPERT.password, { to: `/service/orders/${orderId}` })
    ).answer;
    await page.getByRole('button', { name: spaced('完成咨询') }).click();
    const paper = dialog(page, '完成咨询');
    const complaint = paper.getByRole('textbox', { name: /来访者主诉/ });
    await complaint.fill(secret);
    await complaint.press('Tab');
    await expectVisible(paper.getByText(/^草稿已保存于/), 'the draft saved on the server');
    await paper.getByRole('button', { name: '关闭' }).click();
    await logOut(page, expert.data?.name ?? '');

    await enterShell(page, ADMIN.account, ADMIN.password, { orgName: MAIN_ORG, to: orderPath });
    await expectVisible(page.getByText(heldLine), 'the line saying expert01 holds a draft');
    await page.getByRole('button', { name: spaced('转介') }).click();
    const referring = dialog(page, '转介');
    await chooseInDialog(page, '转介咨询师');
    const slot = await chooseFirstFreeSlot(page, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    assert.ok(slot, 'the new counsellor has a free slot within two weeks');
    await referring.getByLabel('转介原因').fill('来访者需要擅长青少年的咨询师');
    await referring.getByRole('button', { name: spaced('确定') }).click();
    await expectText(page, '转介成功');
    await expectVisible(page.getByText(heldLine), 'expert01’s draft, still only said to exist');
    assert.equal(await page.getByText(secret).count(), 0, 'the draft’s text is nowhere');
  },
);
