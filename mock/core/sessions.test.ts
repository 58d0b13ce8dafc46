import { createMockApp, type MockApp } from '../app';
import {
  DEFAULT_SESSION_IDLE_MS,
  DEFAULT_SESSION_LIFETIME_MS,
  sessionIdleFromEnv,
  sessionLifetimeFromEnv,
} from './sessions';
import { call, login, loginAs } from '../testing';

describe('sessions', () => {
  const USER_INFO = '/api/user/getUserInfo';
  const CHOOSE = '/server-platform/web/user/chooseIdentity';
  const EXPIRED = { code: 10001, msg: '登录已失效，请重新登录', data: null };

  let clock: number;
  let app: MockApp;
  beforeEach(() => {
    clock = Date.UTC(2025, 6, 1, 2, 0, 0);
    app = createMockApp({ now: () => clock, sessionIdleMs: 30 * 60 * 1000 });
  });

  const userInfo = (token: string) => call(app, { path: USER_INFO, token });

  test('logout ends the identity token and the login token it was chosen with', async () => {
    const answer = await login(app, 'admin01');
    const loginToken = answer.data.token;
    const chosen = await call<{ token: string }>(app, {
      method: 'POST',
      path: CHOOSE,
      body: { identityId: answer.data.identities[0].id },
      token: loginToken,
    });
    const out = await call(app, {
      method: 'POST',
      path: '/server-platform/api/user/logout',
      token: chosen.data.token,
    });
    expect(out.code).toBe(0);
    expect(await userInfo(chosen.data.token)).toEqual(EXPIRED);
    // The login token can no longer choose an identity either.
    const again = await call(app, {
      method: 'POST',
      path: CHOOSE,
      body: { identityId: answer.data.identities[1].id },
      token: loginToken,
    });
    expect(again).toEqual(EXPIRED);
  });

  test('logout leaves another login of the same account open', async () => {
    const first = await loginAs(app, 'admin01');
    const second = await loginAs(app, 'admin01');
    await call(app, {
      method: 'POST',
      path: '/server-platform/api/user/logout',
      token: first.token,
    });
    expect((await userInfo(second.token)).code).toBe(0);
  });

  test('a token unused for longer than the idle time expires; using it keeps it alive', async () => {
    const { token } = await loginAs(app, 'operator01');
    clock += 29 * 60 * 1000;
    expect((await userInfo(token)).code).toBe(0);
    clock += 29 * 60 * 1000;
    expect((await userInfo(token)).code).toBe(0);
    clock += 31 * 60 * 1000;
    expect(await userInfo(token)).toEqual(EXPIRED);
    expect(app.db.sessions.has(token)).toBe(false);
  });

  test('the idle time defaults to 2 hours and MOCK_SESSION_IDLE_MINUTES sets it', () => {
    expect(DEFAULT_SESSION_IDLE_MS).toBe(2 * 60 * 60 * 1000);
    expect(sessionIdleFromEnv({})).toBe(DEFAULT_SESSION_IDLE_MS);
    expect(sessionIdleFromEnv({ MOCK_SESSION_IDLE_MINUTES: '5' })).toBe(5 * 60 * 1000);
    expect(sessionIdleFromEnv({ MOCK_SESSION_IDLE_MINUTES: 'soon' })).toBe(DEFAULT_SESSION_IDLE_MS);
  });

  describe('a login ends 12 hours after it began, however busy', () => {
    const HOUR = 60 * 60 * 1000;
    beforeEach(() => {
      app = createMockApp({ now: () => clock }); // the default idle time (2 h) and lifetime
    });

    test('the login token and the identity token chosen 5 hours later both end at 12 h', async () => {
      const loggedInAt = clock;
      const answer = await login(app, 'operator01');
      expect(answer.data).toMatchObject({ sessionEndsAt: loggedInAt + 12 * HOUR });
      for (let hour = 1; hour <= 5; hour += 1) {
        clock = loggedInAt + hour * HOUR;
        expect((await userInfo(answer.data.token)).code).toBe(0);
      }
      const chosen = await call<{ token: string; sessionEndsAt: number }>(app, {
        method: 'POST',
        path: CHOOSE,
        body: { identityId: answer.data.identities[0].id },
        token: answer.data.token,
      });
      // The identity ends with the login that chose it, not 12 hours after being chosen.
      expect(chosen.data.sessionEndsAt).toBe(loggedInAt + 12 * HOUR);
      for (let hour = 6; hour < 12; hour += 1) {
        clock = loggedInAt + hour * HOUR;
        expect((await userInfo(chosen.data.token)).code).toBe(0);
        expect((await userInfo(answer.data.token)).code).toBe(0);
      }
      clock = loggedInAt + 12 * HOUR - 1;
      expect((await userInfo(chosen.data.token)).code).toBe(0);
      clock = loggedInAt + 12 * HOUR;
      expect(await userInfo(chosen.data.token)).toEqual(EXPIRED);
      expect(await userInfo(answer.data.token)).toEqual(EXPIRED);
      expect(app.db.sessions.has(chosen.data.token)).toBe(false);
    });

    test('an agent operation ends with the login too', async () => {
      const loggedInAt = clock;
      const admin = await loginAs(app, 'admin01');
      const child = [...app.db.orgs.values()].find((org) => org.parentId === admin.user.orgId);
      const agent = await call<{ token: string; sessionEndsAt: number }>(app, {
        method: 'POST',
        path: '/server-platform/api/org/agentOperate',
        body: { orgId: child?.id },
        token: admin.token,
      });
      expect(agent.data.sessionEndsAt).toBe(loggedInAt + 12 * HOUR);
    });

    test('the lifetime defaults to 12 hours; MOCK_SESSION_LIFETIME_MINUTES and createMockApp set it', async () => {
      expect(DEFAULT_SESSION_LIFETIME_MS).toBe(12 * HOUR);
      expect(sessionLifetimeFromEnv({})).toBe(DEFAULT_SESSION_LIFETIME_MS);
      expect(sessionLifetimeFromEnv({ MOCK_SESSION_LIFETIME_MINUTES: '90' })).toBe(90 * 60 * 1000);
      expect(sessionLifetimeFromEnv({ MOCK_SESSION_LIFETIME_MINUTES: '-1' })).toBe(
        DEFAULT_SESSION_LIFETIME_MS,
      );
      app = createMockApp({ now: () => clock, sessionLifetimeMs: HOUR });
      const { token } = await loginAs(app, 'operator01');
      clock += HOUR;
      expect(await userInfo(token)).toEqual(EXPIRED);
    });
  });

  describe('a password change ends the account’s other sessions and keeps the caller’s', () => {
    test.each([
      [
        '/web/user/updatePwd',
        (id: string) => ({ id, oldPwd: 'Oper@1234', password: 'NewPass123' }),
      ],
      ['/server-platform/api/user/updatePwdById', (id: string) => ({ id, password: 'NewPass123' })],
    ])('%s', async (path, body) => {
      const here = await loginAs(app, 'operator01');
      const elsewhere = await loginAs(app, 'operator01');
      const admin = await loginAs(app, 'admin01');
      const answer = await call(app, {
        method: 'POST',
        path,
        token: here.token,
        body: body(here.user.id),
      });
      expect(answer.code).toBe(0);
      expect(await userInfo(elsewhere.token)).toEqual(EXPIRED);
      expect((await userInfo(here.token)).code).toBe(0);
      expect((await userInfo(admin.token)).code).toBe(0);
    });
  });
});

describe('password guessing', () => {
  const LOCKED = { code: 10429, msg: '密码错误次数过多，请15分钟后再试', data: null };
  const RETRIEVE = '/server-platform/web/user';

  let clock: number;
  let app: MockApp;
  beforeEach(() => {
    clock = Date.UTC(2025, 6, 1, 2, 0, 0);
    app = createMockApp({ now: () => clock });
  });

  describe('login', () => {
    test('after 5 wrong passwords the right one waits 15 minutes', async () => {
      for (let i = 0; i < 5; i += 1)
        expect((await login(app, 'operator01', `Wrong${i}xx`)).code).toBe(10003);
      expect(await login(app, 'operator01')).toEqual(LOCKED);
      expect(await login(app, 'operator01', 'another-wrong')).toEqual(LOCKED);
      clock += 15 * 60 * 1000;
      expect((await login(app, 'operator01')).code).toBe(0);
    });

    test('four wrong passwords and the right one pass, and the count starts again', async () => {
      for (let i = 0; i < 4; i += 1) await login(app, 'operator01', 'wrong-pass');
      expect((await login(app, 'operator01')).code).toBe(0);
      for (let i = 0; i < 4; i += 1) await login(app, 'operator01', 'wrong-pass');
      expect((await login(app, 'operator01')).code).toBe(0);
    });

    test('another account is not held up', async () => {
      for (let i = 0; i < 5; i += 1) await login(app, 'operator01', 'wrong-pass');
      expect((await login(app, 'admin01')).code).toBe(0);
    });
  });

  test('the old password of a settings change counts the same, and locks the login too', async () => {
    const { token, user } = await loginAs(app, 'operator01');
    const change = (oldPwd: string) =>
      call(app, {
        method: 'POST',
        path: '/web/user/updatePwd',
        token,
        body: { id: user.id, oldPwd, password: 'NewPass123' },
      });
    for (let i = 0; i < 5; i += 1) expect((await change('wrong-pass')).code).toBe(10005);
    expect(await change('Oper@1234')).toEqual(LOCKED);
    expect(await login(app, 'operator01')).toEqual(LOCKED);
  });

  describe('a verification code dies after 5 wrong tries', () => {
    test('updateMobile: the sixth try with the right code is refused', async () => {
      const { token } = await loginAs(app, 'operator01');
      await call(app, {
        method: 'POST',
        path: `${RETRIEVE}/sendMobileVerifiCode`,
        query: { mobile: '13912345678' },
      });
      const { code } = app.db.outbox[app.db.outbox.length - 1];
      const wrong = code === '000000' ? '111111' : '000000';
      const update = (verifiCode: string) =>
        call(app, {
          method: 'POST',
          path: '/server-platform/api/user/updateMobile',
          token,
          body: { mobile: '13912345678', verifiCode },
        });
      for (let i = 0; i < 4; i += 1) expect((await update(wrong)).msg).toBe('验证码错误');
      expect((await update(wrong)).msg).toBe('验证码错误次数过多，请重新获取');
      expect((await update(code)).msg).toBe('验证码错误');
      const account = [...app.db.accounts.values()].find((row) => row.username === 'operator01')!;
      expect(account.mobile).not.toBe('13912345678');
      // A used-up code still holds the 59 s countdown.
      const again = await call(app, {
        method: 'POST',
        path: `${RETRIEVE}/sendMobileVerifiCode`,
        query: { mobile: '13912345678' },
      });
      expect(again.code).toBe(10429);
    });

    test('password retrieval: 30 wrong codes do not open the flow', async () => {
      const checked = await call<{ details: string }>(app, {
        method: 'POST',
        path: `${RETRIEVE}/validAccount`,
        body: { account: 'operator01' },
      });
      const { details } = checked.data;
      await call(app, {
        method: 'POST',
        path: `${RETRIEVE}/sendMobileVerifiCode`,
        query: { details },
      });
      const { code } = app.db.outbox[app.db.outbox.length - 1];
      const tries = Array.from({ length: 30 }, (_, i) => String(i).padStart(6, '0')).filter(
        (guess) => guess !== code,
      );
      for (const verifiCode of tries) {
        await call(app, {
          method: 'POST',
          path: `${RETRIEVE}/validVerifiCode`,
          body: { details, way: 'mobile', verifiCode },
        });
      }
      const right = await call(app, {
        method: 'POST',
        path: `${RETRIEVE}/validVerifiCode`,
        body: { details, way: 'mobile', verifiCode: code },
      });
      expect(right.code).toBe(10400);
      const reset = await call(app, {
        method: 'POST',
        path: `${RETRIEVE}/updatePwd`,
        body: { details, password: 'abc123456' },
      });
      expect(reset.msg).toBe('请先完成验证码验证');
    });
  });

  test('the password of an organisation transfer counts the same: the sixth try waits, and nothing moves', async () => {
    const { token } = await loginAs(app, 'admin01', '星辰心理健康综合服务中心');
    const candidates = await call<Array<{ identityId: string; username: string }>>(app, {
      path: '/server-platform/api/org/getTransferCandidates',
      token,
    });
    const identityId = candidates.data.find((row) => row.username === 'operator01')?.identityId;
    const transfer = (password: string) =>
      call(app, {
        method: 'POST',
        path: '/server-platform/api/org/transferAdmin',
        token,
        body: { identityId, password },
      });
    for (let i = 0; i < 5; i += 1) expect((await transfer('wrong-pass')).code).toBe(10005);
    expect(await transfer('Admin@123')).toEqual(LOCKED);
    expect(app.db.identities.get(identityId ?? '')?.userType).toBe(0);
    expect(await login(app, 'admin01')).toEqual(LOCKED);
    clock += 15 * 60 * 1000;
    expect((await transfer('Admin@123')).msg).toBe('转移成功');
  });
});
