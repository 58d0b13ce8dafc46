/**
 * 工作台 in Chromium against the production build: admin01 reaches a figure by keyboard (a
 * visible focus ring, AA contrast) and opens it to the order list already filtered to the same
 * count. (expert01's 待接单 opening 我的订单 is a page test: workbench.test.tsx.)
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { e2eSuite, enterShell, eventually, expectPath, expectText, expectVisible } from './harness';

const { e2eTest } = e2eSuite();

/** The figure link "<label> <count>" and its count, once the figures are there. */
async function figure(page: Page, label: string): Promise<{ link: Locator; count: number }> {
  const link = page.getByRole('link', { name: new RegExp(`^${label} \\d+$`) });
  await expectVisible(link, `the figure ${label}`, 60_000);
  const name = (await link.innerText()).replace(/\s+/g, ' ').trim();
  return { link, count: Number(/(\d+)$/.exec(name)?.[1]) };
}

const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
/** Relative luminance of a colour laid over an opaque ground (text colours may carry alpha). */
const luminance = ([r, g, b, a = 1]: number[], [gr, gg, gb]: number[]) =>
  0.2126 * channel(r * a + gr * (1 - a)) +
  0.7152 * channel(g * a + gg * (1 - a)) +
  0.0722 * channel(b * a + gb * (1 - a));

/** WCAG contrast ratio of each figure's label and count against the figure's background. */
async function figureContrasts(page: Page): Promise<number[]> {
  // Only colours cross into the page: helpers defined here would not exist there.
  const colours = await page
    .locator('.wb-figure')
    .evaluateAll((links) =>
      links.map((link) => [
        getComputedStyle(link).backgroundColor,
        ...Array.from(link.querySelectorAll('span'), (span) => getComputedStyle(span).color),
      ]),
    );
  return colours.flatMap(([background, ...texts]) => {
    const ground = rgb(background);
    const back = luminance(ground, ground);
    return texts.map((text) => {
      const front = luminance(rgb(text), ground);
      return (Math.max(front, back) + 0.05) / (Math.min(front, back) + 0.05);
    });
  });
}

e2eTest(
  'admin01 reaches 今日待接单 by keyboard and opens the order list filtered to the same count',
  async ({ page }) => {
    await enterShell(page, 'admin01', 'Admin@123', { orgName: '星辰心理健康综合服务中心' });
    await expectPath(page, '/');
    const { link, count } = await figure(page, '今日待接单');
    for (const label of ['今日待咨询', '我的待办', '进行中的任务', '待审核的合作申请'])
      await figure(page, label);
    await expectVisible(page.getByRole('img', { name: '近30天新增订单' }), 'the trend chart');

    const contrasts = await figureContrasts(page);
    assert.ok(contrasts.length >= 10, `figures measured: ${contrasts.length}`);
    for (const ratio of contrasts) assert.ok(ratio >= 4.5, `contrast ${ratio.toFixed(2)} < 4.5`);

    // Tab from the top of the page until the figure has the focus, then open it with Enter.
    await page.locator('body').focus();
    await eventually(async () => {
      await page.keyboard.press('Tab');
      assert.ok(await link.evaluate((element) => element === document.activeElement));
    }, 30_000);
    const outline = await link.evaluate((element) => getComputedStyle(element).outlineStyle);
    assert.notEqual(outline, 'none', 'the focused figure shows a focus ring');
    await page.keyboard.press('Enter');

    await expectPath(page, '/consult/orders');
    assert.match(page.url(), /status=0&appointStart=\d{4}-\d{2}-\d{2}&appointEnd=/);
    await expectText(page, `共${count}条数据`);
    await expectVisible(
      page.getByRole('tab', { name: /待接单/, selected: true }),
      'the 待接单 tab selected',
    );
  },
);
