import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { MockApp } from './app';
import { CONTRACT_AREAS } from '../src/shared/contract';
import { FIXTURE_ACCOUNTS } from './contract/fixtures';
import {
  httpTransport,
  logIn,
  renderTable,
  verifyPlatform,
  type Session,
  type Transport,
} from './contract/platformVerify';
import { devBackend } from './devProxy';
import { bodyBuffer, jsonResponse } from './core/http';
import { startMockServer, type RunningMockServer } from './server';
import { qaPassword } from './testing';
import { DEFAULT_BASIC_AUTH, DEFAULT_SIGN_SUFFIX } from './core/verify';

// Express schedules with setImmediate, which the jsdom environment leaves out.
globalThis.setImmediate ??= nodeSetImmediate;

let root: string;
let server: RunningMockServer;

beforeAll(async () => {
  // A checkout under a hidden folder (e.g. ~/.cache/…): send refuses dot-folders in an absolute path.
  root = mkdtempSync(path.join(tmpdir(), 'mock-server-'));
  const distDir = path.join(root, '.cache', 'console', 'dist');
  mkdirSync(distDir, { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>控制台</title>');
  server = await startMockServer({ port: 0, distDir });
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

test('a client route answers index.html when dist/ lies under a dot-folder', async () => {
  const answer = await fetch(new URL('login', server.url), { headers: { accept: 'text/html' } });
  expect(answer.status).toBe(200);
  expect(await answer.text()).toContain('<title>控制台</title>');
});

/** The mock over HTTP as a platform would be: a client signing with the development settings. */
const overHttp = (url: string) =>
  httpTransport(url, { signSuffix: DEFAULT_SIGN_SUFFIX, basicAuth: DEFAULT_BASIC_AUTH }, () =>
    server.mock.now(),
  );

describe('npm run contract:verify against the mock (docs/api/platform.md)', () => {
  /** admin01 and the QA accounts some fixtures are written for, logged in as the console does. */
  async function sessions(send: Transport) {
    const main = await logIn(send, 'admin01', qaPassword('admin01'));
    const others = new Map<string, Session>();
    for (const name of new Set(Object.values(FIXTURE_ACCOUNTS)))
      others.set(name, await logIn(send, name, qaPassword(name)));
    return { session: main, sessionFor: (name: string) => others.get(name) };
  }

  // Over HTTP for a few areas (every call's answer is judged the same way in process by the
  // contract test, contractSuite.ts): the whole run is `npm run contract:verify` (platform.md).
  test('the reads of a few areas pass over HTTP, signed and logged in as the console; no write is sent', async () => {
    const areas = new Set(['标签', '分类', '推荐展示', '字典', '登录与会话', '角色']);
    const only = CONTRACT_AREAS.filter((area) => areas.has(area.name)).flatMap((area) =>
      Object.keys(area.calls),
    );
    const send = overHttp(server.url);
    const results = await verifyPlatform({
      send,
      ...(await sessions(send)),
      fixtureStore: { db: server.mock.db, now: server.mock.now() },
      only,
    });
    expect(results.map((result) => result.call)).toEqual(only);
    const reads = results.filter((result) => result.read);
    expect(reads.length).toBeGreaterThan(10);
    expect(reads.filter((result) => result.verdict !== 'pass')).toEqual([]);
    const writes = results.filter((result) => !result.read);
    expect(writes.map((result) => result.call)).toEqual(
      expect.arrayContaining(['saveTag', 'deleteTag', 'logout']),
    );
    expect(new Set(writes.map((result) => result.verdict))).toEqual(new Set(['skipped']));
    expect(renderTable(results)).toContain(
      `${results.length} calls: ${reads.length} pass, 0 refused with a declared code, 0 mismatch, ${writes.length} skipped`,
    );
  });

  test('a mock with one answer changed fails, naming the call and the field', async () => {
    // listTags answers its page without `total`; everything else as before.
    const changed: MockApp = {
      ...server.mock,
      handle: async (req) => {
        const response = await server.mock.handle(req);
        if (req.path !== '/api/tag/page') return response;
        const answer = JSON.parse(bodyBuffer(response).toString('utf8')) as {
          data: Record<string, unknown>;
        };
        delete answer.data.total;
        return jsonResponse(200, answer);
      },
    };
    const root = mkdtempSync(path.join(tmpdir(), 'mock-changed-'));
    const other = await startMockServer({ port: 0, distDir: root, mock: changed });
    try {
      const send = overHttp(other.url);
      const results = await verifyPlatform({
        send,
        ...(await sessions(send)),
        fixtureStore: { db: server.mock.db, now: server.mock.now() },
        only: ['getAllTag', 'listTags'],
      });
      expect(results.map(({ call, verdict }) => [call, verdict])).toEqual([
        ['getAllTag', 'pass'],
        ['listTags', 'shape'],
      ]);
      expect(results[1].detail).toContain('data.total');
      expect(renderTable(results)).toMatch(/^listTags\s+GET \/api\/tag\/page\s+MISMATCH shape/m);
    } finally {
      await other.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('API_PROXY: npm start against a platform (mock/devProxy.ts)', () => {
  test('without it the dev server mounts the mock; with it, the API prefixes go to the platform', () => {
    expect(devBackend({})).toEqual({ kind: 'mock' });
    const backend = devBackend({
      API_PROXY: 'https://platform.example/gateway/',
      SIGN_SUFFIX: 'secret-suffix',
    });
    if (backend.kind !== 'proxy') throw new Error('no proxy');
    expect(backend.proxy).toMatchObject([
      { target: 'https://platform.example/gateway', changeOrigin: true, secure: true },
    ]);
    const { context } = backend.proxy[0];
    expect(
      ['/api/tag/page', '/web/user/login', '/server-platform/api/x', '/api'].map(context),
    ).toEqual([true, true, true, true]);
    expect(
      ['/login', '/webpack-dev-server', '/js/main.js', '/ws', '/__mock__/docs'].map(context),
    ).toEqual([false, false, false, false, false]);
    // It says where the API goes and which settings came from the environment, never their values.
    const said = backend.lines.join('\n');
    expect(said).toContain('接口代理到 https://platform.example/gateway');
    expect(said).toContain('SIGN_SUFFIX 取自环境');
    expect(said).toContain('BASIC_AUTH 未设置');
    expect(said).not.toContain('secret-suffix');
    expect(() => devBackend({ API_PROXY: 'https://user:pw@platform.example' })).toThrow(
      'BASIC_AUTH',
    );
    expect(() => devBackend({ API_PROXY: 'platform.example' })).toThrow('不是网址');
    expect(() => devBackend({ API_PROXY: 'ftp://platform.example' })).toThrow('http 或 https');
  });

  test('a login reaches a second mock standing in for the platform through the proxy webpack-dev-server builds', async () => {
    const backend = devBackend({ API_PROXY: server.url });
    if (backend.kind !== 'proxy') throw new Error('no proxy');
    // The http-proxy-middleware webpack-dev-server itself requires, called as it calls it.
    const { createProxyMiddleware } = createRequire(require.resolve('webpack-dev-server'))(
      'http-proxy-middleware',
    ) as {
      createProxyMiddleware: (
        context: (pathname: string) => boolean,
        options: object,
      ) => express.RequestHandler;
    };
    const dev = express();
    for (const entry of backend.proxy)
      dev.use(createProxyMiddleware(entry.context, { ...entry, ws: false, logLevel: 'silent' }));
    dev.use((_req, res) => {
      res.status(404).send('dev server');
    });
    const listening = dev.listen(0, '127.0.0.1');
    await once(listening, 'listening');
    try {
      const { port } = listening.address() as AddressInfo;
      const session = await logIn(
        overHttp(`http://127.0.0.1:${port}/`),
        'admin01',
        qaPassword('admin01'),
      );
      expect(session.orgId).not.toBe('');
      const page = await fetch(`http://127.0.0.1:${port}/login`);
      expect(await page.text()).toBe('dev server');
    } finally {
      listening.closeAllConnections();
      await new Promise((done) => listening.close(done));
    }
  });
});
