/**
 * Informed consent before the first 完成咨询 (issue 30 §3), in Chromium against the production
 * build: admin01 registers a new visitor and books them with expert01; the visitor's chart shows
 * 未签署. expert01 accepts; the clock moves into the session; 完成咨询 first shows the consent text
 * in force and, once the counsellor confirms the visitor signed it, records a paper consent and
 * goes on to the case record. admin01's chart of the visitor then shows 已同意当前版本 and the
 * record: the version, 纸质签署，工作人员录入, the counsellor and the time.
 */
import type { Page } from 'playwright-core';
import {
  clientSideTo,
  SHOWN_PAGE,
  e2eSuite,
  enterShell,
  expectPath,
  expectText,
  expectVisible,
  login,
  spaced,
  logOut,
} from './harness';
import {
  SLOT,
  chooseFirstFreeSlot,
  chooseWayAndProblem,
  fillCaseRecord,
  openOptions,
  typeDate,
} from './counsellingSteps';

/** How far the story has moved the mock's clock; the browser's moves with it (requests are signed with its time). */
const clock = { offsetMs: 0 };
const { e2eTest } = e2eSuite({ now: () => Date.now() + clock.offsetMs });

const ADMIN = { account: 'admin01', password: 'Admin@123' };
const EXPERT = { account: 'expert01', password: 'Expert@123' };
const MAIN_ORG = '星辰心理健康综合服务中心';
const VISITOR = { name: '同意来访者', mobile: '13900005555' };

const dialog = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.getByText(title, { exact: true }) });

/** The chart's 知情同意 tab, in the page shown. */
async function consentTab(page: Page) {
  const shown = page.locator(SHOWN_PAGE);
  await shown.getByRole('tab', { name: '知情同意' }).click();
  return shown.getByRole('tabpanel', { name: '知情同意' });
}

e2eTest(
  'a new visitor’s first 完成咨询 asks for consent to the version in force, records it, and the chart shows it',
  async ({ page, context }) => {
    clock.offsetMs = 0;
    await context.clock.install();
    try {
      const expertLogin = await login(page, EXPERT.account, EXPERT.password);
      const expertName = expertLogin.data?.name ?? '';
      await expectPath(page, '/');
      await logOut(page, expertName);

      // admin01 registers the visitor in 新增订单 and books them with expert01.
      const { answer } = await enterShell(page, ADMIN.account, ADMIN.password, {
        orgName: MAIN_ORG,
        to: '/consult/orders/new',
      });
      const adminName = answer.data?.name ?? '';
      await expectVisible(page.getByRole('heading', { name: '新增订单' }), 'the page 新增订单');
      await page.getByRole('button', { name: '新建来访者' }).click();
      const customer = dialog(page, '新建来访者');
      await customer.getByLabel('姓名').fill(VISITOR.name);
      await customer.getByRole('radio', { name: '男' }).check();
      await typeDate(page, '出生日期', '1988-09-12');
      await customer.getByLabel('手机号').fill(VISITOR.mobile);
      const [saved] = await Promise.all([
        page.waitForResponse((response) => response.url().includes('/cusUser/save')),
        customer.getByRole('button', { name: spaced('确定') }).click(),
      ]);
      const { data: visitor } = (await saved.json()) as { data: { id: string } };
      await expectVisible(page.getByTitle(new RegExp(`^${VISITOR.name}（`)), 'the new visitor');
      await page.getByLabel('咨询师', { exact: true }).fill(expertName);
      await openOptions(page).filter({ hasText: expertName }).first().click();
      const free = await chooseFirstFreeSlot(
        page,
        Array.from({ length: 14 }, (_, index) => index + 1),
      );
      if (!free) throw new Error(`no free slot for ${expertName} in the booking window`);
      await chooseWayAndProblem(page);
      const [created] = await Promise.all([
        page.waitForResponse((response) => response.url().includes('/consult/create')),
        page.getByRole('button', { name: spaced('提交') }).click(),
      ]);
      const { data: order } = (await created.json()) as { data: { id: string; orderNo: string } };
      await expectText(page, '预约成功');

      // The chart: no consent yet, and the first session waits for one.
      await clientSideTo(page, `/consult/customers/${visitor.id}`);
      let panel = await consentTab(page);
      await expectVisible(panel.getByText('未签署', { exact: true }), '未签署 on the chart');
      await expectVisible(
        panel.getByText('首次咨询前须登记来访者对当前版本知情同意书的同意'),
        'the first session waiting for consent',
      );
      await logOut(page, adminName);

      // expert01 accepts at once (the accept timeout would decline it).
      await enterShell(page, EXPERT.account, EXPERT.password, {
        to: `/service/orders/${order.id}`,
      });
      await page.getByRole('button', { name: spaced('接单') }).click();
      await page
        .locator('.ant-popconfirm')
        .filter({ hasText: '确定接单吗？' })
        .getByRole('button', { name: spaced('确定') })
        .click();
      await expectText(page, '接单成功');
      await logOut(page, expertName);

      // Five minutes into the session, on the mock and in the browser alike.
      const start = SLOT.exec(free.slot)?.[1] ?? '';
      const sessionStart = Date.parse(`${free.date}T${start}:00+08:00`);
      clock.offsetMs = sessionStart + 5 * 60_000 - Date.now();
      await context.clock.setSystemTime(Date.now() + clock.offsetMs);

      await enterShell(page, EXPERT.account, EXPERT.password, {
        to: `/service/orders/${order.id}`,
      });
      await page.getByRole('button', { name: spaced('完成咨询') }).click();
      const consent = dialog(page, '知情同意');
      await expectVisible(
        consent.getByText(`${VISITOR.name}尚未同意当前版本的知情同意书，首次咨询完成前须登记`),
        'the consent asked for before the case record',
      );
      await expectVisible(
        consent.getByRole('region', { name: '知情同意书 v1' }).getByText(/一、保密原则/),
        'the consent text in force',
      );
      await consent.getByRole('button', { name: '来访者已签署，登记并继续' }).click();
      await expectText(page, '知情同意已登记');
      const completing = dialog(page, '完成咨询');
      await fillCaseRecord(completing, '低');
      await completing.getByRole('button', { name: spaced('提交') }).click();
      await expectText(page, '完成咨询成功');
      await logOut(page, expertName);

      // admin01 sees the consent on the chart: the version, how, who and when.
      await enterShell(page, ADMIN.account, ADMIN.password, {
        orgName: MAIN_ORG,
        to: `/consult/customers/${visitor.id}`,
      });
      panel = await consentTab(page);
      await expectVisible(panel.getByText('已同意当前版本', { exact: true }), '已同意当前版本');
      await expectVisible(
        panel
          .getByRole('row')
          .filter({ hasText: '纸质签署，工作人员录入' })
          .filter({ hasText: expertName })
          .filter({ hasText: 'v1' }),
        'the consent record of the counsellor',
      );
    } finally {
      clock.offsetMs = 0;
    }
  },
);
