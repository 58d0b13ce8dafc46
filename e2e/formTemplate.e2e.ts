/**
 * 表单管理 in Chromium against the production build: admin01 builds a case template of two groups
 * with a 必填 question in the editor, 确认且提交 turns the draft to-use, 使用 makes it the one in use.
 */
import type { Page } from 'playwright-core';
import { e2eSuite, enterShell, expectHidden, expectText, expectVisible } from './harness';

const { e2eTest } = e2eSuite();

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function confirm(page: Page) {
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s?定|OK/ })
    .click();
}

e2eTest(
  '个案表单: build a template with two groups and a 必填 question, 确认且提交, 使用',
  async ({ page }) => {
    await enterShell(page, 'admin01', 'Admin@123', { orgName: '星辰心理健康综合服务中心' });
    await page.goto('/forms/case');
    await expectText(page, '共2条数据');
    await page.getByRole('button', { name: '新建' }).click();
    await page.getByLabel('表单名称', { exact: true }).fill('浏览器个案表单');
    await page.getByLabel('指导语', { exact: true }).fill('请在会谈后24小时内如实填写。');
    await page.getByLabel('结束语', { exact: true }).fill('感谢您的记录。');
    await page.getByLabel('分组1名称', { exact: true }).fill('主诉');
    await page.getByLabel('第1题题目内容', { exact: true }).fill('来访者情绪状态');
    await page.getByLabel('第1题选项1', { exact: true }).fill('平稳');
    await page.getByLabel('第1题选项2', { exact: true }).fill('低落');
    await page.getByRole('switch', { name: '第1题必填' }).click();
    await page.getByRole('button', { name: /添加分组/ }).click();
    await page.getByLabel('分组2名称', { exact: true }).fill('小结');
    await page.getByRole('button', { name: /在分组2中添加题目/ }).click();
    await page.getByLabel('第2题题目内容', { exact: true }).fill('咨询小结');
    await page.getByRole('combobox', { name: '第2题题型' }).click();
    await page.getByTitle('填空题').click();

    // The preview is the real fill-in panel: an empty 提交 is refused.
    await page.getByRole('button', { name: '预览' }).click();
    const preview = page.getByRole('dialog').filter({ hasText: '预览' });
    await expectVisible(
      preview.getByRole('region', { name: '指导语' }).getByText('请在会谈后24小时内如实填写。'),
      'the guidance above the questions',
    );
    await preview.getByRole('button', { name: '提交' }).click();
    await expectText(page, '请检查必填项');
    await expectVisible(
      preview.locator('.ant-form-item-explain-error').filter({ hasText: '必填' }),
      '必填',
    );
    await preview.getByRole('button', { name: /Close|关闭/ }).click();
    await expectHidden(preview, 'the preview');

    await page.getByRole('button', { name: '保存草稿' }).click();
    await expectText(page, '保存成功');
    await expectText(page, '共3条数据');
    await rowOf(page, '浏览器个案表单').getByRole('button', { name: '确认且提交' }).click();
    await confirm(page);
    await expectText(page, '提交成功');
    await expectVisible(rowOf(page, '浏览器个案表单').getByText('待使用'), 'the to-use status');
    await rowOf(page, '浏览器个案表单').getByRole('button', { name: '使用' }).click();
    await confirm(page);
    await expectText(page, '使用成功');
    await expectVisible(rowOf(page, '浏览器个案表单').getByText('使用中'), 'in use');
    await expectVisible(
      rowOf(page, '默认个案表单').getByRole('button', { name: '使用' }),
      'the default no longer in use',
    );
  },
);
