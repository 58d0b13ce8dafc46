/**
 * Roles end to end: the administrator takes a button and a menu away from the 运营人员 role;
 * operator01 sees them gone after logging in again.
 */
import type { Page } from 'playwright-core';
import { e2eSuite, enterShell, expectHidden, expectText, expectVisible } from './harness';

const { e2eTest } = e2eSuite();

const OPERATOR = { account: 'operator01', password: 'Oper@1234' };

async function logout(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
  // Logging out reloads the page: the next login waits for that load.
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('menuitem', { name: '退出登录' }).click(),
  ]);
}

e2eTest(
  'a role with fewer buttons and menus: its user sees them gone after logging in again',
  async ({ page }) => {
    const operator = await enterShell(page, OPERATOR.account, OPERATOR.password);
    const menu = page.getByRole('menu', { name: '主菜单' });
    await expectVisible(menu.getByText('量表管理'), 'the menu 量表管理 before');
    await page.goto('/questManagement');
    await expectVisible(
      page.getByRole('button', { name: /下载模板/ }),
      'the button 下载模板 before',
    );
    await logout(page, operator.answer.data?.name ?? '');

    const admin = await enterShell(page, 'admin01', 'Admin@123', {
      orgName: '星辰心理健康综合服务中心',
    });
    await page.goto('/role/list');
    const roleRow = page.getByRole('row').filter({ hasText: '运营人员' });
    await roleRow.getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog', { name: '编辑角色' });
    const tree = dialog.getByRole('tree', { name: '菜单权限' });
    await expectVisible(tree, 'the menu checkbox tree');
    await tree
      .locator('.ant-tree-treenode')
      .filter({ hasText: '下载模板（按钮）' })
      .locator('.ant-tree-checkbox')
      .click();
    // 量表管理 is half ticked (the role holds some of its buttons): one click ticks it all, the next clears it.
    const scaleMenu = tree
      .locator('.ant-tree-treenode')
      .filter({ hasText: /^量表管理$/ })
      .locator('.ant-tree-checkbox')
      .first();
    await scaleMenu.click();
    await scaleMenu.click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expectText(page, '保存成功');
    await logout(page, admin.answer.data?.name ?? '');

    await enterShell(page, OPERATOR.account, OPERATOR.password);
    await expectVisible(menu.getByText('问卷管理'), 'the menu 问卷管理 kept');
    await expectHidden(menu.getByText('量表管理'), 'the menu 量表管理 gone');
    await page.goto('/questManagement');
    await expectVisible(page.getByText(/共\d+条数据/), 'the questionnaire list');
    await expectHidden(page.getByRole('button', { name: /下载模板/ }), 'the button 下载模板 gone');
  },
);
