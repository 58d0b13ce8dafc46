/**
 * Organisations in Chromium against the production build, where the shell and the accounts
 * change: operating a child organisation as its agent (a real reload leaves no agent data), and
 * handing the organisation over to operator01, who then logs in as its administrator. (Creating,
 * changing, deleting and the details, apps and people pages are page tests:
 * organisation.test.tsx, organisationPeople.test.tsx.)
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  e2eSuite,
  enterShell,
  expectHidden,
  expectPath,
  expectText,
  expectVisible,
} from './harness';

const { e2eTest } = e2eSuite();

const ADMIN = { account: 'admin01', password: 'Admin@123' };
const ROOT = '星辰心理健康综合服务中心';

async function openOrgQuery(page: Page) {
  await enterShell(page, ADMIN.account, ADMIN.password, { orgName: ROOT, to: '/om/om-query' });
  await expectVisible(page.getByRole('button', { name: '新增机构' }), 'the button 新增机构');
}

function row(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

async function search(page: Page, name: string) {
  await page.getByLabel('机构名称', { exact: true }).fill(name);
  await page.getByRole('button', { name: '查询', exact: true }).click();
}

e2eTest(
  'agent operation: enter a child organisation, see 退出代理操作, exit back to the own identity',
  async ({ page }) => {
    await openOrgQuery(page);
    await search(page, '星辰心理测评资源中心');
    await row(page, '星辰心理测评资源中心').getByRole('button', { name: '代理操作' }).click();
    await expectText(page, '已进入代理操作：星辰心理测评资源中心');
    await expectPath(page, '/');
    const header = page.getByRole('banner');
    await expectVisible(
      header.getByText('星辰心理测评资源中心'),
      'the child organisation in the header',
    );
    await expectVisible(header.getByRole('button', { name: '退出代理操作' }), 'the exit button');
    await expectHidden(
      header.getByRole('button', { name: /切换机构/ }),
      'no switcher in agent mode',
    );

    // A real reload (a document load, not a client-side route change): no agent data stays in memory.
    await Promise.all([
      page.waitForEvent('load'),
      header.getByRole('button', { name: '退出代理操作' }).click(),
    ]);
    await expectPath(page, '/');
    await expectVisible(header.getByText(ROOT), 'the own organisation again');
    await expectHidden(
      header.getByRole('button', { name: '退出代理操作' }),
      'the exit button gone',
    );
    const flag = await page.evaluate(() => localStorage.getItem('AGENT_OPERATION'));
    assert.equal(flag, null, 'the agent flag is removed');
  },
);

e2eTest(
  'transfer organisation: the administrator hands over to operator01, who then manages organisations',
  async ({ page }) => {
    const { answer } = await enterShell(page, ADMIN.account, ADMIN.password, { orgName: ROOT });
    await page.getByRole('button', { name: answer.data?.name ?? '' }).click();
    await page.getByRole('menuitem', { name: '转移机构' }).click();
    await expectPath(page, '/grxx/zyjg');
    await page.getByRole('button', { name: '确认转移' }).click();
    await page.getByRole('button', { name: '确定转移' }).click();
    await expectText(page, '请选择接收人');
    await page.getByLabel('接收人').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'operator01' }).click();
    await page.getByLabel('登录密码').fill(ADMIN.password);
    await page.getByRole('button', { name: '确认转移' }).click();
    await page.getByRole('button', { name: '确定转移' }).click();
    await expectText(page, '转移成功，请重新登录');
    await expectPath(page, '/login');

    await enterShell(page, 'operator01', 'Oper@1234');
    await expectVisible(
      page.getByRole('menu', { name: '主菜单' }).getByText('机构管理'),
      'the menu 机构管理 for the new administrator',
    );
  },
);
