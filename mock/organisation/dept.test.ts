import { createMockApp, type MockApp } from '../app';
import { call, loginAs } from '../testing';

let app: MockApp;
beforeEach(() => {
  app = createMockApp();
});

interface DeptNode {
  id: string;
  name: string;
  children: DeptNode[];
}

test('department tree: add, rename, delete (refused with people or sub-departments)', async () => {
  const { token } = await loginAs(app, 'admin01', '星辰心理健康综合服务中心');
  const tree = async () =>
    (await call<DeptNode[]>(app, { path: '/server-platform/api/dept/getDeptTree', token })).data;
  const before = await tree();
  expect(before.length).toBeGreaterThanOrEqual(3);
  const post = (path: string, body: object) =>
    call<{ id: string }>(app, { method: 'POST', path, token, body });
  expect((await post('/server-platform/api/dept/save', { name: '' })).msg).toBe('部门名称不能为空');
  const added = await post('/server-platform/api/dept/save', {
    name: '心理热线组',
    parentId: before[0].id,
  });
  expect(added.code).toBe(0);
  expect(
    (await post('/server-platform/api/dept/save', { id: added.data.id, name: '热线组' })).code,
  ).toBe(0);
  expect((await tree())[0].children.map((child) => child.name)).toContain('热线组');
  const flat = (nodes: DeptNode[]): DeptNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
  const busy = flat(before.slice(1)).find(
    (dept) =>
      [...app.db.people.values()].some((person) => person.deptId === dept.id) &&
      dept.children.length === 0,
  );
  expect((await post('/server-platform/api/dept/delete', { id: busy?.id })).msg).toBe(
    '该部门下存在人员，不能删除',
  );
  expect((await post('/server-platform/api/dept/delete', { id: before[0].id })).msg).toBe(
    '该部门下存在子部门，不能删除',
  );
  expect((await post('/server-platform/api/dept/delete', { id: added.data.id })).code).toBe(0);
});

test('people sort by 创建时间 both ways over the whole organisation; another field is refused', async () => {
  const { token } = await loginAs(app, 'admin01', '星辰心理健康综合服务中心');
  const list = (query: Record<string, string>) =>
    call<{ rows: Array<{ createTime: string }> }>(app, {
      path: '/server-platform/api/org/getOrgOperatorPage',
      token,
      query: { pageSize: '0', ...query },
    });
  const times = async (sortOrder: string) => {
    const answer = await list({ sortField: 'createTime', sortOrder });
    expect(answer.code).toBe(0);
    return answer.data.rows.map((row) => row.createTime);
  };
  const asc = await times('asc');
  expect(new Set(asc).size).toBeGreaterThan(10);
  expect(asc).toEqual([...asc].sort());
  expect(await times('desc')).toEqual([...asc].sort().reverse());
  const refused = await list({ sortField: 'mobile', sortOrder: 'desc' });
  expect([refused.code, refused.msg]).toEqual([10400, expect.stringContaining('排序字段不正确')]);
});

test('people: filter by department, account and name; add, edit, delete', async () => {
  const { token } = await loginAs(app, 'admin01', '星辰心理健康综合服务中心');
  const list = (query: Record<string, string>) =>
    call<{ rows: Array<{ id: string; name: string; account: string }>; total: number }>(app, {
      path: '/server-platform/api/org/getOrgOperatorPage',
      token,
      query: { pageNum: '1', pageSize: '10', ...query },
    });
  const all = await list({});
  expect(all.data.total).toBeGreaterThan(20);
  const [dept] = (
    await call<DeptNode[]>(app, { path: '/server-platform/api/dept/getDeptTree', token })
  ).data;
  const post = (path: string, body: object) =>
    call<{ id: string }>(app, { method: 'POST', path, token, body });
  const body = {
    deptId: dept.id,
    account: 'newperson01',
    name: '新同事',
    mobile: '13700001111',
    sex: 1,
  };
  expect((await post('/server-platform/api/orgPeople/save', { ...body, mobile: '123' })).msg).toBe(
    '手机号格式不正确',
  );
  const saved = await post('/server-platform/api/orgPeople/save', body);
  expect(saved.code).toBe(0);
  expect((await list({ account: 'newperson01' })).data.rows.map((row) => row.name)).toEqual([
    '新同事',
  ]);
  expect((await list({ deptId: dept.id })).data.rows.some((row) => row.id === saved.data.id)).toBe(
    true,
  );
  expect(
    (
      await post('/server-platform/api/orgPeople/save', {
        ...body,
        id: saved.data.id,
        name: '老同事',
      })
    ).code,
  ).toBe(0);
  expect((await list({ name: '老同事' })).data.total).toBe(1);
  expect((await post('/server-platform/api/orgPeople/delete', { id: saved.data.id })).code).toBe(0);
  expect((await list({ account: 'newperson01' })).data.total).toBe(0);
});

test('a person without a department is refused with the form’s message, and nothing is stored', async () => {
  const { token } = await loginAs(app, 'admin01', '星辰心理健康综合服务中心');
  const size = app.db.people.size;
  const answer = await call(app, {
    method: 'POST',
    path: '/server-platform/api/orgPeople/save',
    token,
    body: { deptId: '', account: 'newperson01', name: '新同事', mobile: '13900002222', sex: 1 },
  });
  expect(answer).toEqual({ code: 10400, msg: '请选择部门', data: null });
  expect(app.db.people.size).toBe(size);
});
