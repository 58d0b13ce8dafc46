/**
 * The visited-page tabs in Chromium (issue 15): pages opened from the menu get a tab each;
 * switching back by its tab keeps the list's filter; × and 关闭全部 close tabs (工作台 stays);
 * the tabs survive a reload.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { e2eSuite, enterShell, eventually, expectPath, expectText, expectVisible } from './harness';

const { e2eTest } = e2eSuite();

const tabBar = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });
/** The tab bar shows these titles, in order (a tab is added once its page's route has loaded). */
const expectTabs = (page: Page, titles: string[]) =>
  eventually(async () =>
    assert.deepEqual(
      (await tabBar(page).getByRole('tab').allInnerTexts()).map((title) => title.trim()),
      titles,
    ),
  );

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
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
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

    await tabBar(page).getByRole('tab', { name: '角色管理' }).click();
    await expectPath(page, '/role/list');
    await expectText(page, filtered);
    assert.equal(await page.getByRole('textbox', { name: '角色名称' }).inputValue(), name);

    await page.reload();
    await expectVisible(
      tabBar(page).getByRole('tab', { name: '轮播图' }),
      'the tabs after a reload',
    );
    await expectTabs(page, ['工作台', '角色管理', '轮播图']);

    await tabBar(page).getByRole('button', { name: '关闭页签' }).last().click();
    await expectTabs(page, ['工作台', '角色管理']);

    await tabBar(page).getByRole('button', { name: '页签操作' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: '关闭全部' }).click();
    await expectPath(page, '/');
    await expectTabs(page, ['工作台']);
  },
);
