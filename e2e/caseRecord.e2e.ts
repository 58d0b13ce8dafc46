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
import { e2eSuite, enterShell, expectText, expectVisible, spaced, logOut } from './harness';
import { chooseFirstFreeSlot, chooseInDialog, cstDay, openFirstOrder } from './counsellingSteps';

const { e2eTest } = e2eSuite();

const ADMIN = { account: 'admin01', password: 'Admin@123' };
const OPERATOR = { account: 'operator01', password: 'Oper@1234' };
const EXPERT = { account: 'expert01', password: 'Expert@123' };
const MAIN_ORG = '星辰心理健康综合服务中心';
const HIDDEN = '该订单已有个案记录，仅记录人、机构管理员及有个案查看权限的人员可查看';

const dialog = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.getByText(title, { exact: true }) });

e2eTest(
  'admin01 reads a record and its PDF; operator01 without 个案查看 cannot; 查看记录 names who did',
  async ({ page }) => {
    const { answer } = await enterShell(page, ADMIN.account, ADMIN.password, { orgName: MAIN_ORG });
    const adminName = answer.data?.name ?? '';
    // Not a breach: a breach has no case record, and whether the newest 已完成 order is one
    // depends on the day the seed is dated around.
    const { orderNo } = await openFirstOrder(page, {
      tab: /^已完成/,
      range: [cstDay(-30), cstDay(-1)],
      breach: '否',
    });
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
    const { id: orderId } = await openFirstOrder(page, {
      tab: /^待咨询/,
      range: [cstDay(-14), cstDay(-1)],
      expert: '陈思远',
    });
    const orderPath = new URL(page.url()).pathname;
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
