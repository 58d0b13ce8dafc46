import { createMockApp, type MockApp } from '../app';
import { call, login, loginAs } from '../testing';

let app: MockApp;
beforeEach(() => {
  app = createMockApp();
});

const BASE = '/server-platform/api/platformOperator';
interface Row {
  id: string;
  account: string;
  name: string;
  status: number;
}

test("the platform organisation's administrator lists, adds, edits, freezes and restores platform operators (decision 0021)", async () => {
  const { token } = await loginAs(app, 'admin01');
  const list = (query: Record<string, string> = {}) =>
    call<{ rows: Row[]; total: number }>(app, {
      path: `${BASE}/list`,
      token,
      query: { pageNum: '1', pageSize: '100', ...query },
    });
  const post = (path: string, body: object) =>
    call<{ id: string } | null>(app, { method: 'POST', path: `${BASE}/${path}`, token, body });

  const seeded = (await list()).data;
  expect(seeded.total).toBe(14);
  expect((await list({ status: '4' })).data.rows.every((row) => row.status === 4)).toBe(true);

  const added = await post('save', { account: 'newop01', name: ' 林运营 ', mobile: '13912340000' });
  expect(added).toMatchObject({ code: 0, msg: '保存成功' });
  const id = (added.data as { id: string }).id;
  expect((await list({ name: '林运营' })).data.rows).toEqual([
    expect.objectContaining({ id, account: 'newop01', name: '林运营', status: 2 }),
  ]);
  expect(
    await post('save', { id, account: 'newop01', name: '林运营', mobile: '13912340001' }),
  ).toMatchObject({ code: 0 });
  expect(app.db.platformOperators.get(id)?.mobile).toBe('13912340001');
  expect(await post('updateStatus', { id, status: 4 })).toMatchObject({ code: 0, msg: '已冻结' });
  expect(await post('updateStatus', { id, status: 4 })).toMatchObject({
    code: 10409,
    msg: '该运营人员已冻结',
  });
  expect(await post('updateStatus', { id, status: 2 })).toMatchObject({ code: 0, msg: '已恢复' });
});

test('bad input and callers without the platform menu are refused with a Chinese msg, and nothing is stored', async () => {
  const { token } = await loginAs(app, 'admin01');
  const post = (path: string, body: object, as = token) =>
    call(app, { method: 'POST', path: `${BASE}/${path}`, token: as, body });
  const before = JSON.stringify([...app.db.platformOperators.values()]);
  const good = { account: 'newop02', name: '林运营', mobile: '13912340000' };

  const refusals: [string, object, number, string][] = [
    ['save', { ...good, account: 'ab' }, 10400, '请输入6-50位字母、数字或@_.-'],
    ['save', { ...good, name: '' }, 10400, '姓名不能为空'],
    ['save', { ...good, mobile: '1234' }, 10400, '手机号格式不正确'],
    ['save', { ...good, account: 'platformop01' }, 10409, '账号已存在'],
    ['save', { ...good, account: 'ADMIN01' }, 10409, '账号已存在'],
    ['save', { ...good, id: '1' }, 10404, '记录不存在'],
    ['updateStatus', { id: '1', status: 4 }, 10404, '记录不存在'],
    ['updateStatus', { id: [...app.db.platformOperators.keys()][0], status: 3 }, 10400, ''],
  ];
  for (const [path, body, code, msg] of refusals) {
    const answer = await post(path, body);
    expect(answer.code).toBe(code);
    expect(answer.msg).toMatch(/[\u4e00-\u9fa5]/);
    if (msg) expect(answer.msg).toBe(msg);
  }

  // operator01 holds no 04 code, nor does admin01's customer organisation (not the platform).
  const operator = await loginAs(app, 'operator01');
  expect((await post('save', good, operator.token)).code).toBe(10403);
  const admin = await login(app, 'admin01');
  const customer = admin.data.identities.find((identity) => identity.orgType === 2);
  const chosen = await call<{ token: string }>(app, {
    method: 'POST',
    path: '/server-platform/web/user/chooseIdentity',
    token: admin.data.token,
    body: { identityId: customer?.id },
  });
  expect(
    await call(app, { path: `${BASE}/list`, token: chosen.data.token, query: { pageNum: '1' } }),
  ).toMatchObject({ code: 10403, msg: '无权限执行该操作' });
  expect(JSON.stringify([...app.db.platformOperators.values()])).toBe(before);
});
