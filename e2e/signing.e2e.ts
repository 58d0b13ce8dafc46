/**
 * The request contract in a real browser: signed requests sent from the page with fetch reach
 * the mock, which accepts them once and refuses replays, tampering, stale timestamps and
 * missing headers with their own codes; and the app's own requests carry what the contract asks.
 *
 * The canonical string and the sign are computed here with Node's crypto, independently of
 * src/shared/request/sign.ts, so a disagreement between the client and the mock shows up.
 */
import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import type { Page, Request } from 'playwright-core';
import { BASIC_AUTH, SIGN_SUFFIX, enterShell, isApiUrl, e2eSuite } from './harness';

const { e2eTest } = e2eSuite();

const LOGIN_PATH = '/web/user/login';
const ADMIN = { account: 'admin01', password: 'Admin@123' };
const AUTHORIZATION = `Basic ${Buffer.from(BASIC_AUTH).toString('base64')}`;

/** Codes and messages of docs/api/shell.md. */
const REFUSED = {
  missingHeader: { code: 10020, msg: '请求头不完整' },
  badTimestamp: { code: 10021, msg: '请求时间戳无效或已过期' },
  badSign: { code: 10022, msg: '签名校验失败' },
  replay: { code: 10023, msg: '请求重复，请勿重复提交' },
  badAuthorization: { code: 10024, msg: '授权信息无效' },
};

function paramText(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `timestamp=<t>&nonceStr=<n>&k=v…`, non-empty pairs sorted by key, all percent-encoded. */
function canonical(timestamp: string, nonceStr: string, params: Record<string, unknown>): string {
  const pairs = Object.keys(params)
    .map((key) => [key, paramText(params[key])] as const)
    .filter((pair): pair is readonly [string, string] => pair[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return [
    `timestamp=${encodeURIComponent(timestamp)}`,
    `nonceStr=${encodeURIComponent(nonceStr)}`,
    ...pairs,
  ].join('&');
}

function sign(timestamp: string, nonceStr: string, params: Record<string, unknown>): string {
  return createHash('sha256')
    .update(canonical(timestamp, nonceStr, params) + SIGN_SUFFIX, 'utf8')
    .digest('hex')
    .toUpperCase();
}

type Headers = Record<string, string>;

function signedHeaders(
  params: Record<string, unknown>,
  options: { timestamp?: number; token?: string } = {},
): Headers {
  const timestamp = String(options.timestamp ?? Date.now());
  const nonceStr = randomUUID();
  return {
    'Content-Type': 'application/json',
    token: options.token ?? '',
    timestamp,
    nonceStr,
    sign: sign(timestamp, nonceStr, params),
    Authorization: AUTHORIZATION,
  };
}

function without(headers: Headers, name: string): Headers {
  return Object.fromEntries(Object.entries(headers).filter(([key]) => key !== name));
}

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

/** POSTs from inside the page (same origin as the app), so the browser's fetch is what is tested. */
async function postFromPage(
  page: Page,
  path: string,
  headers: Headers,
  body: unknown,
): Promise<Envelope> {
  return page.evaluate(
    async ({ path, headers, body }) => {
      const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
      return (await response.json()) as { code: number; msg: string; data: unknown };
    },
    { path, headers, body },
  );
}

function assertRefused(answer: Envelope, expected: { code: number; msg: string }, what: string) {
  assert.equal(
    answer.code,
    expected.code,
    `${what}: expected code ${expected.code}, got ${answer.code} ${answer.msg}`,
  );
  assert.equal(answer.msg, expected.msg, `${what}: message`);
}

e2eTest(
  'a correctly signed login is accepted once; its replay is refused with 10023',
  async ({ page }) => {
    await page.goto('/login');
    const headers = signedHeaders(ADMIN);

    const first = await postFromPage(page, LOGIN_PATH, headers, ADMIN);
    assert.equal(first.code, 0, `signed login: ${first.code} ${first.msg}`);

    const replay = await postFromPage(page, LOGIN_PATH, headers, ADMIN);
    assertRefused(replay, REFUSED.replay, 'same request, same nonce');

    const fresh = await postFromPage(page, LOGIN_PATH, signedHeaders(ADMIN), ADMIN);
    assert.equal(fresh.code, 0, `the same login with a new nonce: ${fresh.code} ${fresh.msg}`);
  },
);

e2eTest('a tampered body with the old sign is refused with 10022', async ({ page }) => {
  await page.goto('/login');
  const headers = signedHeaders(ADMIN);
  const tampered = { ...ADMIN, account: 'pending01' };

  const answer = await postFromPage(page, LOGIN_PATH, headers, tampered);
  assertRefused(answer, REFUSED.badSign, 'tampered body, unsent nonce');

  // The sign is checked before the nonce: tampering with a request already sent is still 10022.
  const sent = signedHeaders(ADMIN);
  assert.equal((await postFromPage(page, LOGIN_PATH, sent, ADMIN)).code, 0);
  assertRefused(
    await postFromPage(page, LOGIN_PATH, sent, tampered),
    REFUSED.badSign,
    'tampered replay',
  );
});

e2eTest('a timestamp older than 5 minutes is refused with 10021', async ({ page }) => {
  await page.goto('/login');
  const headers = signedHeaders(ADMIN, { timestamp: Date.now() - 6 * 60 * 1000 });
  assertRefused(
    await postFromPage(page, LOGIN_PATH, headers, ADMIN),
    REFUSED.badTimestamp,
    'old timestamp',
  );

  const notANumber: Headers = { ...signedHeaders(ADMIN), timestamp: 'yesterday' };
  notANumber.sign = sign(notANumber.timestamp, notANumber.nonceStr, ADMIN);
  assertRefused(
    await postFromPage(page, LOGIN_PATH, notANumber, ADMIN),
    REFUSED.badTimestamp,
    'timestamp not a number',
  );
});

e2eTest('a request without sign is refused with 10020', async ({ page }) => {
  await page.goto('/login');
  const withoutSign = without(signedHeaders(ADMIN), 'sign');
  assertRefused(
    await postFromPage(page, LOGIN_PATH, withoutSign, ADMIN),
    REFUSED.missingHeader,
    'missing sign',
  );

  const withoutNonce = without(signedHeaders(ADMIN), 'nonceStr');
  assertRefused(
    await postFromPage(page, LOGIN_PATH, withoutNonce, ADMIN),
    REFUSED.missingHeader,
    'missing nonceStr',
  );
});

e2eTest('a request with other Basic credentials is refused with 10024', async ({ page }) => {
  await page.goto('/login');
  const headers = {
    ...signedHeaders(ADMIN),
    Authorization: `Basic ${Buffer.from('console:wrong').toString('base64')}`,
  };
  assertRefused(
    await postFromPage(page, LOGIN_PATH, headers, ADMIN),
    REFUSED.badAuthorization,
    'wrong Basic credentials',
  );
});

/** The parameters a captured request was signed over: its query, or its JSON body's top-level fields. */
function signedParams(request: Request): Record<string, unknown> | undefined {
  const url = new URL(request.url());
  if (request.method() === 'GET') return Object.fromEntries(url.searchParams);
  const contentType = request.headers()['content-type'] ?? '';
  if (!contentType.includes('application/json')) return undefined;
  const body = request.postData();
  return body ? (JSON.parse(body) as Record<string, unknown>) : {};
}

e2eTest('the app signs its own requests, and the mock accepts them', async ({ page }) => {
  const captured: Request[] = [];
  page.on('request', (request) => {
    if (isApiUrl(request.url())) captured.push(request);
  });

  await enterShell(page, ADMIN.account, ADMIN.password);
  await page.waitForLoadState('networkidle');

  const loginIndex = captured.findIndex((request) =>
    /\/(web\/user|api)\/login$/.test(new URL(request.url()).pathname),
  );
  assert.ok(loginIndex >= 0, `no login request among ${captured.map((r) => r.url()).join(', ')}`);
  const afterLogin = captured.slice(loginIndex + 1);
  assert.ok(afterLogin.length > 0, 'the app sent no request after logging in');

  for (const request of captured) {
    const what = `${request.method()} ${new URL(request.url()).pathname}`;
    const headers = await request.allHeaders();
    assert.ok('token' in headers, `${what}: token header missing`);
    assert.match(headers.timestamp ?? '', /^\d{13}$/, `${what}: timestamp`);
    assert.ok(
      Math.abs(Number(headers.timestamp) - Date.now()) < 5 * 60 * 1000,
      `${what}: timestamp is not now`,
    );
    assert.equal((headers.noncestr ?? '').length, 36, `${what}: nonceStr must be 36 characters`);
    assert.match(
      headers.sign ?? '',
      /^[0-9A-F]{64}$/,
      `${what}: sign must be 64 uppercase hex digits`,
    );
    assert.equal(headers.authorization, AUTHORIZATION, `${what}: Authorization`);

    const params = signedParams(request);
    if (params) {
      assert.equal(
        headers.sign,
        sign(headers.timestamp, headers.noncestr, params),
        `${what}: sign differs from an independent computation`,
      );
    }

    const response = await request.response();
    assert.ok(response, `${what}: no response`);
    const answer = (await response.json()) as Envelope;
    assert.ok(
      answer.code < 10020 || answer.code > 10024,
      `${what}: refused by the signature check: ${answer.code} ${answer.msg}`,
    );
    assert.notEqual(answer.code, 10001, `${what}: refused as logged out: ${answer.msg}`);
  }

  const first = afterLogin[0];
  const firstHeaders = await first.allHeaders();
  assert.ok(firstHeaders.token, `${first.method()} ${first.url()}: carries no token after login`);
  const firstAnswer = (await (await first.response())!.json()) as Envelope;
  assert.equal(
    firstAnswer.code,
    0,
    `${first.method()} ${first.url()}: ${firstAnswer.code} ${firstAnswer.msg}`,
  );

  // Every nonce is fresh.
  const nonces = await Promise.all(
    captured.map(async (request) => (await request.allHeaders()).noncestr),
  );
  assert.equal(new Set(nonces).size, nonces.length, 'a nonce was reused');
});
