/**
 * The appointment calendar (issue 31): the organisation's week view of 20 counsellors with 400
 * orders (the busy week /__mock__/calendar-week makes), shown from the calendar's day view by 周
 * and 下一周. The budget: no main-thread task over 100 ms while it renders (the bench's
 * long-task target, printed; its ceiling enforced). The time from the click to the orders drawn
 * is printed.
 */
import type { Page } from 'playwright-core';
import { enterShell, SHOWN_PAGE } from '../e2e/harness';
import { longTaskLines, longTasks, watchLongTasks, type Measurement } from './benchKit';

const EXPERTS = 20;
const ORDERS = 400;

type ClickWindow = Window & { __clickedAt?: number };

/** Milliseconds from the next click to the shown calendar holding at least `orders` orders. */
async function clickToOrders(page: Page, click: () => Promise<void>, orders: number) {
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      () => ((window as ClickWindow).__clickedAt = performance.now()),
      { capture: true, once: true },
    ),
  );
  await click();
  const shown = await page.waitForFunction(
    ({ wanted, count }) =>
      document.querySelectorAll(wanted).length >= count ? performance.now() : 0,
    { wanted: `${SHOWN_PAGE} .cal-order`, count: orders },
    { timeout: 30_000, polling: 'raf' },
  );
  const shownAt = (await shown.jsonValue()) as number;
  const clickedAt = await page.evaluate(() => (window as ClickWindow).__clickedAt ?? 0);
  return shownAt - clickedAt;
}

export const calendarWeek: Measurement = {
  title: `预约日历's week of ${EXPERTS} counsellors with ${ORDERS} orders (admin01)`,
  async run({ page, baseUrl }) {
    await enterShell(page, 'admin01', 'Admin@123');
    const made = await page.request.post(
      `${baseUrl}/__mock__/calendar-week?experts=${EXPERTS}&orders=${ORDERS}`,
    );
    if (!made.ok()) throw new Error(`calendar-week answered ${made.status()}`);
    const { data } = (await made.json()) as { data: { monday: string; orders: number } };
    if (data.orders < ORDERS) throw new Error(`calendar-week made ${data.orders} orders`);
    await page.goto('/consult/schedules?view=calendar');
    const shown = page.locator(SHOWN_PAGE);
    await shown.getByRole('table', { name: '预约日历' }).waitFor({ state: 'visible' });

    await watchLongTasks(page);
    await shown.locator('.ant-segmented-item', { hasText: /^周$/ }).click();
    await shown
      .getByRole('table', { name: '预约日历' })
      .and(shown.locator('[aria-busy="false"]'))
      .waitFor();
    const drawn = await clickToOrders(
      page,
      () => shown.getByRole('button', { name: '下一周' }).click(),
      ORDERS,
    );
    const stalls = longTaskLines(await longTasks(page));
    return {
      ok: stalls.ok,
      lines: [
        `week of ${data.monday}: click on 下一周 to its ${ORDERS} orders drawn ${drawn.toFixed(0)} ms (printed)`,
        ...stalls.lines,
      ],
    };
  },
};
