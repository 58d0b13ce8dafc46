import { Buffer } from 'node:buffer';
import { createMockApp, type MockApp } from '../app';
import { emptyRequest, type MockRequest } from './http';
import {
  call,
  envelopeOf,
  loginAs,
  signedFor,
  type SignedInit,
  signedRequest,
  type Envelope,
} from '../testing';
import { DEFAULT_BASIC_AUTH } from './verify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import axios from 'axios';
import { createMockAdapter } from '../axiosAdapter';
import { BODY_LIMITS, checkJsonShape } from './bodyShape';
import { startMockServer, type RunningMockServer } from '../server';
import { OPTIONS_MAX, QUESTIONS_MAX } from '../../src/shared/forms/templateRules';

describe('what a handler sees', () => {
  let app: MockApp;
  let token: string;
  beforeEach(async () => {
    app = createMockApp();
    token = (await loginAs(app, 'admin01')).token;
  });

  const deletableTasks = () =>
    [...app.db.survey.tasks.values()].filter(
      (task) => task.status === 0 && task.id !== app.db.survey.bigTaskId,
    );

  /** A request signed for `init`, with a query added afterwards (not signed). */
  function withUnsignedQuery(init: SignedInit, query: Record<string, string>): MockRequest {
    const req = signedFor(app, init);
    req.query = { ...req.query, ...query };
    return req;
  }

  describe('a POST reads its parameters from the signed body only', () => {
    test('a query id added to a signed delete fails the sign; neither task goes', async () => {
      const [a, b] = deletableTasks();
      const req = withUnsignedQuery(
        { method: 'POST', path: '/api/task/delete', body: { id: a.id }, token },
        { id: b.id },
      );
      expect(envelopeOf(await app.handle(req))).toEqual({
        code: 10022,
        msg: '签名校验失败',
        data: null,
      });
      expect(app.db.survey.tasks.has(a.id)).toBe(true);
      expect(app.db.survey.tasks.has(b.id)).toBe(true);
    });

    test('a signed query is not read as a body parameter: delete ?id=B deletes nothing', async () => {
      const [, b] = deletableTasks();
      const answer = await call(app, {
        method: 'POST',
        path: '/api/task/delete',
        query: { id: b.id },
        body: {},
        token,
      });
      expect(answer).toEqual({ code: 10400, msg: '任务ID不能为空', data: null });
      expect(app.db.survey.tasks.has(b.id)).toBe(true);
    });

    test('updateStatus ignores a signed query too', async () => {
      const task = [...app.db.survey.tasks.values()].find((row) => row.status === 1)!;
      const answer = await call(app, {
        method: 'POST',
        path: '/api/task/updateStatus',
        query: { id: task.id },
        body: { status: 2 },
        token,
      });
      expect(answer.code).toBe(10400);
      expect(task.status).toBe(1);
    });
  });

  describe('the two send calls read their parameter from the signed query only', () => {
    const SEND_SMS = '/server-platform/web/user/sendMobileVerifiCode';

    test('a mobile in the body is not read', async () => {
      const answer = await call(app, {
        method: 'POST',
        path: SEND_SMS,
        body: { mobile: '13912345678' },
      });
      expect(answer).toEqual({ code: 10400, msg: '手机号不能为空', data: null });
      expect(app.db.outbox).toHaveLength(0);
    });

    test('the query is signed: changing the mobile after signing fails the sign', async () => {
      const req = signedFor(app, {
        method: 'POST',
        path: SEND_SMS,
        query: { mobile: '13912345678' },
      });
      req.query = { mobile: '13900000000' };
      expect(envelopeOf(await app.handle(req)).code).toBe(10022);
      expect(app.db.outbox).toHaveLength(0);
    });
  });

  describe('a lone surrogate is a sign failure, never a 500', () => {
    const authorization = `Basic ${Buffer.from(DEFAULT_BASIC_AUTH).toString('base64')}`;

    function unsignable(place: 'body' | 'query' | 'fields' | 'key'): MockRequest {
      const req = emptyRequest(place === 'query' ? 'GET' : 'POST', '/web/user/login');
      if (place === 'query') req.path = '/api/user/getUserInfo';
      if (place === 'body') req.body = { account: '\ud800', password: 'x' };
      if (place === 'key') req.body = { '\udc00': 'x' };
      if (place === 'query') req.query = { q: 'a\ud800' };
      if (place === 'fields') req.fields = { name: '\udfff' };
      req.headers = {
        token: '',
        timestamp: String(app.now()),
        noncestr: 'n-1',
        sign: 'ABC',
        authorization,
      };
      return req;
    }

    test.each(['body', 'query', 'fields', 'key'] as const)('in the %s', async (place) => {
      const answer = await app.handle(unsignable(place));
      expect(answer.status).toBe(200);
      expect(envelopeOf(answer)).toEqual({ code: 10022, msg: '签名校验失败', data: null });
    });

    test('nested deeper than the signed text (JSON escapes it), it is refused before any handler', async () => {
      const answer = await call(app, {
        method: 'POST',
        path: '/server-platform/api/user/save',
        body: { name: '张三', areaCode: '110000', extra: { note: 'x\ud800' } },
        token,
      });
      expect(answer.code).toBe(10022);
    });
  });

  describe('control and bidi characters are refused in every body and field', () => {
    const REFUSED = { code: 10400, msg: '内容不能包含控制字符或文字方向控制符', data: null };

    test.each([
      ['NUL', 'a\u0000b'],
      ['BEL', 'a\u0007b'],
      ['ESC', '\u001b[31m'],
      ['DEL', 'a\u007f'],
      ['C1', 'a\u0085'],
      ['RLO', 'abc\u202etxt.exe'],
      ['LRI', '\u2066x'],
    ])('%s in a profile name: refused, nothing stored', async (_name, text) => {
      const before = app.db.accounts.get((await loginAs(app, 'operator01')).user.id)!.name;
      const { token: own, user } = await loginAs(app, 'operator01');
      const answer = await call(app, {
        method: 'POST',
        path: '/server-platform/api/user/save',
        body: { id: user.id, name: text, areaCode: '110000', sex: 1 },
        token: own,
      });
      expect(answer).toEqual(REFUSED);
      expect(app.db.accounts.get(user.id)!.name).toBe(before);
    });

    test('nested JSON, multipart fields and query text are checked too', async () => {
      const nested = await call(app, {
        method: 'POST',
        path: '/api/task/save',
        body: { name: 'ok', remark: { deep: ['x\u0000'] } },
        token,
      });
      expect(nested).toEqual(REFUSED);
      const multipart = await call(app, {
        method: 'POST',
        path: '/api/file/uploadFile',
        fields: { path: 'org\u202e' },
        token,
      });
      expect(multipart).toEqual(REFUSED);
      const query = await call(app, {
        path: '/api/task/page',
        query: { name: 'a\u0007' },
        token,
      });
      expect(query).toEqual(REFUSED);
    });

    test('tab, line feed and carriage return are kept in text', async () => {
      const { token: own, user } = await loginAs(app, 'operator01');
      const answer = await call(app, {
        method: 'POST',
        path: '/server-platform/api/user/save',
        body: { id: user.id, name: '李\t四', areaCode: '110000' },
        token: own,
      });
      expect(answer.code).toBe(0);
    });
  });
});

describe('the shape of a JSON body', () => {
  // Express schedules with setImmediate, which the jsdom environment leaves out.
  globalThis.setImmediate ??= nodeSetImmediate;

  const TOO_DEEP = { code: 10400, msg: '请求内容层级过深', data: null };
  const TOO_WIDE = { code: 10400, msg: '请求内容字段过多', data: null };
  const SAVE_TAG = '/api/tag/save';

  /** `levels` nested arrays inside a field: `{"a":[[…]]}`. */
  const nested = (levels: number) => `{"a":${'['.repeat(levels)}${']'.repeat(levels)}}`;
  /** An object of `count` keys. */
  const wide = (count: number) =>
    `{${Array.from({ length: count }, (_, i) => `"k${i}":1`).join(',')}}`;

  let root: string;
  let server: RunningMockServer;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'mock-body-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
    server = await startMockServer({ port: 0, distDir: root });
  });

  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** Posts raw JSON text over HTTP with every signing header (signed for an empty body). */
  async function post(text: string): Promise<{ status: number; envelope: Envelope }> {
    const { headers } = signedRequest({ method: 'POST', path: SAVE_TAG, body: {} });
    const answer = await fetch(new URL(SAVE_TAG, server.url), {
      method: 'POST',
      headers,
      body: text,
    });
    return { status: answer.status, envelope: (await answer.json()) as Envelope };
  }

  describe('the real server refuses a malformed body before parsing it', () => {
    test('5,000 levels deep (10 KB): 10400, not a 500 from the signing', async () => {
      const text = nested(5000);
      expect(text.length).toBeLessThan(10_100);
      expect(await post(text)).toEqual({ status: 200, envelope: TOO_DEEP });
    });

    test('200,000 keys: 10400 before it is parsed and signed', async () => {
      expect(await post(wide(200_000))).toEqual({ status: 200, envelope: TOO_WIDE });
    });

    test('up to the limits a body goes on to the usual checks (here the sign)', async () => {
      const signFailure = { code: 10022, msg: '签名校验失败', data: null };
      expect((await post(nested(BODY_LIMITS.depth - 1))).envelope).toEqual(signFailure);
      expect((await post(nested(BODY_LIMITS.depth))).envelope).toEqual(TOO_DEEP);
      expect((await post(wide(BODY_LIMITS.keys))).envelope).toEqual(signFailure);
      expect((await post(wide(BODY_LIMITS.keys + 1))).envelope).toEqual(TOO_WIDE);
    });
  });

  test('the Jest transport refuses the same bodies', async () => {
    const http = axios.create({ adapter: createMockAdapter(createMockApp()) });
    const send = async (text: string) =>
      (
        await http.post<Envelope>(SAVE_TAG, text, {
          headers: { 'content-type': 'application/json' },
        })
      ).data;
    expect(await send(nested(5000))).toEqual(TOO_DEEP);
    expect(await send(wide(BODY_LIMITS.keys + 1))).toEqual(TOO_WIDE);
  });

  describe('checkJsonShape', () => {
    test('counts neither brackets nor colons inside strings, escaped quotes included', () => {
      const text = JSON.stringify({
        a: '[[[[{{{{:::: \\" "[[[' + ':'.repeat(BODY_LIMITS.keys + 1),
      });
      expect(() => checkJsonShape(text)).not.toThrow();
    });

    test('the largest body the console sends is far inside the limits', () => {
      // A form template at its maxima: 200 questions of 20 options, every optional field present.
      const option = { option: '选项', score: 1 };
      const question = {
        code: 'Q1',
        questionContent: '题目',
        remark: '备注',
        isMust: 1,
        questionType: 1,
        optionList: Array.from({ length: OPTIONS_MAX }, () => option),
        selMin: 1,
        selMax: 2,
        childList: [],
      };
      const group = { ...question, optionList: [], childList: [question] };
      const template = {
        kind: 0,
        name: '表单',
        questionList: Array.from({ length: QUESTIONS_MAX }, () => group),
      };
      const text = JSON.stringify(template);
      expect(() => checkJsonShape(text)).not.toThrow();
      expect(text.split(':').length - 1).toBeLessThan(BODY_LIMITS.keys * 0.6);
    });
  });
});
