/**
 * Manual order entry in two tabs of one browser session, against the production build: admin01
 * enters an order by hand for a new customer; the same slot, booked from a second tab while the
 * first form still offers it, is refused there with 该时段已被预约, the typed input kept, and
 * another slot books the order; both tabs land on their order's detail URL. Before that, the
 * half-typed form survives a switch to 工作台 and back by the visited tabs. (时段设置 is a page
 * test: schedule.test.tsx.)
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import {
  SLOT,
  chooseFirstFreeSlot,
  chooseWayAndProblem,
  openOptions,
  typeDate,
} from './counsellingSteps';
import {
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
function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog').filter({ has: page.getByText(title, { exact: true }) });
}

/** 新建来访者 in the entry form: the new customer becomes the chosen one. */
async function newCustomer(page: Page, name: string, mobile: string) {
  await page.getByRole('button', { name: '新建来访者' }).click();
  const modal = dialog(page, '新建来访者');
  await modal.getByLabel('姓名').fill(name);
  await modal.getByRole('radio', { name: '女' }).check();
  await typeDate(page, '出生日期', '1990-05-01');
  await modal.getByLabel('手机号').fill(mobile);
  await modal.getByRole('button', { name: spaced('确定') }).click();
  await expectVisible(page.getByTitle(new RegExp(`^${name}（`)), `the customer ${name} chosen`);
}

interface Slot {
  expert: string;
  date: string;
  slot: string;
}

/** Chooses the expert (the first one offered unless named), a day with free slots, the slot, a way and a problem type. */
async function fillBooking(page: Page, want?: Slot): Promise<Slot> {
  await page.getByLabel('咨询师', { exact: true }).click();
  const expertOption = want
    ? openOptions(page).filter({ hasText: want.expert }).first()
    : openOptions(page).first();
  await expectVisible(expertOption, 'an expert to choose');
  const expert = (await expertOption.getAttribute('title')) ?? '';
  await expertOption.click();
  let chosen: Slot | undefined;
  if (!want) {
    const free = await chooseFirstFreeSlot(page, [2, 3, 4, 5, 6, 7, 8]);
    if (free) chosen = { expert, ...free };
  }
  if (want) {
    await typeDate(page, '预约日期', want.date);
    await page.getByLabel('预约时段', { exact: true }).click();
    await openOptions(page).filter({ hasText: want.slot }).first().click();
    chosen = want;
  }
  if (!chosen) throw new Error(`no free slot for ${expert} in the next week`);
  await chooseWayAndProblem(page);
  return chosen;
}

/** The half-typed form survives a switch to 工作台 and back by the visited tabs: every field, the chosen slot. */
async function keptAcrossTabSwitch(page: Page, booked: Slot) {
  const tabs = page.getByRole('navigation', { name: '已打开的页面' });
  await tabs.getByRole('link', { name: '工作台' }).click();
  await expectPath(page, '/');
  await expectVisible(page.getByRole('heading', { level: 1, name: /^欢迎/ }), 'the workbench');
  await tabs.getByRole('link', { name: '新增订单' }).click();
  await expectPath(page, '/consult/orders/new');
  await expectVisible(page.getByLabel('问题描述'), 'the form shown again');
  assert.equal(await page.getByLabel('问题描述').inputValue(), '近期睡眠差，情绪低落');
  await expectVisible(page.getByTitle(/^浏览器来访者甲（/), 'the customer still chosen');
  await expectVisible(page.getByTitle(booked.slot, { exact: true }), 'the slot still chosen');
}

e2eTest(
  '新增订单: an order entered by hand; the same slot taken meanwhile is refused',
  async ({ page, context }) => {
    await enterShell(page, ADMIN.account, ADMIN.password, {
      orgName: MAIN_ORG,
      to: '/consult/orders/new',
    });
    await expectVisible(page.getByRole('heading', { name: '新增订单' }), 'the page 新增订单');
    await newCustomer(page, '浏览器来访者甲', '13900001111');
    const booked = await fillBooking(page);
    await page.getByLabel('问题描述').fill('近期睡眠差，情绪低落');
    await keptAcrossTabSwitch(page, booked);

    // A colleague books the same slot from another tab while this form still offers it.
    const other = await context.newPage();
    await other.goto('/consult/orders/new');
    await expectVisible(
      other.getByRole('heading', { name: '新增订单' }),
      'the page 新增订单 in the second tab',
    );
    await newCustomer(other, '浏览器来访者乙', '13900002222');
    await fillBooking(other, booked);
    await other.getByRole('button', { name: spaced('提交') }).click();
    await expectText(other, '预约成功');
    await eventually(() => {
      if (!/^\/consult\/orders\/\d+$/.test(new URL(other.url()).pathname))
        throw new Error(`the second tab is at ${other.url()}`);
    });

    await page.getByRole('button', { name: spaced('提交') }).click();
    await expectVisible(page.getByText('该时段已被预约').first(), 'the refusal 该时段已被预约');
    await expectVisible(page.getByLabel('问题描述'), 'the form kept');
    if ((await page.getByLabel('问题描述').inputValue()) !== '近期睡眠差，情绪低落')
      throw new Error('the typed description was lost');

    // Another slot of that day books the order.
    await page.getByLabel('预约时段', { exact: true }).click();
    const free = openOptions(page).filter({ hasText: SLOT });
    await expectVisible(free.first(), 'another free slot');
    if (await free.filter({ hasText: booked.slot }).count())
      throw new Error('the taken slot is still offered');
    await free.first().click();
    await page.getByRole('button', { name: spaced('提交') }).click();
    await expectText(page, '预约成功');
    await eventually(() => {
      if (!/^\/consult\/orders\/\d+$/.test(new URL(page.url()).pathname))
        throw new Error(`the page is at ${page.url()}`);
    });
  },
);
