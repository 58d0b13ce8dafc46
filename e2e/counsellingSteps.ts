/**
 * Steps the counselling stories share (manual entry, the whole order flow, the hotline): dates
 * in China Standard Time, antd's date inputs and open select lists, the menu badges, the first
 * free slot an expert offers, and the first order a query of 咨询订单 lists.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { SHOWN_PAGE, eventually, expectText, expectVisible, spaced } from './harness';

/** A slot option's text, `09:00-09:50`; the group is its start. */
export const SLOT = /^(\d\d:\d\d)-\d\d:\d\d$/;

/** A day in China Standard Time, `offset` days from today, as YYYY-MM-DD. */
export function cstDay(offset: number): string {
  return new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

/** Types a date into the antd date input labelled `label`. */
export async function typeDate(page: Page, label: string, value: string) {
  // Visible: a list kept behind its tab may label a filter or a column the same.
  const input = page.getByLabel(label, { exact: true }).filter({ visible: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/** Picks `option` in the select labelled `label` (a list filter, a form field). */
export async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(option, { exact: true })
    .click();
}

/**
 * Picks an option of the open dialog's select labelled `label`: the first one, or the one
 * showing `option`, and waits for the field to show it. By keyboard, as expert.e2e.ts does: a
 * pointer click on a list still moving in is lost under load.
 */
export async function chooseInDialog(page: Page, label: string, option?: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: label }).click();
  // The newest popup: the one of a select chosen just before may still be fading out.
  const options = page
    .locator('.ant-select-dropdown:visible')
    .last()
    .locator('.ant-select-item-option');
  let texts: string[] = [];
  let index = -1;
  await eventually(async () => {
    texts = (await options.allInnerTexts()).map((text) => text.trim());
    index = option ? texts.indexOf(option) : texts.length > 0 ? 0 : -1;
    assert.ok(index >= 0, `${label} offers ${option ?? 'an option'} among ${texts.join('|')}`);
  });
  for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expectVisible(
    dialog.locator('.ant-select-content-has-value', { hasText: texts[index] }),
    `${label}: ${texts[index]}`,
  );
}

/** The options of the open select list. */
export const openOptions = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');

/** The count on the first side-menu badge of that name (antd puts it in the badge's title). */
export async function badgeCount(page: Page, menuName: string): Promise<number> {
  const item = page
    .getByRole('menu', { name: '主菜单' })
    .locator('.menu-label')
    .filter({ hasText: menuName })
    .first();
  return Number((await item.locator('.ant-badge-count').first().getAttribute('title')) ?? 0);
}

/**
 * In the entry form, with the expert chosen: the first day of `offsets` that offers a free slot,
 * and that slot, chosen (its option's text); undefined when none of the days has one.
 */
export async function chooseFirstFreeSlot(
  page: Page,
  offsets: readonly number[],
): Promise<{ date: string; slot: string } | undefined> {
  for (const offset of offsets) {
    await typeDate(page, '预约日期', cstDay(offset));
    await page.getByLabel('预约时段', { exact: true }).click();
    const first = await eventually(async () => {
      if (await page.getByText('该日无可预约时段').filter({ visible: true }).count()) return null;
      const option = openOptions(page).filter({ hasText: SLOT }).first();
      if (!(await option.isVisible())) throw new Error('slots not loaded yet');
      return option;
    });
    if (first) {
      const slot = (await first.getAttribute('title')) ?? '';
      await first.click();
      return { date: cstDay(offset), slot };
    }
    await page.keyboard.press('Escape');
  }
  return undefined;
}

/**
 * In the entry form: the expert's first 咨询方式 (its radios appear once the expert is chosen)
 * and the problem type 情绪困扰. Found through the form item's label: 咨询类型 is a radio group
 * too, already answered, and checking its radio instead would pass silently.
 */
export async function chooseWayAndProblem(page: Page) {
  await page
    .locator('.ant-form-item')
    .filter({ has: page.getByText('咨询方式', { exact: true }) })
    .getByRole('radio')
    .first()
    .check();
  await page.getByLabel('问题类型', { exact: true }).click();
  await page.getByTitle('情绪困扰', { exact: true }).click();
  await page.keyboard.press('Escape');
}

/**
 * Fills the case record in the 完成咨询 dialog: the first option of every single and multiple
 * choice, a sentence in every text box, and the risk level (风险评估) given.
 */
export async function fillCaseRecord(dialog: Locator, risk: '低' | '中' | '高') {
  // The paper shows once the in-use template (and any draft) has loaded: count its fields after.
  const riskLevel = dialog.getByRole('radiogroup', { name: '风险等级' });
  await riskLevel.waitFor();
  const radios = dialog.locator('.ant-radio-group');
  for (let index = 0; index < (await radios.count()); index += 1)
    await radios.nth(index).locator('input[type=radio]').first().check();
  const boxes = dialog.locator('.ant-checkbox-group');
  for (let index = 0; index < (await boxes.count()); index += 1)
    await boxes.nth(index).locator('input[type=checkbox]').first().check();
  const texts = dialog.locator('textarea');
  for (let index = 0; index < (await texts.count()); index += 1)
    await texts.nth(index).fill('来访者情绪较前平稳，约定下次继续');
  await riskLevel.getByRole('radio', { name: risk }).check();
}

/**
 * A query of 咨询订单: its tab (the list's first unless given), 预约日期's range, and the folded
 * filters 是否爽约 and 咨询师. A range or a counsellor is given: the list call is known by them.
 */
export interface OrderQuery {
  tab?: RegExp;
  range?: [string, string];
  breach?: '是' | '否';
  expert?: string;
}

/**
 * Opens the first order 咨询订单 lists for `query` and answers its number, id and visitor (the
 * number from the list call's answer, the rest from the detail call the page makes).
 */
export async function openFirstOrder(
  page: Page,
  { tab, range, breach, expert }: OrderQuery,
): Promise<{ orderNo: string; id: string; cusUserId: string }> {
  assert.ok(range || expert, 'a query of 咨询订单 by its range or its counsellor');
  // A fresh document: the tab's kept list would first show the rows of an earlier visit.
  await page.goto('/consult/orders');
  if (tab) await page.getByRole('tab', { name: tab }).click();
  // The rows of this query, not the tab's still shown while it loads (a CI run opened another
  // order than the one it had read): its call is known by the query's own parameters, and awaited
  // from before the filters are set, since Enter in the range may search already (then 查询 asks
  // nothing new, and a wait begun at 查询 saw no answer: a CI run's retry).
  const answered = page.waitForResponse((response) => {
    const url = response.url();
    return (
      url.includes('/consult/page?') &&
      (!range || url.includes('appointStart=')) &&
      (!expert || url.includes('expertId='))
    );
  });
  // Awaited below; should a filter step fail first, that failure is the story's to report.
  answered.catch(() => undefined);
  const search = page.getByRole('search');
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
  if (range) {
    const dates = search.locator('.ant-form-item').filter({ hasText: '预约日期' });
    await dates.getByPlaceholder('开始日期').click();
    await dates.getByPlaceholder('开始日期').fill(range[0]);
    await dates.getByPlaceholder('结束日期').fill(range[1]);
    await dates.getByPlaceholder('结束日期').press('Enter');
  }
  await search.getByRole('button', { name: '查询', exact: true }).click();
  // The answer's first order, found by its number: the rows before it can still be on screen
  // after the answer came and the spinner went (a CI run read one order and opened another).
  const answer = (await (await answered).json()) as { data: { rows: { orderNo: string }[] } };
  const orderNo = answer.data.rows[0]?.orderNo;
  assert.ok(orderNo, `an order for ${JSON.stringify({ range, breach, expert })}`);
  const row = page.locator(`${SHOWN_PAGE} .ant-table-tbody tr.ant-table-row`, {
    hasText: orderNo,
  });
  const [detail] = await Promise.all([
    page.waitForResponse((response) => response.url().includes('/consult/detail?')),
    row.getByRole('button', { name: spaced('查看') }).click(),
  ]);
  await expectText(page, orderNo);
  const { data } = (await detail.json()) as { data: { id: string; cusUserId: string } };
  return { orderNo, id: data.id, cusUserId: data.cusUserId };
}
