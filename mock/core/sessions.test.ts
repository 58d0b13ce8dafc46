import { createMockApp, type MockApp } from '../app';
import {
  DEFAULT_SESSION_IDLE_MS,
  DEFAULT_SESSION_LIFETIME_MS,
  sessionIdleFromEnv,
  sessionLifetimeFromEnv,
} from './sessions';
import { call, login, loginAs } from '../testing';

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
  await call(app, { method: 'POST', path: '/server-platform/api/user/logout', token: first.token });
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
    ['/web/user/updatePwd', (id: string) => ({ id, oldPwd: 'Oper@1234', password: 'NewPass123' })],
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
