/**
 * An outside referral through to its result, in Chromium against the production build (issue
 * 30 §4): admin01 opens a visitor's chart, refers the visitor to a partner (危急), finds the
 * 转介待反馈 to-do in 待办, records the partner's answer on the chart, and the to-do is done; the
 * partner's 转介记录 shows the referral with its result.
 */
import type { Page } from 'playwright-core';
import {
  clientSideTo,
  e2eSuite,
  enterShell,
  expectHidden,
  expectText,
  expectVisible,
  SHOWN_PAGE,
  spaced,
} from './harness';
import { chooseInDialog, chooseOption } from './counsellingSteps';

const { e2eTest } = e2eSuite();

const MAIN_ORG = '星辰心理健康综合服务中心';

/** A page's tab in the bar of visited pages. */
const visitedTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: '已打开的页面' }).getByRole('link', { name, exact: true });

const dialog = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.getByText(title, { exact: true }) });

e2eTest(
  'admin01 refers a visitor to a partner from the chart; the to-do waits until the result is recorded',
  async ({ page }) => {
    await enterShell(page, 'admin01', 'Admin@123', { orgName: MAIN_ORG, to: '/consult/customers' });
    const shown = page.locator(SHOWN_PAGE);
    const first = shown.locator('.ant-table-tbody tr.ant-table-row').first();
    await expectVisible(first, 'a visitor on the books');
    const link = first.getByRole('link').first();
    const visitor = (await link.innerText()).trim();
    await link.click();
    await expectVisible(
      shown.getByRole('heading', { name: `来访者档案：${visitor}` }),
      'the chart',
    );

    await shown.getByRole('tab', { name: '外部转介' }).click();
    await shown.getByRole('button', { name: '发起转介' }).click();
    const form = dialog(page, `外部转介（${visitor}）`);
    await form.getByRole('button', { name: spaced('确定') }).click();
    await expectVisible(form.getByText('请选择转介机构'), 'the partner is asked for');
    await chooseInDialog(page, '转介机构');
    const partner = (
      await form.locator('.ant-select-content-has-value').first().innerText()
    ).trim();
    await form.getByRole('radio', { name: '危急' }).check();
    await form.getByLabel('转介原因').fill('自伤风险高，需精神科急诊评估');
    await form.getByLabel('转介摘要').fill('来访者近一周有自伤行为，PHQ-9 第 9 题 3 分。');
    await form.getByRole('button', { name: spaced('确定') }).click();
    await expectText(page, '转介已发起');
    await expectHidden(form, 'the referral dialog');
    const row = shown.locator('.ant-table-row').filter({ hasText: partner });
    await expectVisible(row.getByText('待反馈', { exact: true }), 'the referral waiting');
    await expectVisible(row.getByText('危急', { exact: true }), 'its urgency');

    // The creator's to-do, until the answer comes.
    await clientSideTo(page, '/consult/todos');
    const todos = page.locator(SHOWN_PAGE);
    await chooseOption(page, '待办类型', '转介待反馈');
    await todos.getByRole('button', { name: '查询', exact: true }).click();
    const todo = todos
      .locator('.ant-table-row')
      .filter({ hasText: `转介待反馈：${visitor}（${partner}，危急）` });
    await expectVisible(todo, 'the 转介待反馈 to-do');
    await expectVisible(todo.getByText(`${visitor}→${partner}`), 'the visitor and the partner');

    // Back on the chart (a kept tab), the partner's answer.
    await visitedTab(page, '来访者档案').click();
    await row.getByRole('button', { name: '记录结果' }).click();
    const result = dialog(page, `记录转介结果（${visitor} → ${partner}）`);
    await result.getByLabel('转介结果').fill('医院已接诊，收住院治疗两周');
    await result.getByRole('button', { name: spaced('确定') }).click();
    await expectText(page, '转介结果已记录');
    await expectVisible(row.getByText('已反馈', { exact: true }), 'the referral answered');
    await expectHidden(row.getByRole('button', { name: '记录结果' }), '记录结果 once answered');

    // The to-do is done: 待办's default view (待办 only) no longer shows it.
    await visitedTab(page, '待办').click();
    await expectHidden(todo, 'the to-do once the result is in');

    // The partner's page lists the referral with its result.
    await clientSideTo(page, '/partner/list');
    const partners = page.locator(SHOWN_PAGE);
    await partners.getByLabel('名称', { exact: true }).fill(partner);
    await partners.getByRole('button', { name: '查询', exact: true }).click();
    const partnerRow = partners.locator('.ant-table-row').filter({ hasText: partner }).first();
    await partnerRow.getByRole('button', { name: '转介记录' }).click();
    const drawer = dialog(page, `转介记录：${partner}`);
    const referral = drawer.locator('.ant-table-row').filter({ hasText: visitor });
    await expectVisible(referral.getByText('已反馈', { exact: true }), 'the answered referral');
    await referral.getByRole('button', { name: '展开行' }).click();
    await expectVisible(
      drawer.getByText('转介结果：医院已接诊，收住院治疗两周'),
      'the result under the row',
    );
  },
);
