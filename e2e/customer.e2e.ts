/**
 * Customers and problem types end to end, as admin01: a customer is added, archived, found in
 * 已归档 and restored; a problem type is added and disabled, and deleting a type orders use is
 * refused with 停用 offered instead.
 */
import type { Page } from 'playwright-core';
import { e2eSuite, enterShell, expectHidden, expectText, expectVisible } from './harness';

const { e2eTest } = e2eSuite();

const MAIN_ORG = '星辰心理健康综合服务中心';
const OK = /确\s*定/;
/** A tree row by its name (a group row's accessible name starts with its expand button). */
const treeRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function asAdmin(page: Page) {
  await enterShell(page, 'admin01', 'Admin@123', { orgName: MAIN_ORG });
}

e2eTest('a customer is added, archived, found in 已归档 and restored', async ({ page }) => {
  await asAdmin(page);
  await page.goto('/consult/customers');
  await expectVisible(page.getByText(/共\d+条数据/), 'the customer list');

  await page.getByRole('button', { name: '新增来访者' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('姓名').fill('周晓测');
  await dialog.getByLabel('女').check();
  await dialog.getByLabel('出生日期').click();
  await dialog.getByLabel('出生日期').fill('1990-05-06');
  await dialog.getByLabel('出生日期').press('Enter');
  await dialog.getByLabel('手机号').fill('13912345678');
  await dialog.getByRole('button', { name: OK }).click();
  await expectText(page, '保存成功');

  const search = page.getByRole('search');
  await search.getByLabel('姓名或手机号').fill('周晓测');
  await search.getByRole('button', { name: '查询' }).click();
  const row = page.getByRole('row').filter({ hasText: '周晓测' });
  await expectVisible(row.getByText('139****5678'), 'the new customer, mobile masked');
  await row.getByRole('button', { name: '归档' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: OK }).click();
  await expectText(page, '归档成功');
  await expectHidden(row, 'the archived customer gone from 在册');

  await page.getByRole('tab', { name: '已归档' }).click();
  await expectVisible(row, 'the customer in 已归档');
  await row.getByRole('button', { name: '恢复' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: OK }).click();
  await expectText(page, '恢复成功');
  await expectHidden(row, 'the restored customer gone from 已归档');
  await page.getByRole('tab', { name: '在册' }).click();
  await expectVisible(row, 'the customer back in 在册');
});

e2eTest('a problem type is added and disabled; a used one cannot be deleted', async ({ page }) => {
  await asAdmin(page);
  await page.goto('/consult/problem-types');
  await expectVisible(treeRow(page, '情绪管理领域'), 'the tree');

  await page.getByRole('button', { name: '新增分组' }).click();
  await page.getByRole('dialog').getByLabel('分组名称').fill('社会适应领域');
  await page.getByRole('dialog').getByRole('button', { name: OK }).click();
  await expectText(page, '保存成功');
  const group = treeRow(page, '社会适应领域');
  await group.getByRole('button', { name: '新增问题类型' }).click();
  await page.getByRole('dialog').getByLabel('问题类型名称').fill('环境适应');
  await page.getByRole('dialog').getByRole('button', { name: OK }).click();
  const added = treeRow(page, '环境适应');
  await expectVisible(added, 'the new type under its group');
  await added.getByRole('button', { name: '停用' }).click();
  await expectText(page, '停用成功');
  await expectVisible(added.getByRole('button', { name: '启用' }), 'the type disabled');

  const used = treeRow(page, '婚姻家庭');
  await used.getByRole('button', { name: '删除' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: OK }).click();
  const refusal = page.getByRole('dialog').filter({ hasText: '不能删除“婚姻家庭”' });
  await expectVisible(
    refusal.getByText('该问题类型已被使用，不能删除，可停用', { exact: false }),
    'the refusal',
  );
  await refusal.getByRole('button', { name: '停用' }).click();
  await expectText(page, '停用成功');
  await expectVisible(used.getByRole('button', { name: '启用' }), 'the used type disabled');
});
