/**
 * The API reference at /__mock__/docs in Chromium: Swagger UI served by the mock from
 * node_modules renders the generated document, offline (every request stays on the mock's
 * origin), with no page error under the server's Content-Security-Policy.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR, e2eSuite, expectVisible } from './harness';

const { e2eTest } = e2eSuite();

const VIEWER_TIMEOUT_MS = 30_000;

/** What the viewer's root shows (its own error, say), for a failure message. */
async function viewerText(page: Page): Promise<string> {
  const text = await page
    .locator('#api')
    .innerText({ timeout: 1_000 })
    .catch(() => '');
  return JSON.stringify(text.slice(0, 200));
}

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
    const documentAnswer = page.waitForResponse((response) =>
      response.url().endsWith('/__mock__/openapi.json'),
    );
    await page.goto(`/__mock__/docs#/${encodeURIComponent('标签')}/saveTag`);
    assert.equal((await documentAnswer).status(), 200, 'the document is served');
    // The viewer is a 1.4 MB bundle that lays out all ~190 operations before its title shows: on
    // a loaded CI machine that has taken more than the usual 10 s (twice in a row), so it gets 30.
    await expectVisible(
      page.getByRole('heading', { name: /心理服务管理平台 API/ }),
      'the title',
      VIEWER_TIMEOUT_MS,
    ).catch(async (error: unknown) => {
      throw new Error(`${String(error)}; the viewer shows: ${await viewerText(page)}`);
    });
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
