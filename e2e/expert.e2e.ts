/**
 * Cooperation in Chromium against the production build: an expert accepts an invitation and the
 * side menu's 合作机构 (14) badge drops by one. (The organisation's side, its experts list, 设置,
 * 邀请专家 and 申请合作 are page tests: cooperation.test.tsx, expert.test.tsx; the 05 badge is
 * HomeShell's.)
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { e2eSuite, eventually, expectPath, expectText, expectVisible, login } from './harness';

const { e2eTest } = e2eSuite();

/** The count on a side-menu badge (antd puts it in the badge's title). */
async function badgeCount(page: Page, menuName: string): Promise<number> {
  const item: Locator = page
    .getByRole('menu', { name: '主菜单' })
    .locator('.menu-label')
    .filter({ hasText: menuName })
    .first();
  const title = await item.locator('.ant-badge-count').getAttribute('title');
  return Number(title ?? 0);
}

e2eTest('an expert accepts an invitation; the 合作机构 badge drops by one', async ({ page }) => {
  // The chooser lets an expert's only identity through by itself.
  await login(page, 'expert01', 'Expert@123');
  await expectVisible(page.getByRole('menu', { name: '主菜单' }), 'the shell of expert01');
  await expectPath(page, '/');
  await page.goto('/expert-cooper/apply');
  await expectVisible(page.getByText(/共\d+条数据/), 'the applications awaiting the expert');
  let before = 0;
  await eventually(async () => {
    before = await badgeCount(page, '合作机构');
    assert.ok(before > 0, 'the 合作机构 badge shows the pending count');
  });
  const invitation = page.getByRole('row').filter({ hasText: '待专家确认' }).first();
  await invitation.getByRole('button', { name: '同意' }).click();
  await page.getByRole('button', { name: '同意' }).last().click();
  await expectText(page, '已同意');
  await eventually(async () => assert.equal(await badgeCount(page, '合作机构'), before - 1));
});
