/**
 * Logins after a change, in Chromium against the production build: a changed password (the old
 * one stops working), a password retrieved by mobile code, a refused registration resubmitted
 * (the next login waits for review). Verification codes are read from the mock's outbox
 * (GET /__mock__/outbox), as QA reads them. (Changing the mobile is a page test: account.test.tsx.)
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  e2eSuite,
  enterShell,
  expectPath,
  expectText,
  expectVisible,
  login,
  logOut,
} from './harness';

const { e2eTest } = e2eSuite();

const OPERATOR = { account: 'operator01', password: 'Oper@1234' };
/** A 1×1 PNG: the upload is checked by content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface OutboxEntry {
  to: string;
  code: string;
}

/** The newest code the mock "sent" to the address. */
async function codeSentTo(baseUrl: string, to: string): Promise<string> {
  const answer = (await (
    await fetch(`${baseUrl}/__mock__/outbox?to=${encodeURIComponent(to)}`)
  ).json()) as {
    data: OutboxEntry[];
  };
  const entry = answer.data[0];
  assert.ok(entry, `no code was sent to ${to}`);
  return entry.code;
}

async function openSecurity(page: Page) {
  await page.goto('/grxx/grzl?tab=security');
  await expectVisible(page.getByText('绑定手机', { exact: true }), 'the security settings');
}

e2eTest(
  'security settings: change the password, log out, log in with the new one',
  async ({ page }) => {
    const { answer } = await enterShell(page, OPERATOR.account, OPERATOR.password);
    await openSecurity(page);
    await page.getByRole('button', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('新密码').fill('abc12');
    await dialog.getByLabel('确认密码').fill('abc13');
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await expectText(page, '请校验密码格式');
    await expectText(page, '两次输入的密码不一致');
    await dialog.getByLabel('新密码').fill('NewPass2025');
    await dialog.getByLabel('确认密码').fill('NewPass2025');
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await expectText(page, '密码修改成功');

    await logOut(page, answer.data?.name ?? '');
    const old = await login(page, OPERATOR.account, OPERATOR.password);
    assert.equal(old.code, 10003, 'the old password must stop working');
    const fresh = await login(page, OPERATOR.account, 'NewPass2025');
    assert.equal(fresh.code, 0, `${fresh.code} ${fresh.msg}`);
    await expectPath(page, '/loginChoose');
  },
);

e2eTest('retrieve a password by mobile code, then log in with it', async ({ page, baseUrl }) => {
  await page.goto('/retrieve-password');
  await page.getByLabel('账号', { exact: true }).fill('nobody99');
  await page.getByRole('button', { name: '下一步' }).click();
  await expectText(page, '账号不存在');
  await page.getByLabel('账号', { exact: true }).fill(OPERATOR.account);
  await page.getByRole('button', { name: '下一步' }).click();
  await expectPath(page, '/retrieve-password/rp-step2');
  assert.match(page.url(), /details=/);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expectText(page, '验证码发送成功');
  await page.getByLabel('验证码').fill(await codeSentTo(baseUrl, '13800000002'));
  await page.getByRole('button', { name: '下一步' }).click();
  await expectPath(page, '/retrieve-password/rp-step5');
  await page.getByLabel('新密码').fill('Found2025');
  await page.getByLabel('确认密码').fill('Found2025');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expectText(page, '密码修改成功');
  await expectPath(page, '/login');
  const answer = await login(page, OPERATOR.account, 'Found2025');
  assert.equal(answer.code, 0, `${answer.code} ${answer.msg}`);
});

e2eTest(
  'a refused organisation registration is corrected and resubmitted, then pending review',
  async ({ page }) => {
    await login(page, 'rejectorg01', 'Test@1234');
    await expectPath(page, '/registerStep3');
    await expectText(page, '未通过原因：营业执照照片不清晰，请重新上传后再提交审核');
    await page.getByRole('button', { name: '重新提交' }).click();
    await expectText(page, '请上传营业执照');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
    await expectVisible(
      page.locator('.ant-upload-list-item, img[src*="/files/"]').first(),
      'the uploaded licence',
    );
    await page.getByRole('button', { name: '重新提交' }).click();
    await expectText(page, '提交成功，请等待审核');
    await expectPath(page, '/registerStep4');
    await login(page, 'rejectorg01', 'Test@1234');
    await expectPath(page, '/registerStep4');
  },
);
