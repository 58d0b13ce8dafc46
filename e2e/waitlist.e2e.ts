/**
 * The waiting list (候补, decision 0018) in Chromium against the production build: a visitor who
 * found no slot joins 候补名单 for a counsellor; another visitor's booking with that counsellor is
 * cancelled, and the freed slot is held for the waiting visitor (已保留时段, until when); 转为订单
 * books it in one step, and the list shows the entry booked with its order. (The list's filters,
 * its form checks and the read-only list without the button codes are page tests:
 * src/features/waitlist/waitlist.test.tsx; priority order and the hold passing on are mock
 * tests: mock/waitlist/waitlist.test.ts.)
 */
import type { Locator, Page } from 'playwright-core';
import {
  SLOT,
  chooseFirstFreeSlot,
  chooseWayAndProblem,
  openOptions,
  typeDate,
} from './counsellingSteps';
import {
  clientSideTo,
  SHOWN_PAGE,
  e2eSuite,
  enterShell,
  eventually,
  expectPath,
  expectText,
  expectVisible,
  spaced,
} from './harness';

const { e2eTest } = e2eSuite();
const ADMIN = { account: 'admin01', password: 'Admin@123' };
const MAIN_ORG = '星辰心理健康综合服务中心';
const dialog = (page: Page, title: string): Locator =>
  page.getByRole('dialog').filter({ has: page.getByText(title, { exact: true }) });

/** 新建来访者 in the entry form: the new customer is stored and becomes the chosen one. */
async function newCustomer(page: Page, name: string, mobile: string) {
  await page.getByRole('button', { name: '新建来访者' }).click();
  const modal = dialog(page, '新建来访者');
  await modal.getByLabel('姓名').fill(name);
  await modal.getByRole('radio', { name: '女' }).check();
  await typeDate(page, '出生日期', '1988-03-12');
  await modal.getByLabel('手机号').fill(mobile);
  await modal.getByRole('button', { name: spaced('确定') }).click();
  await expectVisible(page.getByTitle(new RegExp(`^${name}（`)), `the customer ${name} chosen`);
}

e2eTest(
  '候补: a cancellation offers the slot to the waiting visitor, held, and 转为订单 books it',
  async ({ page }) => {
    // The waiting visitor is added first (and left without a booking); then another books a slot.
    await enterShell(page, ADMIN.account, ADMIN.password, {
      orgName: MAIN_ORG,
      to: '/consult/orders/new',
    });
    await expectVisible(page.getByRole('heading', { name: '新增订单' }), 'the page 新增订单');
    await newCustomer(page, '候补来访者乙', '13900003333');
    await newCustomer(page, '占位来访者甲', '13900004444');
    await page.getByLabel('咨询师', { exact: true }).click();
    const expertOption = openOptions(page).first();
    await expectVisible(expertOption, 'an expert to choose');
    const expert = (await expertOption.getAttribute('title')) ?? '';
    await expertOption.click();
    const booked = await chooseFirstFreeSlot(page, [2, 3, 4, 5, 6, 7, 8]);
    if (!booked) throw new Error(`no free slot for ${expert} in the next week`);
    await chooseWayAndProblem(page);
    await page.getByRole('button', { name: spaced('提交') }).click();
    await expectText(page, '预约成功');
    let orderPath = '';
    await eventually(() => {
      orderPath = new URL(page.url()).pathname;
      if (!/^\/consult\/orders\/\d+$/.test(orderPath)) throw new Error(`at ${page.url()}`);
    });

    // No slot suits 候补来访者乙: staff add them to the waiting list for that counsellor, crisis first.
    await clientSideTo(page, '/consult/waitlist');
    const list = page.locator(SHOWN_PAGE);
    await expectVisible(list.getByRole('heading', { name: '候补名单' }), 'the page 候补名单');
    await list.getByRole('button', { name: '加入候补' }).click();
    const join = dialog(page, '加入候补');
    const visitor = join.getByRole('combobox', { name: '来访者' });
    await visitor.click();
    await visitor.fill('候补来访者乙');
    await page.getByTitle(/^候补来访者乙（/).click();
    const experts = join.getByRole('combobox', { name: '想约咨询师' });
    await experts.click();
    await experts.fill(expert);
    await openOptions(page).filter({ hasText: expert }).first().click();
    await page.keyboard.press('Escape');
    for (const way of ['电话咨询', '在线语音', '在线视频', '面对面咨询'])
      await join.getByRole('checkbox', { name: way }).check();
    await join.getByRole('radio', { name: '危机' }).check();
    await join.getByRole('button', { name: spaced('确定') }).click();
    await expectText(page, '已加入候补');
    const row = list.getByRole('row').filter({ hasText: '候补来访者乙' });
    await expectVisible(row.getByText('候补中'), 'the visitor waiting');

    // The other visitor's booking is cancelled: the slot is held for the waiting visitor.
    await page.goto(orderPath);
    const detail = page.locator(SHOWN_PAGE);
    await detail.getByRole('button', { name: spaced('取消订单') }).click();
    const cancel = dialog(page, '取消订单');
    await cancel.getByLabel('取消原因').fill('来访者临时出差');
    await cancel.getByRole('button', { name: spaced('确定') }).click();
    await expectText(page, '取消订单成功');

    await page.goto('/consult/waitlist');
    await expectPath(page, '/consult/waitlist');
    const start = SLOT.exec(booked.slot)?.[1] ?? '';
    await expectVisible(row.getByText('已保留时段'), 'the slot held for the visitor');
    await expectVisible(
      row.getByText(new RegExp(`^${booked.date} ${start}-`)),
      `the held slot ${booked.date} ${start}`,
    );
    await expectVisible(
      row.getByText(new RegExp(`^${expert}，保留至\\d\\d:\\d\\d$`)),
      'held until when',
    );

    // 转为订单 books it in one step.
    await row.getByRole('button', { name: '转为订单' }).click();
    const confirm = dialog(page, '转为订单');
    await expectVisible(
      confirm.getByText(new RegExp(`^为候补来访者乙预约${booked.date} ${start}-`)),
      'what is booked',
    );
    await confirm.getByRole('button', { name: '转为订单' }).click();
    await expectVisible(page.getByText(/^已转为订单ZX\d+$/), 'the booking toast');
    await expectVisible(row.getByText('已转订单'), 'the entry booked');
    await expectVisible(row.getByText(/^订单ZX\d+$/), 'its order');
  },
);
