/**
 * The counselling flow end to end in Chromium against the production build: admin01 enters an
 * order by hand for expert01 (cooperating with its organisation) in a free slot; expert01
 * accepts it on 我的订单 at once (the accept timeout would decline it); the clock moves into that
 * session (the slot rule books only slots still ahead, and 完成咨询 needs the session started);
 * expert01 records the new visitor's consent that the first session asks for, and completes it with a case record of risk level 高 (危机), giving the emergency contact
 * the order lacks; admin01 finds the 危机跟进 to-do and the 待办 badge one up, the contact noted
 * in the timeline, then plans and records a follow-up of the order on 回访记录.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  clientSideTo,
  e2eSuite,
  enterShell,
  eventually,
  expectPath,
  expectText,
  expectVisible,
  login,
  spaced,
  logOut,
} from './harness';
import {
  SLOT,
  badgeCount,
  chooseFirstFreeSlot,
  chooseInDialog,
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
const VISITOR = { name: '流程来访者', mobile: '13900003333' };
const CONTACT = { name: '流程联系人', relation: '配偶', mobile: '13900004444' };

const dialog = (page: Page, title: string | RegExp) =>
  page.getByRole('dialog').filter({ has: page.getByText(title, { exact: true }) });

/** The count on 待办 (06-01-08), its page open (so is the 06 menu); antd shows no badge for 0. */
async function todoBadge(page: Page): Promise<number> {
  const item = page
    .getByRole('menu', { name: '主菜单' })
    .getByRole('menuitem', { name: /^待办/ })
    .first();
  await expectVisible(item, 'the 待办 menu entry');
  const count = item.locator('.ant-badge-count');
  return (await count.count()) > 0 ? Number(await count.first().getAttribute('title')) : 0;
}

/**
 * The first free slot of the expert in the booking window (tomorrow to 14 days ahead). The seed
 * books expert01 up for most of it: its first free day may be the window's last.
 */
async function bookFirstFreeSlot(page: Page, expertName: string) {
  // The expert list is searched on the server, a page at a time: type the name.
  await page.getByLabel('咨询师', { exact: true }).fill(expertName);
  await openOptions(page).filter({ hasText: expertName }).first().click();
  const free = await chooseFirstFreeSlot(
    page,
    Array.from({ length: 14 }, (_, index) => index + 1),
  );
  if (free) return { date: free.date, start: SLOT.exec(free.slot)?.[1] ?? '' };
  throw new Error(`no free slot for ${expertName} in the booking window`);
}

e2eTest(
  'an order entered by hand, accepted and completed as 危机 by expert01, followed up by admin01',
  async ({ page, context }) => {
    clock.offsetMs = 0;
    await context.clock.install();
    try {
      // expert01 cooperates with admin01's organisation in the seed: its name is all we need here.
      const expertLogin = await login(page, EXPERT.account, EXPERT.password);
      const expertName = expertLogin.data?.name ?? '';
      await expectPath(page, '/');
      await logOut(page, expertName);

      // The crisis to-dos admin01's 待办 lists, on its badge once the menu's counts are in.
      const { answer } = await enterShell(page, ADMIN.account, ADMIN.password, {
        orgName: MAIN_ORG,
        to: '/consult/todos',
      });
      const adminName = answer.data?.name ?? '';
      await eventually(async () =>
        assert.ok((await badgeCount(page, '咨询订单')) > 0, 'menu 06 shows its count'),
      );
      const crisisBefore = await todoBadge(page);
      await clientSideTo(page, '/consult/orders/new');
      await expectVisible(page.getByRole('heading', { name: '新增订单' }), 'the page 新增订单');
      await page.getByRole('button', { name: '新建来访者' }).click();
      const customer = dialog(page, '新建来访者');
      await customer.getByLabel('姓名').fill(VISITOR.name);
      await customer.getByRole('radio', { name: '女' }).check();
      await typeDate(page, '出生日期', '1990-05-01');
      await customer.getByLabel('手机号').fill(VISITOR.mobile);
      await customer.getByRole('button', { name: spaced('确定') }).click();
      await expectVisible(page.getByTitle(new RegExp(`^${VISITOR.name}（`)), 'the new customer');
      const slot = await bookFirstFreeSlot(page, expertName);
      await chooseWayAndProblem(page);
      const [created] = await Promise.all([
        page.waitForResponse((response) => response.url().includes('/consult/create')),
        page.getByRole('button', { name: spaced('提交') }).click(),
      ]);
      const { data: order } = (await created.json()) as { data: { id: string; orderNo: string } };
      await expectText(page, '预约成功');
      await expectPath(page, `/consult/orders/${order.id}`);
      await logOut(page, adminName);

      // expert01 accepts at once: a 待接单 order is declined by the system after acceptTimeoutMin.
      await enterShell(page, EXPERT.account, EXPERT.password, { to: '/service/orders' });
      await page.getByRole('search').getByLabel('订单号').fill(order.orderNo);
      await page.getByRole('search').getByRole('button', { name: '查询' }).click();
      const row = page.getByRole('row').filter({ hasText: order.orderNo });
      await row.getByRole('button', { name: spaced('查看') }).click();
      await expectPath(page, `/service/orders/${order.id}`);
      await page.getByRole('button', { name: spaced('接单') }).click();
      await page
        .locator('.ant-popconfirm')
        .filter({ hasText: '确定接单吗？' })
        .getByRole('button', { name: spaced('确定') })
        .click();
      await expectText(page, '接单成功');
      await logOut(page, expertName);

      // Five minutes into the session, on the mock and in the browser alike.
      const sessionStart = Date.parse(`${slot.date}T${slot.start}:00+08:00`);
      clock.offsetMs = sessionStart + 5 * 60_000 - Date.now();
      await context.clock.setSystemTime(Date.now() + clock.offsetMs);

      await enterShell(page, EXPERT.account, EXPERT.password, {
        to: `/service/orders/${order.id}`,
      });
      await page.getByRole('button', { name: spaced('完成咨询') }).click();
      // A new visitor's first session: the consent in force first (e2e/consent.e2e.ts tells it).
      await dialog(page, '知情同意')
        .getByRole('button', { name: '来访者已签署，登记并继续' })
        .click();
      await expectText(page, '知情同意已登记');
      const completing = dialog(page, '完成咨询');
      await fillCaseRecord(completing, '高');
      // A crisis case needs an emergency contact, and the order was entered without one.
      await expectVisible(
        completing.getByRole('alert').filter({ hasText: '危机个案须登记紧急联系人' }),
        'the crisis case asking for its emergency contact',
      );
      await completing.getByLabel('紧急联系人', { exact: true }).fill(CONTACT.name);
      await completing.getByLabel('与来访者关系', { exact: true }).fill(CONTACT.relation);
      await completing.getByLabel('紧急联系人手机号', { exact: true }).fill(CONTACT.mobile);
      await completing.getByRole('button', { name: spaced('提交') }).click();
      await expectText(page, '完成咨询成功');
      await logOut(page, expertName);

      await enterShell(page, ADMIN.account, ADMIN.password, {
        orgName: MAIN_ORG,
        to: '/consult/todos',
      });
      // Its 危机跟进 to-do is one more on 待办's badge (the clock's jump declined the seed's
      // 待接单 orders, so menu 06's total is no longer comparable).
      await eventually(async () => assert.equal(await todoBadge(page), crisisBefore + 1));
      await expectVisible(
        page.getByRole('row').filter({ hasText: `危机跟进：${VISITOR.name}（${order.orderNo}）` }),
        'the 危机跟进 to-do of the order',
      );

      await clientSideTo(page, `/consult/orders/${order.id}`);
      await expectText(page, '危机个案：请尽快跟进，必要时联系紧急联系人');
      // Who the contact is, on the 完成咨询 line of 操作记录 (with its time and author).
      await expectVisible(
        page.getByText(`登记紧急联系人：${CONTACT.name}（${CONTACT.relation}）`),
        'the emergency contact noted in 操作记录',
      );
      await page.getByRole('button', { name: '安排回访' }).click();
      await dialog(page, `安排回访（${order.orderNo}）`)
        .getByRole('button', { name: spaced('确定') })
        .click();
      await expectText(page, '回访已安排');

      await clientSideTo(page, '/consult/follow-up');
      await page.getByRole('search').getByLabel('来访者').fill(VISITOR.name);
      await page.getByRole('search').getByRole('button', { name: '查询' }).click();
      const followUp = page.getByRole('row').filter({ hasText: order.orderNo }).first();
      await followUp.getByRole('button', { name: '记录回访' }).click();
      await page.getByRole('dialog').getByLabel('回访内容').fill('来访者情绪趋稳，已约下次咨询');
      await chooseInDialog(page, '回访结果', '稳定');
      await chooseInDialog(page, '后续处理', '再次咨询');
      await page
        .getByRole('dialog')
        .getByRole('button', { name: spaced('确定') })
        .click();
      await expectText(page, '回访已记录');
      await expectVisible(
        page.getByRole('row').filter({ hasText: order.orderNo }).filter({ hasText: '已回访' }),
        'the follow-up recorded',
      );
    } finally {
      clock.offsetMs = 0;
    }
  },
);
