/**
 * 运营配置 in Chromium against the production build: admin01 creates a banner with a cropped
 * image upload and sees it listed with its thumbnail; the SMS log lists masked mobiles.
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
    await expectText(page, '共3条数据');
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
    await expectText(page, '共4条数据');
    const thumbnail = page.getByRole('img', { name: '浏览器测试轮播图' });
    await expectVisible(thumbnail, 'the new banner’s thumbnail');
    assert.match((await thumbnail.getAttribute('src')) ?? '', /\/files\//);

    await page.goto('/operate/sms-log');
    await expectVisible(page.getByText(/^共\d+条数据$/), 'the SMS log total');
    const mobile = await page.getByRole('row').nth(1).getByRole('cell').first().textContent();
    assert.match(mobile ?? '', /^1\d{2}\*{4}\d{4}$/);
  },
);
