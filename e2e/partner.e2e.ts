/**
 * 合作伙伴 in Chromium against the production build: admin01 creates a partner, gives it an
 * expert price through the shared price form, then pauses and terminates it (终止 is final).
 */
import type { Page } from 'playwright-core';
import { e2eSuite, enterShell, expectHidden, expectText, expectVisible } from './harness';
import { openOptions } from './counsellingSteps';

const { e2eTest } = e2eSuite();

const NAME = '浏览器测试康复医院';

const partnerRow = (page: Page) => page.getByRole('row').filter({ hasText: NAME });

/** Presses the row's action and confirms the dialog. */
async function changeStatus(page: Page, action: string) {
  await partnerRow(page).getByRole('button', { name: action }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `${action}合作` });
  await confirm.getByRole('button', { name: /确\s?定|OK/ }).click();
  await expectText(page, `${action}成功`);
}

e2eTest(
  '合作伙伴: create a partner, add an expert price, pause and terminate it',
  async ({ page }) => {
    await enterShell(page, 'admin01', 'Admin@123', { orgName: '星辰心理健康综合服务中心' });
    await page.goto('/partner/list');
    await expectVisible(page.getByText(/^共\d+条数据$/), 'the partner total');

    await page.getByRole('button', { name: '新增' }).click();
    const form = page.getByRole('dialog').filter({ hasText: '新增合作伙伴' });
    await form.getByLabel('合作伙伴名称').fill(NAME);
    await form.getByLabel('联系人').fill('王敏');
    await form.getByLabel('联系电话').fill('13912345678');
    await form.getByRole('combobox', { name: '所在地区' }).click();
    for (const name of ['广东省', '深圳市', '南山区'])
      await page.locator('.ant-cascader-menu-item').filter({ hasText: name }).first().click();
    await form.getByRole('button', { name: /确\s?定|OK/ }).click();
    await expectText(page, '保存成功');

    await page.getByLabel('名称', { exact: true }).fill(NAME);
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await expectText(page, '共1条数据');
    await expectVisible(partnerRow(page).getByText('广东省 深圳市 南山区'), 'the area names');

    await partnerRow(page).getByRole('button', { name: '专家价格（0）' }).click();
    await page.getByRole('button', { name: '新增价格' }).click();
    const prices = page.getByRole('dialog').filter({ hasText: '新增专家价格' });
    await prices.getByRole('combobox', { name: '专家' }).click();
    await openOptions(page).first().click();
    await prices.getByRole('checkbox').first().check();
    await prices.getByPlaceholder('最多两位小数').fill('288.5');
    await prices.getByRole('button', { name: '保存' }).click();
    await expectText(page, '保存成功');
    const drawer = page.locator('.ant-drawer').filter({ hasText: '医院专家价格' });
    await expectVisible(drawer.getByRole('cell', { name: '288.50' }), 'the new price');
    await expectVisible(drawer.getByText('生效中'), 'the price in force');
    await drawer.locator('.ant-drawer-close').click();
    await expectHidden(drawer, 'the price drawer');

    await changeStatus(page, '暂停');
    await expectVisible(
      partnerRow(page).locator('.ant-tag', { hasText: '暂停' }),
      'the paused tag',
    );
    await changeStatus(page, '终止');
    await expectVisible(
      partnerRow(page).locator('.ant-tag', { hasText: '终止' }),
      'the terminated tag',
    );
    await expectHidden(partnerRow(page).getByRole('button', { name: '恢复合作' }), 'no way back');
    await expectHidden(partnerRow(page).getByRole('button', { name: '编辑' }), 'no edit');
  },
);
