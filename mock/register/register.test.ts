import { createMockApp, type MockApp } from '../app';
import { call, login, loginAs, uploadImage } from '../testing';

let app: MockApp;
beforeEach(() => {
  app = createMockApp();
});

const ORG = '/server-platform/web/user/registerOrg';
const EXPERT = '/server-platform/web/user/registerExpert';

test('a refused organisation registration is corrected and sent again through registerOrg: status 0, then login goes to review', async () => {
  const body = {
    name: '明德心理咨询有限公司',
    mobile: '13800000005',
    mail: 'rejectorg01@example.com',
    image: '',
  };
  const refused = await login(app, 'rejectorg01');
  expect(refused.data.status).toBe(1);
  const { token } = refused.data;
  expect(token).not.toBe('');
  const post = (path: string, sent: object, as = token) =>
    call(app, { method: 'POST', path, token: as, body: sent });
  expect((await call(app, { method: 'POST', path: ORG, body })).code).toBe(10001);
  expect((await post(ORG, body)).msg).toBe('请上传营业执照');
  const image = { ...body, image: await uploadImage(app) };
  expect((await post(ORG, { ...body, image: 'https://elsewhere.example/y.png' })).msg).toBe(
    '营业执照地址不正确',
  );
  expect((await post(ORG, { ...image, mobile: '1380000' })).msg).toBe('手机号格式不正确');
  expect(await post(EXPERT, image)).toMatchObject({ code: 10409, msg: '该账号不是专家注册' });
  expect(app.db.accounts.get(refused.data.id)?.status).toBe(1);
  expect(await post(ORG, image)).toMatchObject({ code: 0, msg: '提交成功，请等待审核' });
  // The review ends the refused account's session: the token cannot send twice.
  expect((await post(ORG, image)).code).toBe(10001);
  const again = await login(app, 'rejectorg01');
  expect(again.data.status).toBe(0);
  expect(again.msg).toBe('账号待审核');
  const operator = await loginAs(app, 'operator01');
  expect((await post(ORG, image, operator.token)).code).toBe(10409);
});

test('a refused expert registration goes through registerExpert with its certificate', async () => {
  const refused = await login(app, 'rejectexp01');
  const { token } = refused.data;
  const body = { name: '', mobile: '13800000006', mail: 'rejectexp01@example.com', image: '' };
  const post = (path: string, sent: object) =>
    call(app, { method: 'POST', path, token, body: sent });
  expect((await post(EXPERT, body)).msg).toBe('姓名不能为空');
  expect((await post(EXPERT, { ...body, name: '李晓' })).msg).toBe('请上传资格证书');
  const image = await uploadImage(app);
  expect((await post(ORG, { ...body, name: '李晓', image })).msg).toBe('该账号不是机构注册');
  expect((await post(EXPERT, { ...body, name: '李晓', image: '/files/x/c.png' })).msg).toBe(
    '资格证书地址不正确',
  );
  expect((await post(EXPERT, { ...body, name: '李晓', image })).code).toBe(0);
  expect((await login(app, 'rejectexp01')).data.status).toBe(0);
});

test('the public user list (decision 0020) answers which contact details another account holds, and registration refuses them', async () => {
  const LIST = '/server-platform/web/user/userList';
  const list = (query: Record<string, string>) =>
    call<{ rows: { field: string; value: string }[]; total: number }>(app, {
      path: LIST,
      query,
    });
  // No token: it is one of the public calls; and it names values only, never the holder.
  const taken = await list({ mobile: '13800000001', mail: 'ADMIN01@example.com' });
  expect(taken).toMatchObject({
    code: 0,
    data: {
      rows: [
        { field: 'mobile', value: '13800000001' },
        { field: 'mail', value: 'admin01@example.com' },
      ],
      total: 2,
    },
  });
  expect(taken.data.rows.map((row) => Object.keys(row).sort())).toEqual([
    ['field', 'value'],
    ['field', 'value'],
  ]);
  // The applicant's own details are not taken from it.
  expect(
    (await list({ mobile: '13800000005', mail: 'rejectorg01@example.com', account: 'rejectorg01' }))
      .data,
  ).toEqual({ rows: [], total: 0 });
  expect(await list({})).toMatchObject({ code: 10400, msg: '请填写手机号或邮箱' });
  expect(await list({ mobile: '1380000' })).toMatchObject({ code: 10400, msg: '手机号格式不正确' });

  const refused = await login(app, 'rejectorg01');
  const image = await uploadImage(app);
  const body = { name: '明德', mobile: '13800000001', mail: 'rejectorg01@example.com', image };
  const post = (sent: object) =>
    call(app, { method: 'POST', path: ORG, token: refused.data.token, body: sent });
  expect(await post(body)).toMatchObject({ code: 10409, msg: '该手机号已被其他账号使用' });
  expect(await post({ ...body, mobile: '13800000005', mail: 'Admin01@example.com' })).toMatchObject(
    { code: 10409, msg: '该邮箱已被其他账号使用' },
  );
  expect(app.db.accounts.get(refused.data.id)?.status).toBe(1);
});
