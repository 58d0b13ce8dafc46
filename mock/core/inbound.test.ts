import { Buffer } from 'node:buffer';
import { createMockApp, type MockApp } from '../app';
import { emptyRequest, type MockRequest } from './http';
import { call, envelopeOf, loginAs, signedFor, type SignedInit } from '../testing';
import { DEFAULT_BASIC_AUTH } from './verify';

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
