/**
 * The API reference at /__mock__/docs in Chromium: Swagger UI served by the mock from
 * node_modules renders the generated document, offline (every request stays on the mock's
 * origin), with no page error under the server's Content-Security-Policy.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { ARTIFACTS_DIR, e2eSuite, expectVisible } from './harness';

const { e2eTest } = e2eSuite();

e2eTest(
  'the API reference renders the declared calls without leaving the mock',
  async ({ page, baseUrl }) => {
    const requested: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    // A deep link opens one call: the viewer renders its ~190 operations only as they scroll into view.
    await page.goto(`/__mock__/docs#/${encodeURIComponent('标签')}/saveTag`);
    await expectVisible(page.getByRole('heading', { name: /心理服务管理平台 API/ }), 'the title');
    await expectVisible(page.locator('.opblock-tag').first(), 'an area heading');
    await expectVisible(page.getByText('/api/tag/save', { exact: true }), 'the tag save path');
    await expectVisible(page.getByText('新增或编辑标签', { exact: true }), 'its Chinese summary');
    await expectVisible(page.getByText('x-source').first(), 'the source extension');
    await expectVisible(page.getByText('spec').first(), 'the source of the call');
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'contract-docs.png'), fullPage: true });

    const origin = new URL(baseUrl).origin;
    assert.deepEqual(
      requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:')),
      [],
    );
    assert.deepEqual(errors, []);
  },
);
