/**
 * 运营配置 in Chromium against the production build: admin01 creates a banner with a cropped
 * image upload and sees it listed with its thumbnail; the SMS log lists masked mobiles and never
 * a verification code's digits.
 */
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import type { Page } from 'playwright-core';
import { e2eSuite, enterShell, expectText, expectVisible } from './harness';

const { e2eTest } = e2eSuite();

/** A 468×200 PNG drawn by the browser itself (the crop step needs an image it can decode). */
async function bannerPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 468;
    canvas.height = 200;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#4797f7';
      context.fillRect(0, 0, 468, 200);
    }
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

e2eTest(
  '轮播图: create a banner with an image and a link; 短信记录 lists masked mobiles',
  async ({ page }) => {
    await enterShell(page, 'admin01', 'Admin@123', { orgName: '星辰心理健康综合服务中心' });
    await page.goto('/operate/banner');
    await expectText(page, '共22条数据');
    await page.getByRole('button', { name: '新增' }).click();
    const form = page.getByRole('dialog').filter({ hasText: '新增轮播图' });
    await form.getByLabel('标题').fill('浏览器测试轮播图');
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await bannerPng(page) });
    const crop = page.getByRole('dialog').filter({ hasText: '裁剪图片' });
    await expectVisible(crop, 'the crop dialog');
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/file/uploadFile') && r.ok(), {
        timeout: 20_000,
      }),
      crop.getByRole('button', { name: /确\s?定|OK/ }).click(),
    ]);
    await form.getByRole('radio', { name: '网址' }).check();
    await form.getByLabel('跳转链接').fill('https://www.example.com/e2e');
    await form.getByRole('button', { name: /确\s?定|OK/ }).click();
    await expectText(page, '保存成功');
    await expectText(page, '共23条数据');
    const thumbnail = page.getByRole('img', { name: '浏览器测试轮播图' });
    await expectVisible(thumbnail, 'the new banner’s thumbnail');
    assert.match((await thumbnail.getAttribute('src')) ?? '', /\/files\//);

    await page.goto('/operate/sms-log');
    await expectVisible(page.getByText(/^共\d+条数据$/), 'the SMS log total');
    const mobile = await page.getByRole('row').nth(1).getByRole('cell').first().textContent();
    assert.match(mobile ?? '', /^1\d{2}\*{4}\d{4}$/);
  },
);

e2eTest(
  '短信记录 shows the code that 修改手机号 sent masked (您的验证码为******); the outbox keeps it',
  async ({ page, baseUrl }) => {
    const mobile = '13912340016';
    await enterShell(page, 'admin01', 'Admin@123', { orgName: '星辰心理健康综合服务中心' });
    await page.goto('/grxx/grzl?tab=security');
    await page.getByRole('button', { name: '修改手机号' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('新手机号').fill(mobile);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expectText(page, '验证码发送成功');
    const outbox = (await (await fetch(`${baseUrl}/__mock__/outbox?to=${mobile}`)).json()) as {
      data: { code: string; text: string }[];
    };
    const [sent] = outbox.data;
    assert.ok(sent, `no code was sent to ${mobile}`);
    assert.ok(sent.text.includes(`您的验证码为${sent.code}`), 'the outbox keeps the code');

    await page.goto('/operate/sms-log');
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '查询' }).click();
    await expectText(page, '共1条数据');
    const row = page.getByRole('row').filter({ hasText: '139****0016' });
    await expectVisible(row, 'the code’s row in the SMS log');
    assert.deepEqual(
      (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim()).slice(0, 4),
      ['139****0016', '验证码', '验证码', sent.text.replace(sent.code, '******')],
    );
    assert.equal(await page.getByText(sent.code).count(), 0, 'the code is nowhere on the page');
  },
);
