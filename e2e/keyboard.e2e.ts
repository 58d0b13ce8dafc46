/**
 * The console by keyboard alone (issue 15, "Usable by keyboard"): log in, 跳到主要内容 as the
 * first Tab stop, a page opened from the menu whose h1 takes focus, a dialog closed with focus
 * back on its button, and 修改密码 from the avatar menu. No clicks: Tab, Enter, arrows, Escape
 * and typing only. 查找页面 by its shortcuts, with the closing motion a browser plays. And the
 * shell at 200% zoom (a 640 px wide window).
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import {
  e2eSuite,
  EXPECT_TIMEOUT_MS,
  eventually,
  expectHidden,
  expectPath,
  expectText,
  expectVisible,
  enterableIdentities,
  enterShell,
  identityButton,
  loginForm,
  type LoginAnswer,
} from './harness';

// With antd's motion, as users who have not asked for less see it: focus must come back after a
// dialog's closing animation, not only when it vanishes at once (every other story).
const { e2eTest } = e2eSuite({ motion: true });

const ADMIN = { account: 'admin01', password: 'Admin@123' };

async function isFocused(target: Locator): Promise<boolean> {
  return target
    .evaluate((element) => element === document.activeElement, undefined, { timeout: 1_000 })
    .catch(() => false);
}

async function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active) return 'nothing';
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 30);
    return `<${active.tagName.toLowerCase()} role=${active.getAttribute('role')}> ${name}`;
  });
}

async function expectFocused(page: Page, target: Locator, what: string): Promise<void> {
  await eventually(async () => {
    if (!(await isFocused(target))) {
      throw new Error(`${what} should have focus; it is on ${await focusedElement(page)}`);
    }
  });
}

/** Presses `key` until `target` has focus, waiting after each press for focus to move. */
async function pressUntilFocused(
  page: Page,
  key: string,
  target: Locator,
  what: string,
  max = 40,
): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    const before = await page.evaluateHandle(() => document.activeElement);
    await page.keyboard.press(key);
    // Menus move focus a frame later; a key at the end of a list moves nothing.
    await page
      .waitForFunction((previous) => document.activeElement !== previous, before, {
        timeout: 2_000,
      })
      .catch(() => undefined);
    await before.dispose();
  }
  if (!(await isFocused(target))) {
    throw new Error(`${what}: not reached with ${key} (focus is on ${await focusedElement(page)})`);
  }
}

function isLoginCall(url: string): boolean {
  const { pathname } = new URL(url);
  return pathname.endsWith('/web/user/login') || pathname.endsWith('/api/login');
}

/** /login by keyboard: Tab to each field, type, Enter submits; returns what the login call answered. */
async function logInByKeyboard(
  page: Page,
  account: string,
  password: string,
): Promise<LoginAnswer> {
  await page.goto('/login');
  const form = loginForm(page);
  await expectVisible(form.account, 'the input 账号 on /login');
  await pressUntilFocused(page, 'Tab', form.account, 'the input 账号');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(account);
  await pressUntilFocused(page, 'Tab', form.password, 'the input 密码');
  await page.keyboard.type(password);
  const [response] = await Promise.all([
    page.waitForResponse((answer) => isLoginCall(answer.url()), { timeout: EXPECT_TIMEOUT_MS }),
    page.keyboard.press('Enter'),
  ]);
  return (await response.json()) as LoginAnswer;
}

e2eTest(
  'by keyboard alone: skip link, a page from the menu, a dialog, and 修改密码',
  async ({ page }) => {
    const answer = await logInByKeyboard(page, ADMIN.account, ADMIN.password);
    const orgName = enterableIdentities(answer)[0]?.orgName;
    if (!answer.data || !orgName) throw new Error(`login answered ${answer.code} ${answer.msg}`);
    const userName = answer.data.name;
    await expectPath(page, '/loginChoose');
    await expectVisible(
      page.getByRole('heading', { level: 1, name: '选择登录身份' }),
      'the chooser',
    );
    await pressUntilFocused(page, 'Tab', identityButton(page, orgName), `the identity ${orgName}`);
    await page.keyboard.press('Enter');
    await expectPath(page, '/');
    await expectVisible(
      page.getByRole('heading', { level: 1, name: /^欢迎，/ }),
      'the h1 of 工作台',
    );

    // 跳到主要内容: the first Tab stop, visible once focused; Enter puts focus on <main>.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    await expectFocused(page, skip, 'the first Tab stop 跳到主要内容');
    await expectVisible(skip, 'the focused skip link');
    const box = await skip.boundingBox();
    if (!box || box.y < 0)
      throw new Error(`the focused skip link is off screen: ${JSON.stringify(box)}`);
    await page.keyboard.press('Enter');
    await expectFocused(page, page.getByRole('main'), 'the main content after 跳到主要内容');

    // 个人中心 › 个人信息 from the side menu: focus lands on the page's h1.
    const menu = page.getByRole('menu', { name: '主菜单' });
    await pressUntilFocused(page, 'Shift+Tab', menu, 'the side menu');
    const group = menu.getByRole('menuitem', { name: /个人中心/ });
    await pressUntilFocused(page, 'ArrowDown', group, 'the menu group 个人中心');
    await page.keyboard.press('Enter');
    const item = menu.getByRole('menuitem', { name: '个人信息', exact: true });
    await expectVisible(item, 'the menu item 个人信息');
    await pressUntilFocused(page, 'ArrowDown', item, 'the menu item 个人信息');
    await page.keyboard.press('Enter');
    await expectPath(page, '/grxx/grzl');
    const heading = page.getByRole('heading', { level: 1, name: '个人信息' });
    await expectFocused(page, heading, 'the h1 个人信息 after the menu choice');

    // 安全设置 › 修改手机号: Escape closes the dialog and focus goes back to its button.
    // The page's own tabs: the visited-page tab bar has a tab 个人信息 too.
    const main = page.getByRole('main');
    const securityTab = main.getByRole('tab', { name: '安全设置' });
    await pressUntilFocused(
      page,
      'Tab',
      main.getByRole('tab', { name: '个人信息' }),
      'the tab 个人信息',
    );
    await pressUntilFocused(page, 'ArrowRight', securityTab, 'the tab 安全设置');
    await page.keyboard.press('Enter');
    const changeMobile = page.getByRole('button', { name: '修改手机号' });
    await expectVisible(changeMobile, 'the button 修改手机号');
    await pressUntilFocused(page, 'Tab', changeMobile, 'the button 修改手机号');
    await page.keyboard.press('Enter');
    const mobileDialog = page.getByRole('dialog', { name: '修改手机号' });
    await expectVisible(mobileDialog, 'the dialog 修改手机号');
    await page.keyboard.press('Escape');
    await expectHidden(mobileDialog, 'the dialog 修改手机号 after Escape');
    await expectFocused(page, changeMobile, 'the button 修改手机号 after its dialog closed');

    // 修改密码 from the avatar menu: Enter opens it (and it stays open), typed, 确定 by Enter.
    const avatar = page.getByRole('button', { name: userName });
    await pressUntilFocused(page, 'Shift+Tab', avatar, 'the avatar button');
    await page.keyboard.press('Enter');
    const changePassword = page.getByRole('menuitem', { name: '修改密码' });
    await expectVisible(changePassword, 'the avatar menu item 修改密码');
    await page.keyboard.press('Tab');
    await pressUntilFocused(page, 'ArrowDown', changePassword, 'the avatar menu item 修改密码');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await expectVisible(dialog, 'the dialog 修改密码');
    const newPassword = 'Newpass123';
    await pressUntilFocused(page, 'Tab', dialog.getByLabel('原密码', { exact: true }), '原密码');
    await page.keyboard.type(ADMIN.password);
    await pressUntilFocused(page, 'Tab', dialog.getByLabel('新密码', { exact: true }), '新密码');
    await page.keyboard.type(newPassword);
    await pressUntilFocused(page, 'Tab', dialog.getByRole('button', { name: '确定' }), '确定');
    await page.keyboard.press('Enter');
    await expectText(page, '设置成功');
    await expectPath(page, '/login');

    const again = await logInByKeyboard(page, ADMIN.account, newPassword);
    if (again.code !== 0)
      throw new Error(`the new password did not log in: ${again.code} ${again.msg}`);
    await expectPath(page, '/loginChoose');
  },
);

e2eTest(
  '查找页面 by keyboard: "/" opens it; Ctrl+K, fy and Enter open 费用明细 with its h1 focused; Escape',
  async ({ page }) => {
    await enterShell(page, ADMIN.account, ADMIN.password);
    await expectVisible(
      page.getByRole('heading', { level: 1, name: /^欢迎，/ }),
      'the h1 of 工作台',
    );
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: '查找页面' });
    await expectVisible(dialog, 'the dialog 查找页面 after "/"');
    const box = dialog.getByRole('combobox', { name: '页面名称或拼音首字母' });
    await expectFocused(page, box, 'the combobox of 查找页面');
    await page.keyboard.press('Escape');
    await expectHidden(dialog, 'the dialog 查找页面 after Escape');

    // Ctrl+K from its button, which stays on the page: after the dialog's closing motion, focus
    // is on the new page's h1, not back on the button.
    const opener = page.getByRole('button', { name: '查找页面' });
    await pressUntilFocused(page, 'Tab', opener, 'the button 查找页面');
    await page.keyboard.press('Control+K');
    await expectFocused(page, box, 'the combobox of 查找页面 after Ctrl+K');
    await page.keyboard.type('fy');
    const options = dialog.getByRole('option');
    await eventually(async () =>
      assert.deepEqual(await options.allTextContents(), ['费用列表 费用管理', '费用明细 费用管理']),
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expectPath(page, '/fee/detail');
    await expectHidden(dialog, 'the dialog 查找页面 after Enter');
    const heading = page.getByRole('heading', { level: 1, name: '费用明细' });
    await expectFocused(page, heading, 'the h1 费用明细 after 查找页面');

    // Opened by the button itself, closed by Escape: focus is back on the button.
    await pressUntilFocused(page, 'Shift+Tab', opener, 'the button 查找页面');
    await page.keyboard.press('Enter');
    await expectFocused(page, box, 'the combobox of 查找页面 after its button');
    await page.keyboard.press('Escape');
    await expectHidden(dialog, 'the dialog 查找页面 after Escape');
    await expectFocused(page, opener, 'the button 查找页面 after Escape');

    // Left open with its list, for the check of the page as the story leaves it (axe).
    await page.keyboard.press('Control+K');
    await expectFocused(page, box, 'the combobox of 查找页面');
    await page.keyboard.type('lb');
    await expectVisible(options.first(), 'the options for lb');
  },
);

e2eTest(
  'at 200% zoom (640 px wide): the menu collapsed, the tree above its table, no page scrolling sideways',
  async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 800 });
    await enterShell(page, ADMIN.account, ADMIN.password, { to: '/om/om-query' });
    const tree = page.getByRole('tree');
    const table = page.getByRole('main').getByRole('table');
    await expectVisible(tree, 'the organisation tree');
    await expectVisible(table.getByRole('row').nth(1), 'a row of the organisation list');

    const layout = await page.evaluate(() => {
      const sider = document.querySelector('.ant-layout-sider')?.getBoundingClientRect().width;
      const box = document.querySelector('main .ant-table-content');
      return {
        page: [document.documentElement.scrollWidth, document.documentElement.clientWidth],
        sider,
        tableBox: box ? [box.scrollWidth, box.clientWidth, getComputedStyle(box).overflowX] : null,
      };
    });
    const [pageWidth, viewportWidth] = layout.page;
    assert.ok(pageWidth <= viewportWidth, `the page scrolls sideways: ${JSON.stringify(layout)}`);
    assert.equal(layout.sider, 80, 'the side menu shows its icons only');
    assert.ok(layout.tableBox, 'the table has its own box');
    assert.equal(layout.tableBox[2], 'auto', 'the table box scrolls sideways');
    assert.ok(layout.tableBox[0] > layout.tableBox[1], 'the table is wider than its box');

    const treeBox = await tree.boundingBox();
    const tableBox = await table.boundingBox();
    assert.ok(treeBox && tableBox, 'the tree and the table are laid out');
    assert.ok(treeBox.y + treeBox.height <= tableBox.y, 'the tree stands above the table');
  },
);
