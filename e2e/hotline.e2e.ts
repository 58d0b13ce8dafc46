/**
 * Hotline in Chromium against the production build: admin01 records a crisis call, sees the
 * 危机跟进 to-do and the menu 06 badge grow, closes the to-do (the badge drops back), and
 * plans and records a follow-up of the call.
 */
import assert from 'node:assert/strict';
import { badgeCount, chooseInDialog, chooseOption } from './counsellingSteps';
import {
  clientSideTo,
  e2eSuite,
  enterShell,
  eventually,
  expectText,
  expectVisible,
  SHOWN_PAGE,
} from './harness';

const { e2eTest } = e2eSuite();

e2eTest(
  'a crisis call raises the 危机跟进 to-do and the 06 badge; closing it drops the badge; a follow-up is recorded',
  async ({ page }) => {
    await enterShell(page, 'admin01', 'Admin@123', {
      orgName: '星辰心理健康综合服务中心',
      to: '/consult/hotline',
    });
    await expectVisible(page.getByText(/共\d+条数据/), 'the hotline calls');
    let before = 0;
    await eventually(async () => {
      before = await badgeCount(page, '咨询订单');
      assert.ok(before > 0, 'menu 06 shows its pending count');
    });

    await page.getByRole('button', { name: '登记来电' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('来电号码').fill('13612345678');
    await chooseInDialog(page, '接线员');
    await dialog.getByLabel('通话摘要').fill('来电者表达强烈轻生念头，已稳定情绪并联系家属');
    await dialog.getByLabel('自杀意念').fill('8');
    await expectText(page, '危机来电：保存后将生成危机跟进待办，并短信通知危机联系人');
    // a crisis call asks for its emergency contact in the same form (issue 27 point 7)
    await dialog.getByLabel('紧急联系人', { exact: true }).fill('林秀英');
    await dialog.getByLabel('与来访者关系', { exact: true }).fill('母亲');
    await dialog.getByLabel('紧急联系人手机号', { exact: true }).fill('13812345678');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await expectText(page, '保存成功');
    await eventually(async () => assert.equal(await badgeCount(page, '咨询订单'), before + 1));

    // 来电号码 is not among the list's default columns: the filter finds the call by it.
    const filters = page.getByRole('search');
    await filters.getByLabel('工单号/来电号码').fill('13612345678');
    await filters.getByRole('button', { name: '查询' }).click();
    await expectVisible(page.getByText('共1条数据'), 'the new call alone');
    const newCall = page.locator(`${SHOWN_PAGE} .ant-table-tbody tr.ant-table-row`).first();
    await expectVisible(newCall.getByText('危机'), 'the crisis tag of the new call');
    const hotlineNo = (await newCall.getByRole('link').first().innerText()).trim();
    assert.match(hotlineNo, /^RX\d{14}$/);

    await newCall.getByRole('button', { name: '安排回访' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await expectText(page, '回访已安排');

    // Opened in the app: the hotline list stays in the DOM, hidden, so text is looked for in the
    // page shown.
    await clientSideTo(page, '/consult/todos');
    await expectVisible(page.locator(SHOWN_PAGE).getByText(/共\d+条数据/), 'the to-dos');
    // The clock's order to-dos (待接单, 待确认) fill the first page: ask for the crisis ones.
    await chooseOption(page, '待办类型', '危机跟进');
    await page.getByRole('button', { name: /查\s?询/ }).click();
    const todo = page
      .getByRole('row')
      .filter({ hasText: `危机跟进：热线来电（${hotlineNo}）` })
      .first();
    await expectVisible(todo, 'the 危机跟进 to-do of the call');
    await todo.getByRole('button', { name: '关闭' }).click();
    await page.getByRole('dialog').getByLabel('关闭原因').fill('已联系家属陪同就医');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await expectText(page, '关闭成功');
    await eventually(async () => assert.equal(await badgeCount(page, '咨询订单'), before));

    await clientSideTo(page, '/consult/follow-up');
    const followUpPage = page.locator(SHOWN_PAGE);
    await expectVisible(followUpPage.getByText(/共\d+条数据/), 'the follow-ups');
    await followUpPage.getByLabel('单号').fill(hotlineNo);
    await followUpPage.getByRole('button', { name: /查\s?询/ }).click();
    await expectVisible(followUpPage.getByText('共1条数据'), 'the follow-up of the call alone');
    const followUp = page.getByRole('row').filter({ hasText: hotlineNo }).first();
    await expectVisible(followUp, 'the planned follow-up of the call');
    await followUp.getByRole('button', { name: '记录回访' }).click();
    await page
      .getByRole('dialog')
      .getByLabel('回访内容')
      .fill('来电者情绪平稳，已在家属陪同下就医');
    await chooseInDialog(page, '回访结果', '稳定');
    await chooseInDialog(page, '后续处理', '再次咨询');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await expectText(page, '回访已记录');
    await expectVisible(
      page.getByRole('row').filter({ hasText: hotlineNo }).filter({ hasText: '已回访' }).first(),
      'the follow-up recorded',
    );
  },
);
