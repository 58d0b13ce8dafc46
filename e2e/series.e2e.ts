/**
 * 周期预约 (issue 31 §1) against the production build: admin01 widens the booking window
 * (订单设置), books a weekly series of 6 for a new customer from 新增订单, seeing every date with
 * its state and moving one date to another day before saving; then cancels 本次及之后 from the
 * third session, which leaves the first two booked.
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
  SHOWN_PAGE,
  clientSideTo,
  e2eSuite,
  enterShell,
  eventually,
  expectText,
  expectVisible,
  spaced,
} from './harness';

const { e2eTest } = e2eSuite();
const ADMIN = { account: 'admin01', password: 'Admin@123' };
const MAIN_ORG = '星辰心理健康综合服务中心';
const VISITOR = '浏览器周期来访者';
const shown = (page: Page) => page.locator(SHOWN_PAGE);
const dialog = (page: Page, title: string | RegExp): Locator =>
  page.getByRole('dialog').filter({ has: page.getByText(title) });

/** On 订单设置 (shown): 可预约范围 60 天, so six weekly sessions fall in the booking window. */
async function widenWindow(page: Page) {
  const days = shown(page).getByLabel(/^可预约范围/);
  await expectVisible(days, '可预约范围');
  await days.fill('60');
  await shown(page)
    .getByRole('button', { name: spaced('保存') })
    .click();
  await expectText(page, '保存成功');
}

async function newCustomer(page: Page) {
  await shown(page).getByRole('button', { name: '新建来访者' }).click();
  const modal = dialog(page, '新建来访者');
  await modal.getByLabel('姓名').fill(VISITOR);
  await modal.getByRole('radio', { name: '女' }).check();
  await typeDate(page, '出生日期', '1990-05-01');
  await modal.getByLabel('手机号').fill('13900003333');
  await modal.getByRole('button', { name: spaced('确定') }).click();
  await expectVisible(page.getByTitle(new RegExp(`^${VISITOR}（`)), 'the new customer chosen');
}

/** The date a preview row shows first (YYYY-MM-DD). */
async function rowDate(row: Locator): Promise<string> {
  const text = (await row.getByRole('cell').nth(1).innerText()).trim();
  return text.slice(0, 10);
}

const nextDay = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Moves the preview row to the first later day (1–6 days on) that offers a free slot; answers
 * the day and slot it moved to.
 */
async function moveRow(page: Page, row: Locator, index: number) {
  const from = await rowDate(row);
  await row.getByRole('button', { name: `改期第 ${index} 次` }).click();
  const modal = dialog(page, new RegExp(`^改期第 ${index} 次`));
  await expectVisible(modal, 'the move dialog');
  for (let ahead = 1; ahead <= 6; ahead += 1) {
    const date = nextDay(from, ahead);
    await typeDate(page, '改至日期', date);
    await modal.getByRole('combobox', { name: '改至时段' }).click();
    const first = await eventually(async () => {
      if (await page.getByText('该日无可预约时段').filter({ visible: true }).count()) return null;
      const option = openOptions(page).filter({ hasText: SLOT }).first();
      if (!(await option.isVisible())) throw new Error('slots not loaded yet');
      return option;
    });
    if (first) {
      const slot = (await first.getAttribute('title')) ?? '';
      await first.click();
      await modal.getByRole('button', { name: spaced('确定') }).click();
      return { date, slot };
    }
    await page.keyboard.press('Escape');
  }
  throw new Error(`no free slot in the six days after ${from}`);
}

e2eTest(
  '周期预约: a weekly series of 6 with one date moved; cancel 本次及之后',
  async ({ page }) => {
    await enterShell(page, ADMIN.account, ADMIN.password, {
      orgName: MAIN_ORG,
      to: '/consult/config',
    });
    await widenWindow(page);

    await clientSideTo(page, '/consult/orders/new');
    await expectVisible(shown(page).getByRole('heading', { name: '新增订单' }), '新增订单');
    await newCustomer(page);
    await shown(page).getByRole('switch', { name: '周期预约' }).click();
    await page.getByLabel('咨询师', { exact: true }).click();
    await openOptions(page).first().click();
    const first = await chooseFirstFreeSlot(page, [2, 3, 4, 5, 6, 7, 8]);
    assert.ok(first, 'a free first slot in the coming week');
    await chooseWayAndProblem(page);

    // Every date with its state (次数 is 6 unless changed).
    const table = shown(page).getByRole('table', { name: '周期预约日期' });
    const rows = table.locator('tbody tr.ant-table-row');
    await eventually(async () => assert.equal(await rows.count(), 6));
    const states = await eventually(async () => {
      const texts = (await rows.locator('td:nth-child(4)').allInnerTexts()).map((s) => s.trim());
      assert.equal(texts.length, 6);
      return texts;
    });
    // The first failing date is moved; when all six are free, the last one is.
    const failing = states.findIndex((state) => state !== '可预约');
    const moved = failing >= 0 ? failing : 5;
    const skipped = states.filter((state, i) => state !== '可预约' && i !== moved).length;
    const target = await moveRow(page, rows.nth(moved), moved + 1);
    await expectVisible(rows.nth(moved).getByText('已改期'), 'the moved date marked 已改期');
    await expectVisible(
      rows.nth(moved).getByText(`改至 ${target.date}`, { exact: false }),
      'the new date shown',
    );

    const kept = 6 - skipped;
    await shown(page)
      .getByRole('button', { name: `提交（预约 ${kept} 次）` })
      .click();
    await expectText(page, `已预约${kept}次`);
    await expectVisible(shown(page).getByText(`第 1/${kept} 次`), 'the first session 第 1/N 次');

    // The list says which session each order is; the third one is cancelled with those after it.
    await clientSideTo(page, `/consult/orders?visitor=${encodeURIComponent(VISITOR)}`);
    const third = shown(page)
      .locator('tbody tr.ant-table-row')
      .filter({ hasText: `第 3/${kept} 次` });
    await expectVisible(third, 'the third session in the list');
    await third.getByRole('button', { name: spaced('查看') }).click();
    await expectVisible(shown(page).getByText(`第 3/${kept} 次`), 'the third session');
    await shown(page)
      .getByRole('button', { name: spaced('取消订单') })
      .click();
    const cancel = dialog(page, '取消订单范围');
    await cancel.getByRole('radio', { name: '本次及之后' }).check();
    await cancel.getByLabel('取消原因').fill('来访者结束本阶段咨询');
    await cancel.getByRole('button', { name: spaced('确定') }).click();
    await expectText(page, '取消订单成功（本次及之后）');

    await page.goto(`/consult/orders?visitor=${encodeURIComponent(VISITOR)}`);
    const list = shown(page).locator('tbody tr.ant-table-row');
    await eventually(async () => assert.equal(await list.count(), kept));
    for (let n = 1; n <= kept; n += 1) {
      const row = list.filter({ hasText: `第 ${n}/${kept} 次` });
      const status = n < 3 ? '待接单' : '已取消';
      await expectVisible(row.getByText(status, { exact: true }), `第 ${n} 次 ${status}`);
    }
  },
);
