/** One department and people model: what 部门与人员 creates is what a task is released to. */
import { createMockApp, type MockApp } from '../app';
import { call, loginAs } from '../testing';

interface TreeNode {
  id: string;
  name: string;
  nodes: TreeNode[];
}

let app: MockApp;
let token: string;

beforeEach(async () => {
  app = createMockApp();
  token = (await loginAs(app, 'admin01')).token;
});

const post = <T>(path: string, body: unknown) =>
  call<T>(app, { method: 'POST', path, body, token });
const flatten = (nodes: TreeNode[]): TreeNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.nodes)]);

test('a department and a person made on 部门与人员 are release objects a task saves with', async () => {
  const orgId = app.db.qaOrgs.comprehensive;
  const dept = await post<{ id: string }>('/server-platform/api/dept/save', {
    name: '心理援助部',
  });
  expect(dept).toMatchObject({ code: 0, msg: '保存成功' });
  const person = await post<{ id: string }>('/server-platform/api/orgPeople/save', {
    deptId: dept.data.id,
    account: 'lin.kexin01',
    name: '林可欣',
    mobile: '13700001111',
    sex: '1',
  });
  expect(person).toMatchObject({ code: 0, msg: '保存成功' });

  const tree = await call<TreeNode[]>(app, {
    path: '/api/dept/getDeptTree',
    query: { orgId },
    token,
  });
  expect(flatten(tree.data)).toContainEqual({ id: dept.data.id, name: '心理援助部', nodes: [] });
  const objects = await call<{ total: number; rows: Array<{ id: string; username: string }> }>(
    app,
    { path: '/api/task/getReleaseObjPage', query: { orgId, deptId: dept.data.id }, token },
  );
  expect(objects.data).toMatchObject({
    total: 1,
    rows: [{ id: person.data.id, username: 'lin.kexin01', name: '林可欣', deptName: '心理援助部' }],
  });

  const formId = [...app.db.questionnaires.keys()][0];
  const task = {
    name: '心理援助部专项调查',
    startTime: '2099-01-01 00:00:00',
    endTime: '2099-12-31 23:59:59',
    formId,
    coverImg: '',
    orgId,
  };
  for (const release of [
    { releaseObj: 2, deptIds: dept.data.id, userIdList: [] },
    { releaseObj: 0, deptIds: '', userIdList: [person.data.id] },
  ]) {
    const saved = await post<{ id: string }>('/api/task/save', { ...task, ...release });
    expect(saved).toMatchObject({ code: 0, msg: '保存成功' });
    const detail = await call<{ allPersonNum: number }>(app, {
      path: '/api/task/detail',
      query: { id: saved.data.id },
      token,
    });
    expect(detail.data.allPersonNum).toBe(1);
  }
});
