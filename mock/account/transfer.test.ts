import { createMockApp, type MockApp } from '../app';
import { call, loginAs } from '../testing';

let app: MockApp;
beforeEach(() => {
  app = createMockApp();
});

const ROOT = '星辰心理健康综合服务中心';

test('an administrator transfers the organisation to an operator, who is administrator at the next login', async () => {
  const admin = await loginAs(app, 'admin01', ROOT);
  const candidates = await call<Array<{ identityId: string; username: string }>>(app, {
    path: '/server-platform/api/org/getTransferCandidates',
    token: admin.token,
  });
  const operator = candidates.data.find((row) => row.username === 'operator01');
  expect(operator).toBeDefined();
  const transfer = (body: object) =>
    call(app, {
      method: 'POST',
      path: '/server-platform/api/org/transferAdmin',
      token: admin.token,
      body,
    });
  expect((await transfer({ identityId: operator?.identityId, password: 'wrong' })).code).toBe(
    10005,
  );
  expect((await transfer({ identityId: '', password: 'Admin@123' })).msg).toBe('请选择接收人');
  expect((await transfer({ identityId: operator?.identityId, password: 'Admin@123' })).msg).toBe(
    '转移成功',
  );
  expect((await call(app, { path: '/api/user/getUserInfo', token: admin.token })).code).toBe(10001);
  const promoted = await loginAs(app, 'operator01');
  expect(promoted.user.userType).toBe(1);
  expect(promoted.btnCodeList).toContain('02-01-01-01');
  const demoted = await loginAs(app, 'admin01', ROOT);
  expect(demoted.user.userType).toBe(0);
});

test('an operator may not transfer', async () => {
  const operator = await loginAs(app, 'operator01');
  const answer = await call(app, {
    path: '/server-platform/api/org/getTransferCandidates',
    token: operator.token,
  });
  expect(answer).toEqual({ code: 10403, msg: '仅机构管理员可转移机构', data: null });
});

test('a password longer than any password is refused before it is checked, so it counts as no wrong attempt', async () => {
  const admin = await loginAs(app, 'admin01', ROOT);
  const candidates = await call<Array<{ identityId: string }>>(app, {
    path: '/server-platform/api/org/getTransferCandidates',
    token: admin.token,
  });
  const answer = await call(app, {
    method: 'POST',
    path: '/server-platform/api/org/transferAdmin',
    token: admin.token,
    body: { identityId: candidates.data[0].identityId, password: 'x'.repeat(33) },
  });
  expect(answer).toEqual({ code: 10400, msg: '密码最大输入长度32', data: null });
  expect(app.db.passwordFailures.size).toBe(0);
});
