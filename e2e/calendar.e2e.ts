/**
 * 预约日历 in Chromium (issue 31 §3): a 待咨询 order dragged onto a free slot of its counsellor,
 * confirmed with its old and new time and moved; then the same by keyboard (space lifts it, Tab
 * reaches a slot, Enter drops it, Enter confirms), focus back on the order each time. (Refusals,
 * Esc and booking from a free slot are the page test's, schedule.test.tsx; the call's rules the
 * mock's.)
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import {
  e2eSuite,
  enterShell,
  eventually,
  expectHidden,
  expectPath,
  expectText,
  expectVisible,
  SHOWN_PAGE,
} from './harness';

const { e2eTest } = e2eSuite();

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/** The order's chip by its time and visitor, wherever it sits in the row. */
const orderIn = (row: Locator, time: string, visitor: string) =>
  row.getByRole('button', { name: new RegExp(`^${time} ${visitor} 待咨询`) });

e2eTest(
  '预约日历: an order dragged to a free slot, then moved again by keyboard, each after a confirmation of old and new time',
  async ({ page, baseUrl }) => {
    const made = await page.request.post(`${baseUrl}/__mock__/calendar-week?experts=1&orders=3`);
    assert.ok(made.ok(), 'the busy week is made');
    await enterShell(page, 'admin01', 'Admin@123', {
      orgName: '星辰心理健康综合服务中心',
      to: '/consult/schedules?view=calendar',
    });
    const shown = page.locator(SHOWN_PAGE);
    await expectVisible(shown.getByRole('table', { name: '预约日历' }), 'the calendar');
    await shown.locator('.ant-segmented-item', { hasText: /^周$/ }).click();
    // The next week drawn, not this week's orders still shown while it loads: a chip read then
    // was another by the time it was dragged.
    const range = shown.getByText(/^\d{4}-\d\d-\d\d 至 \d{4}-\d\d-\d\d$/);
    const thisWeek = await range.textContent();
    await shown.getByRole('button', { name: '下一周' }).click();
    await expectHidden(range.filter({ hasText: thisWeek ?? '' }), 'this week');
    await expectVisible(
      shown.getByRole('table', { name: '预约日历' }).and(shown.locator('[aria-busy="false"]')),
      'the next week drawn',
    );

    // The row of a counsellor with a 待咨询 order (rows hold their cells: display contents).
    const movable = '.cal-order[draggable="true"]';
    const row = shown
      .getByRole('row')
      .filter({ has: page.locator(movable) })
      .first();
    const chip = row.locator(movable).first();
    await expectVisible(chip, 'a 待咨询 order');
    const [time, visitor, , date] = ((await chip.getAttribute('aria-label')) ?? '').split(' ');
    const free = row.locator('.cal-free').first();
    const [start] = ((await free.getAttribute('aria-label')) ?? '').split(' ');

    // By mouse: drag the order onto the slot, the confirmation names both times.
    await chip.dragTo(free);
    const confirm = page.getByRole('dialog').filter({ hasText: '原时间' });
    await expectVisible(confirm, 'the confirmation');
    assert.match((await confirm.textContent()) ?? '', new RegExp(`原时间${date} 周. ${time}`));
    assert.match((await confirm.textContent()) ?? '', new RegExp(`新时间.* ${start}-`));
    await confirm.getByRole('button', { name: '确认改期' }).click();
    await expectText(page, '改期成功');
    const moved = orderIn(row, start, visitor);
    await expectVisible(moved, 'the order at its new time');
    await eventually(async () => {
      assert.match(await focusedLabel(page), new RegExp(`^${start} ${visitor}`));
    });

    // By keyboard: space lifts it, Tab reaches a slot it may move to, Enter drops it there.
    await moved.focus();
    await page.keyboard.press('Space');
    assert.equal(await moved.getAttribute('aria-pressed'), 'true');
    let target = '';
    for (let presses = 0; presses < 40 && !target.includes(' 改期到 '); presses += 1) {
      await page.keyboard.press('Tab');
      target = await focusedLabel(page);
    }
    assert.match(target, / 空闲 改期到 /, 'Tab reaches a slot to move to');
    const [nextStart] = target.split(' ');
    await page.keyboard.press('Enter');
    await expectVisible(confirm, 'the confirmation again');
    assert.match((await confirm.textContent()) ?? '', new RegExp(`原时间.* ${start}`));
    // antd's dialog takes focus; Tab to its 确认改期 and Enter.
    for (let presses = 0; presses < 6; presses += 1) {
      const label = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (label.replace(/\s/g, '') === '确认改期') break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expectText(page, '改期成功');
    await expectVisible(orderIn(row, nextStart, visitor), 'the order at its third time');
    await eventually(async () => {
      assert.match(await focusedLabel(page), new RegExp(`^${nextStart} ${visitor}`));
    });
    // Enter on the order opens it (the space that lifted it left no click pending).
    const id = await orderIn(row, nextStart, visitor).getAttribute('data-order-id');
    await page.keyboard.press('Enter');
    await expectPath(page, `/consult/orders/${id}`);
  },
);
