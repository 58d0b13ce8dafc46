/**
 * Organisations in Chromium against the production build: create a child organisation, change
 * its status, the delete rules with their reasons, and operating a child organisation as its agent.
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
  await enterShell(page, ADMIN.account, ADMIN.password, { orgName: ROOT });
  await page.goto('/om/om-query');
  await expectVisible(page.getByRole('button', { name: '新增机构' }), 'the button 新增机构');
}

function row(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

async function search(page: Page, name: string) {
  await page.getByLabel('机构名称', { exact: true }).fill(name);
  await page.getByRole('button', { name: '查询' }).click();
}

e2eTest(
  'create a child organisation, change its status, delete it; a parent with children is refused with the reason',
  async ({ page }) => {
    await openOrgQuery(page);
    await page.getByRole('button', { name: '新增机构' }).click();
    const dialog = page.getByRole('dialog', { name: '新增机构' });
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expectText(page, '机构名称不能为空');
    await dialog.getByLabel('机构名称').fill('星辰南山分中心');
    await dialog.getByLabel('主体类型').click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^企业$/ })
      .click();
    await expectVisible(dialog.getByTitle('企业'), 'the chosen 主体类型 企业');
    // Searching the region picks the district in one step, as a user in a hurry would; clicking
    // through three columns flaked under load (a column missed its click while animating).
    const region = dialog.getByLabel('所在地区');
    await region.click();
    await region.fill('南山区');
    await page
      .locator('.ant-cascader-menu-item')
      .filter({ hasText: '深圳市' })
      .filter({ hasText: '南山区' })
      .first()
      .click();
    await expectVisible(dialog.getByTitle('广东省 / 深圳市 / 南山区'), 'the chosen region 南山区');
    await dialog.getByLabel('管理员邮箱').fill('nanshan@example.com');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expectText(page, '新增成功');

    await search(page, '星辰南山分中心');
    await expectVisible(
      row(page, '星辰南山分中心').getByText('未激活'),
      'the new organisation, not activated',
    );
    await row(page, '星辰南山分中心').getByRole('button', { name: '状态变更' }).click();
    const statusDialog = page.getByRole('dialog', { name: '状态变更' });
    await statusDialog.getByLabel('变更为').click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^正常$/ })
      .click();
    await statusDialog.getByRole('button', { name: /确\s*定/ }).click();
    await expectText(page, '状态变更成功');
    await expectVisible(row(page, '星辰南山分中心').getByText('正常'), 'the status 正常');

    await row(page, '星辰南山分中心').getByRole('button', { name: '删除' }).click();
    await page.getByRole('button', { name: '删除', exact: true }).last().click();
    await expectText(page, '删除成功');
    await expectHidden(row(page, '星辰南山分中心'), 'the deleted organisation gone');

    // A second-level organisation with children (collapsed in the tree): the reason shows, nothing is deleted.
    const withChildren = page
      .getByRole('tree', { name: '机构树' })
      .locator('.ant-tree-treenode')
      .filter({ has: page.locator('.ant-tree-switcher_close') })
      .first();
    const parentName = (await withChildren.innerText()).trim();
    await search(page, parentName);
    const parent = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: parentName, exact: true }) });
    await parent.getByRole('button', { name: '删除' }).click();
    await expectText(page, '该机构存在下级机构，不能删除');
    await page.getByRole('button', { name: '知道了' }).click();
    await search(page, '');
    const third = page.getByRole('row').filter({ hasText: '第3级' }).first();
    await third.getByRole('button', { name: '删除' }).click();
    await expectText(page, '第三级机构不能删除，仅可删除第三级以上的机构');
  },
);

e2eTest(
  'organisation details: a direct child can be edited; a third-level one is read only',
  async ({ page }) => {
    await openOrgQuery(page);
    await search(page, '星辰心理测评资源中心');
    await row(page, '星辰心理测评资源中心').getByRole('link', { name: '详情' }).click();
    await expectVisible(
      page.getByRole('button', { name: '编辑机构' }),
      'the edit button of a direct child',
    );
    assert.match(page.url(), /\/om\/om-query-details\/om-details\/\d+\/false$/);
    await page.goto('/om/om-query');
    const third = page.getByRole('row').filter({ hasText: '第3级' }).first();
    await third.getByRole('link', { name: '详情' }).click();
    await expectText(page, '第三级机构或非直属下级机构仅可查看。');
    assert.match(page.url(), /\/true$/);
    await expectHidden(
      page.getByRole('button', { name: '编辑机构' }),
      'no edit button on a read-only detail',
    );
  },
);

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

e2eTest('apps: assign an app to a child organisation', async ({ page }) => {
  await enterShell(page, ADMIN.account, ADMIN.password, { orgName: ROOT });
  await page.goto('/om/apps');
  const appRow = page.getByRole('row').filter({ hasText: '心理测评H5' });
  await appRow.getByRole('button', { name: '分配应用' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('下级机构').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^星辰心理测评资源中心$/ })
    .click();
  // The choice must show in the box before the drop-down closes, or the save sends none.
  await expectVisible(dialog.getByTitle('星辰心理测评资源中心'), 'the chosen 星辰心理测评资源中心');
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expectText(page, '分配成功');
  await expectVisible(
    appRow.getByText('星辰心理测评资源中心'),
    'the child organisation among the holders',
  );
});

e2eTest(
  'departments and people: add a person, find them by account, delete them',
  async ({ page }) => {
    await enterShell(page, ADMIN.account, ADMIN.password, { orgName: ROOT });
    await page.goto('/om/dept-people');
    await expectVisible(page.getByText(/共\d+条数据/), 'the people list');
    // The department chosen in the tree is the new person's department.
    await page
      .getByRole('tree', { name: '部门树' })
      .getByText('综合管理部', { exact: true })
      .click();
    await page.getByRole('button', { name: '新增人员' }).click();
    const dialog = page.getByRole('dialog', { name: '新增人员' });
    // The dialog opens lazily and animates in: confirm only once its form is there.
    await expectVisible(dialog.getByLabel('手机号'), 'the form 新增人员');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expectText(page, '手机号不能为空');
    await dialog.getByLabel('账号').fill('newperson01');
    await dialog.getByLabel('姓名').fill('新同事');
    await dialog.getByLabel('手机号').fill('13700001111');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expectText(page, '保存成功');
    await page.getByLabel('账号', { exact: true }).fill('newperson01');
    await page.getByRole('button', { name: '查询' }).click();
    const personRow = page.getByRole('row').filter({ hasText: 'newperson01' });
    await expectVisible(personRow.getByText('新同事'), 'the new person');
    await personRow.getByRole('button', { name: '删除' }).click();
    await page.getByRole('button', { name: '删除', exact: true }).last().click();
    await expectText(page, '删除成功');
    await expectHidden(personRow, 'the deleted person');
  },
);
