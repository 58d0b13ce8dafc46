/**
 * 来访者档案 in Chromium (issue 30 §1): the visitor's name on an order opens their chart as a
 * visited tab; 概览 draws the risk, the care so far and the open to-dos; 时间线 is reached by
 * keyboard, and an event opens its order. (What each part holds, and the filter by kind, are the
 * page test's, chart.test.tsx, and the mock's, cusUserChart.test.ts.)
 */
import assert from 'node:assert/strict';
import { e2eSuite, enterShell, expectPath, expectVisible, SHOWN_PAGE } from './harness';

const { e2eTest } = e2eSuite();

e2eTest(
  '来访者档案: opened from an order by the visitor’s name; 时间线 by keyboard, each event opening its order',
  async ({ page }) => {
    await enterShell(page, 'admin01', 'Admin@123', {
      orgName: '星辰心理健康综合服务中心',
      to: '/consult/orders',
    });
    const shown = page.locator(SHOWN_PAGE);
    const firstOrder = shown
      .locator('.ant-table-tbody tr.ant-table-row')
      .first()
      .getByRole('button', { name: '查看' });
    await expectVisible(firstOrder, 'the first order of the list');
    await firstOrder.click();
    const chartLink = shown.getByRole('link', { name: /（来访者档案）$/ });
    await expectVisible(chartLink, 'the visitor’s name, opening their chart');
    const name = ((await chartLink.getAttribute('aria-label')) ?? '').replace(
      /（来访者档案）$/,
      '',
    );
    await chartLink.click();

    const chart = page.locator(SHOWN_PAGE);
    await expectVisible(chart.getByRole('heading', { name: `来访者档案：${name}` }), 'the chart');
    for (const region of ['当前风险', '咨询概况', '未处理待办'])
      await expectVisible(chart.getByRole('region', { name: region }), region);
    const visited = page.getByRole('navigation', { name: '已打开的页面' });
    await expectVisible(
      visited.getByRole('link', { name: '来访者档案', exact: true }),
      'its visited tab',
    );

    // The chart's own tabs by keyboard: → from 概览 to 时间线, Enter opens it, the address keeps it.
    const overview = chart.getByRole('tab', { name: '概览' });
    await overview.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expectVisible(
      chart.getByRole('tab', { name: '时间线', selected: true }),
      '时间线 selected',
    );
    assert.match(new URL(page.url()).search, /tab=timeline/);

    const event = chart.getByRole('link', { name: /^创建订单 ZX\d{14}$/ }).first();
    await expectVisible(event, 'an order’s creation on the timeline');
    const href = (await event.getAttribute('href')) ?? '';
    assert.match(href, /^\/consult\/orders\/\d+$/);
    await event.click();
    await expectPath(page, href);
  },
);
