import { createMockApp, type MockApp } from '../app';
import { QA_ACCOUNTS } from './accounts';
import { emptyRequest } from '../core/http';
import { call, login, loginAs, signedFor } from '../testing';
import type { LoginUserView } from '../core/userView';

let app: MockApp;
beforeEach(() => {
  app = createMockApp();
});

const LOGIN = '/web/user/login';
const CHOOSE = '/server-platform/web/user/chooseIdentity';
const USER_INFO = '/api/user/getUserInfo';
const LOG = '/server-platform/api/operationLog/getOperationLog';

describe('login', () => {
  test.each([
    ['admin01', 2, '登录成功', true, 3],
    ['operator01', 2, '登录成功', true, 1],
    ['expert01', 2, '登录成功', true, 1],
    ['orgstate01', 2, '登录成功', true, 6],
    ['pending01', 0, '账号待审核', false, 0],
    ['rejectorg01', 1, '注册审核未通过', true, 0],
    ['rejectexp01', 1, '注册审核未通过', true, 0],
    ['expired01', 3, '账号已到期', false, 0],
    ['frozen01', 4, '账号已冻结', false, 0],
    ['inactive01', 5, '账号未激活', false, 0],
  ] as const)('%s: status %i, %s', async (username, status, msg, hasToken, identityCount) => {
    const answer = await login(app, username);
    expect(answer.code).toBe(0);
    expect(answer.msg).toBe(msg);
    expect(answer.data.status).toBe(status);
    expect(answer.data.username).toBe(username);
    expect(Boolean(answer.data.token)).toBe(hasToken);
    expect(answer.data.identities).toHaveLength(identityCount);
    expect(JSON.stringify(answer)).not.toMatch(/password|salt|hash/i);
  });

  test('every QA account of the table logs in with its password', async () => {
    for (const account of QA_ACCOUNTS) expect((await login(app, account.username)).code).toBe(0);
  });

  test('admin01 has a comprehensive, a resource and a customer identity, all normal', async () => {
    const { data } = await login(app, 'admin01');
    expect(data.userType).toBe(1);
    expect(
      data.identities.map((identity) => [identity.orgType, identity.orgStatus, identity.userType]),
    ).toEqual([
      [0, 2, 1],
      [1, 2, 1],
      [2, 2, 1],
    ]);
  });

  test('expert01 has an expert identity of orgType 3', async () => {
    const { data } = await login(app, 'expert01');
    expect(data.identities).toEqual([
      expect.objectContaining({ userType: 2, orgType: 3, orgStatus: 2, orgName: '独立执业专家' }),
    ]);
  });

  test('refused registrations carry their registerInfo', async () => {
    expect((await login(app, 'rejectorg01')).data.registerInfo).toEqual(
      expect.objectContaining({ kind: 'org', reason: expect.stringMatching(/[\u4e00-\u9fa5]/) }),
    );
    expect((await login(app, 'rejectexp01')).data.registerInfo?.kind).toBe('expert');
    expect((await login(app, 'admin01')).data.registerInfo).toBeUndefined();
  });

  test('the account is trimmed and may be the mail address; /api/login is the same call', async () => {
    expect((await login(app, '  admin01  ', 'Admin@123')).code).toBe(0);
    expect((await login(app, 'ADMIN01@example.com', 'Admin@123')).code).toBe(0);
    const alias = await call<LoginUserView>(app, {
      method: 'POST',
      path: '/api/login',
      body: { account: 'admin01', password: 'Admin@123' },
    });
    expect(alias.code).toBe(0);
  });

  test('empty fields and wrong credentials', async () => {
    expect(await login(app, '   ', 'x')).toEqual({
      code: 10400,
      msg: '请输入邮箱/用户名',
      data: null,
    });
    expect(await login(app, 'admin01', '')).toEqual({ code: 10400, msg: '请输入密码', data: null });
    // The console's rule (docs/decisions/0001): under 6 characters after trimming.
    expect(await login(app, '  admi  ', 'x')).toEqual({
      code: 10400,
      msg: '账号最少6位',
      data: null,
    });
    expect(await login(app, 'admin01', 'admin@123')).toEqual({
      code: 10003,
      msg: '账号或密码错误',
      data: null,
    });
    expect(await login(app, 'nobody01', 'Admin@123')).toEqual({
      code: 10003,
      msg: '账号或密码错误',
      data: null,
    });
  });
});

describe('chooseIdentity', () => {
  test('orgstate01: statuses 1 and 2 enter, 0/3/4/5 answer 10409 with the chooser message', async () => {
    const { data } = await login(app, 'orgstate01');
    const outcomes: Record<string, [number, string]> = {};
    for (const identity of data.identities) {
      const answer = await call(app, {
        method: 'POST',
        path: CHOOSE,
        body: { identityId: identity.id },
        token: data.token,
      });
      outcomes[identity.orgName] = [answer.code, answer.code === 0 ? '' : answer.msg];
    }
    expect(outcomes).toEqual({
      待审核测试机构: [10409, '机构待审核'],
      未通过测试机构: [0, ''],
      正常测试机构: [0, ''],
      已到期测试机构: [10409, '机构已到期'],
      已冻结测试机构: [10409, '机构已被冻结'],
      未激活测试机构: [10409, '机构未激活'],
    });
  });

  test('answers the identity session; the new token reloads the same identity', async () => {
    const session = await loginAs(app, 'admin01', '星辰心理测评资源中心');
    expect(session.user).toEqual(
      expect.objectContaining({
        orgName: '星辰心理测评资源中心',
        orgType: 1,
        userType: 1,
        token: session.token,
      }),
    );
    expect(session.btnCodeList).toContain('16-01-01-01');
    const info = await call<{ user: { identityId: string }; btnCodeList: string[] }>(app, {
      path: USER_INFO,
      token: session.token,
    });
    expect(info.code).toBe(0);
    expect(info.data.user.identityId).toBe(session.user.identityId);
    expect(info.data.btnCodeList).toEqual(session.btnCodeList);
  });

  test('operator01 has assessment pages but no add/edit/delete/publish/pause/end/export button', async () => {
    const { btnCodeList } = await loginAs(app, 'operator01');
    expect(btnCodeList).toEqual(
      expect.arrayContaining([
        '15',
        '15-01-01',
        '16-01-01',
        '17-01-06',
        '15-01-01-01',
        '15-01-01-04',
        '16-01-01-06',
        '17-01-06-01',
      ]),
    );
    for (const code of [
      '15-01-01-02',
      '15-01-01-03',
      '15-01-01-05',
      '16-01-01-01',
      '16-01-01-03',
      '16-01-01-05',
      '17-01-01-01',
      '17-01-06-03',
    ]) {
      expect(btnCodeList).not.toContain(code);
    }
  });

  test("expert01 enters its expert identity; someone else's identity is 10404", async () => {
    const expert = await loginAs(app, 'expert01');
    expect(expert.user.orgType).toBe(3);
    expect(expert.btnCodeList).toEqual([
      '01',
      '01-01-01',
      '14',
      '14-01-01',
      '14-01-04',
      '19',
      '20',
      '20-01-01',
      '20-01-02',
      '19-01-01',
      '19-01-02',
    ]);
    const admin = await login(app, 'admin01');
    const foreign = await call(app, {
      method: 'POST',
      path: CHOOSE,
      body: { identityId: expert.user.identityId },
      token: admin.data.token,
    });
    expect(foreign).toEqual({ code: 10404, msg: '记录不存在', data: null });
  });

  test('without a token it is 10001', async () => {
    const answer = await call(app, {
      method: 'POST',
      path: CHOOSE,
      body: { identityId: '300001' },
    });
    expect(answer).toEqual({ code: 10001, msg: '登录已失效，请重新登录', data: null });
  });
});

describe('updatePwd', () => {
  const PATH = '/web/user/updatePwd';

  test('success: 设置成功, and the new password works at the next login', async () => {
    const { token, user } = await loginAs(app, 'operator01');
    const answer = await call(app, {
      method: 'POST',
      path: PATH,
      token,
      body: { id: user.id, oldPwd: 'Oper@1234', password: 'NewPass123' },
    });
    expect(answer).toEqual({ code: 0, msg: '设置成功', data: null });
    expect((await login(app, 'operator01', 'Oper@1234')).code).toBe(10003);
    expect((await login(app, 'operator01', 'NewPass123')).code).toBe(0);
  });

  test('a wrong old password is 10005 and changes nothing', async () => {
    const { token, user } = await loginAs(app, 'operator01');
    const answer = await call(app, {
      method: 'POST',
      path: PATH,
      token,
      body: { id: user.id, oldPwd: 'wrong', password: 'NewPass123' },
    });
    expect(answer).toEqual({ code: 10005, msg: '原密码错误', data: null });
    expect((await login(app, 'operator01')).code).toBe(0);
  });

  test.each(['abc12', 'a'.repeat(19), 'Pass@1234', '密码密码密码'])(
    'new password %s is refused with 请校验密码格式',
    async (password) => {
      const { token, user } = await loginAs(app, 'operator01');
      const answer = await call(app, {
        method: 'POST',
        path: PATH,
        token,
        body: { id: user.id, oldPwd: 'Oper@1234', password },
      });
      expect(answer).toEqual({ code: 10400, msg: '请校验密码格式', data: null });
    },
  );

  test("another account's id is refused", async () => {
    const { token } = await loginAs(app, 'operator01');
    const admin = await login(app, 'admin01');
    const answer = await call(app, {
      method: 'POST',
      path: PATH,
      token,
      body: { id: admin.data.id, oldPwd: 'Oper@1234', password: 'NewPass123' },
    });
    expect(answer.code).toBe(10403);
  });
});

test('logout: the token stops working (10001), others keep theirs', async () => {
  const first = await loginAs(app, 'admin01');
  const second = await loginAs(app, 'operator01');
  expect(
    (
      await call(app, {
        method: 'POST',
        path: '/server-platform/api/user/logout',
        token: first.token,
      })
    ).code,
  ).toBe(0);
  expect(await call(app, { path: USER_INFO, token: first.token })).toEqual({
    code: 10001,
    msg: '登录已失效，请重新登录',
    data: null,
  });
  expect((await call(app, { path: USER_INFO, token: second.token })).code).toBe(0);
});

test('revoke-sessions ends every session', async () => {
  const { token } = await loginAs(app, 'admin01');
  await app.handle(emptyRequest('POST', '/__mock__/revoke-sessions'));
  expect((await call(app, { path: USER_INFO, token })).code).toBe(10001);
});

describe('getOperationLog', () => {
  interface LogPage {
    rows: Array<{
      methodName: string;
      createTime: string;
      router: string;
      leftCode: string;
      img: string;
    }>;
    total: number;
  }

  test('pages the caller’s entries newest first; login and updatePwd add entries', async () => {
    const { token, user } = await loginAs(app, 'operator01');
    const first = await call<LogPage>(app, {
      path: LOG,
      token,
      query: { pageNum: '1', pageSize: '10' },
    });
    expect(first.code).toBe(0);
    expect(first.data.total).toBeGreaterThanOrEqual(31);
    expect(first.data.rows).toHaveLength(10);
    expect(first.data.rows[0].methodName).toBe('登录系统');
    const times = first.data.rows.map((row) => row.createTime);
    expect([...times].sort().reverse()).toEqual(times);

    await call(app, {
      method: 'POST',
      path: '/web/user/updatePwd',
      token,
      body: { id: user.id, oldPwd: 'Oper@1234', password: 'NewPass123' },
    });
    const after = await call<LogPage>(app, {
      path: LOG,
      token,
      query: { pageNum: '1', pageSize: '5' },
    });
    expect(after.data.total).toBe(first.data.total + 1);
    expect(after.data.rows[0].methodName).toBe('修改密码');

    const lastPage = Math.ceil(after.data.total / 5);
    const last = await call<LogPage>(app, {
      path: LOG,
      token,
      query: { pageNum: String(lastPage), pageSize: '5' },
    });
    expect(last.data.rows.length).toBe(after.data.total - (lastPage - 1) * 5);
  });

  test('sorts by 操作时间 both ways over all the caller’s entries; another field is refused', async () => {
    const { token } = await loginAs(app, 'operator01');
    const times = async (sortOrder: string) => {
      const answer = await call<LogPage>(app, {
        path: LOG,
        token,
        query: { pageSize: '0', sortField: 'createTime', sortOrder },
      });
      expect(answer.code).toBe(0);
      return answer.data.rows.map((row) => row.createTime);
    };
    const asc = await times('asc');
    expect(asc.length).toBeGreaterThanOrEqual(31);
    expect(new Set(asc).size).toBeGreaterThan(1);
    expect(asc).toEqual([...asc].sort());
    expect(await times('desc')).toEqual([...asc].sort().reverse());
    const refused = await call(app, {
      path: LOG,
      token,
      query: { sortField: 'methodName', sortOrder: 'asc' },
    });
    expect([refused.code, refused.msg]).toEqual([10400, expect.stringContaining('排序字段不正确')]);
  });

  test('bad paging is 10400', async () => {
    const { token } = await loginAs(app, 'operator01');
    expect(
      (await call(app, { path: LOG, token, query: { pageNum: '0', pageSize: '10' } })).code,
    ).toBe(10400);
    expect(
      (await call(app, { path: LOG, token, query: { pageNum: 'x', pageSize: '10' } })).code,
    ).toBe(10400);
  });
});

test('getDictByCode answers the body_type group', async () => {
  const { token } = await loginAs(app, 'admin01');
  const answer = await call<Array<{ code: string; name: string }>>(app, {
    path: '/server-platform/api/dict/getDictByCode',
    token,
    query: { code: 'body_type' },
  });
  expect(answer.data.length).toBeGreaterThanOrEqual(4);
  expect(answer.data[0]).toEqual({ code: '0', name: '事业单位' });
  expect(
    (
      await call(app, {
        path: '/server-platform/api/dict/getDictByCode',
        token,
        query: { code: 'nope' },
      })
    ).data,
  ).toEqual([]);
});

test('expert01 sees its cooperation applications with statuses 2 and 4 (the badges)', async () => {
  const { token } = await loginAs(app, 'expert01');
  const path = '/server-platform/api/expert/showAllOrgExpertCooperApplyByExpert';
  const two = await call<{ total: number; rows: Array<{ status: number }> }>(app, {
    path,
    token,
    query: { pageNum: '1', pageSize: '10', status: '2' },
  });
  const four = await call<{ total: number }>(app, {
    path,
    token,
    query: { pageNum: '1', pageSize: '10', status: '4' },
  });
  const both = await call<{ total: number }>(app, {
    path,
    token,
    query: { pageNum: '1', pageSize: '10', status: '2,4' },
  });
  expect(two.data.total).toBeGreaterThan(0);
  expect(two.data.rows.every((row) => row.status === 2)).toBe(true);
  expect(four.data.total).toBeGreaterThan(0);
  expect(both.data.total).toBe(two.data.total + four.data.total);
  const admin = await loginAs(app, 'admin01');
  expect((await call(app, { path, token: admin.token, query: { status: '2' } })).code).toBe(10403);
});

test('an unknown route is 404 and a throwing handler answers 服务器内部错误', async () => {
  const missing = await app.handle(emptyRequest('GET', '/api/nope'));
  expect(missing.status).toBe(404);
  const broken = createMockApp();
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  broken.db.accounts = undefined as unknown as typeof broken.db.accounts;
  const answer = await broken.handle(
    signedFor(broken, { method: 'POST', path: LOGIN, body: { account: 'abcdef', password: 'b' } }),
  );
  expect(answer.status).toBe(500);
  expect(JSON.parse(String(answer.body))).toEqual({ code: 500, msg: '服务器内部错误', data: null });
  spy.mockRestore();
});
