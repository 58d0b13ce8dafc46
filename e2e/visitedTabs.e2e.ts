/**
 * The visited-page tabs in Chromium (issue 15): pages opened from the menu get a tab each;
 * switching back by its tab keeps the list's filter; × and 关闭全部 close tabs (工作台 stays);
 * the tabs survive a reload. And by keyboard (issue 29, item 11): a visible focus ring on the
 * focused tab; closing a tab (×, or Delete on it) puts focus on the tab taking its place, a menu
 * action (关闭全部) on the page's heading, never on the page body.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Locator } from 'playwright-core';
import {
  e2eSuite,
  enterShell,
  eventually,
  expectPath,
  expectText,
  expectVisible,
  SHOWN_PAGE,
} from './harness';

const { e2eTest } = e2eSuite();

const tabBar = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });
/** The tab bar shows these titles, in order (a tab is added once its page's route has loaded). */
const expectTabs = (page: Page, titles: string[]) =>
  eventually(async () =>
    assert.deepEqual(
      (await tabBar(page).getByRole('link').allInnerTexts()).map((title) => title.trim()),
      titles,
    ),
  );

const tab = (page: Page, name: string) => tabBar(page).getByRole('link', { name, exact: true });

async function expectFocused(target: Locator, what: string) {
  await eventually(async () =>
    assert.ok(
      await target.evaluate((element) => element === document.activeElement),
      `${what} has focus; it is on ${await target.page().evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}`,
    ),
  );
}

/** Relative luminance of `rgb(r, g, b)` (WCAG 2.1). */
function luminance(css: string): number {
  const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

async function openFromMenu(page: Page, group: string, item: string) {
  const menu = page.getByRole('menu', { name: '主菜单' });
  const entry = menu.getByRole('menuitem', { name: new RegExp(`^${item}`) });
  if (!(await entry.isVisible()))
    await menu.getByRole('menuitem', { name: new RegExp(group) }).click();
  await entry.click();
}

e2eTest(
  'visited pages: a tab each, the filter kept on return, closed by × and 关闭全部, kept on reload',
  async ({ page }) => {
    await enterShell(page, 'admin01', 'Admin@123');
    await openFromMenu(page, '角色权限', '角色管理');
    await expectPath(page, '/role/list');
    // The workbench (with its own table) stays on screen until the role page's chunk has loaded.
    await expectVisible(page.getByRole('heading', { level: 1, name: '角色管理' }), 'the role page');
    const rows = page.locator(`${SHOWN_PAGE} .ant-table-tbody tr.ant-table-row`);
    await expectVisible(rows.first(), 'the role list');
    // The name's own line: a cell may also hold a tag under it.
    const name = (await rows.first().locator('td').first().innerText()).split('\n')[0].trim();
    await page.getByRole('textbox', { name: '角色名称' }).fill(name);
    await page.getByRole('button', { name: '查询' }).click();
    await eventually(async () => {
      const names = await rows.locator('td:first-child').allInnerTexts();
      assert.ok(names.length > 0 && names.every((text) => text.includes(name)), names.join());
    });
    const filtered = await page.getByText(/^共\d+条数据$/).innerText();

    await openFromMenu(page, '运营配置', '轮播图');
    await expectPath(page, '/operate/banner');
    await expectTabs(page, ['工作台', '角色管理', '轮播图']);

    await tab(page, '角色管理').click();
    await expectPath(page, '/role/list');
    await expectText(page, filtered);
    assert.equal(await page.getByRole('textbox', { name: '角色名称' }).inputValue(), name);

    await page.reload();
    await expectVisible(tab(page, '轮播图'), 'the tabs after a reload');
    await expectTabs(page, ['工作台', '角色管理', '轮播图']);

    // By keyboard, the focused tab shows a ring of 2 px or more, 3:1 or more against the bar.
    await tab(page, '轮播图').focus();
    await page.keyboard.press('ArrowLeft');
    await expectFocused(tab(page, '角色管理'), 'the tab 角色管理 after ArrowLeft');
    const ring = await tab(page, '角色管理').evaluate((link) => {
      const style = getComputedStyle(link);
      return {
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        color: style.outlineColor,
      };
    });
    assert.equal(ring.style, 'solid', `the focused tab's outline: ${JSON.stringify(ring)}`);
    assert.ok(ring.width >= 2, `the focus ring is ${ring.width}px wide`);
    const behind = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [light, dark] = [luminance(behind), luminance(ring.color)].sort((a, b) => b - a);
    const contrast = (light + 0.05) / (dark + 0.05);
    assert.ok(contrast >= 3, `the ring ${ring.color} on ${behind}: ${contrast.toFixed(2)}:1`);

    // × on the last tab: it closes and focus goes to the tab before it.
    await tabBar(page).getByRole('button', { name: '关闭 轮播图' }).click();
    await expectTabs(page, ['工作台', '角色管理']);
    await expectFocused(tab(page, '角色管理'), 'the tab 角色管理 after × closed 轮播图');

    // 关闭全部 from the bar's menu: to 工作台, focus on its heading.
    await tabBar(page).getByRole('button', { name: '页签操作' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: '关闭全部' }).click();
    await expectPath(page, '/');
    await expectTabs(page, ['工作台']);
    await expectFocused(
      page.getByRole('heading', { level: 1, name: /^欢迎，/ }),
      'the heading of 工作台 after 关闭全部',
    );

    // Delete on the shown tab, the last one: back to 工作台, focus on its tab.
    await openFromMenu(page, '运营配置', '轮播图');
    await expectTabs(page, ['工作台', '轮播图']);
    await tab(page, '轮播图').focus();
    await page.keyboard.press('Delete');
    await expectPath(page, '/');
    await expectTabs(page, ['工作台']);
    await expectFocused(tab(page, '工作台'), 'the tab 工作台 after Delete closed 轮播图');
  },
);
