import { createMockApp, type MockApp } from '../app';
import { call, login, loginAs } from '../testing';

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
