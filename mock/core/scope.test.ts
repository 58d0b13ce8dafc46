/** Reads need the menu code of a page they serve, not just a session (operator01 has no 机构管理 or 角色权限 menu). */
import { createMockApp, type MockApp } from '../app';
import { call, loginAs } from '../testing';

let app: MockApp;
let operator: string;
let admin: string;

beforeEach(async () => {
  app = createMockApp();
  operator = (await loginAs(app, 'operator01')).token;
  admin = (await loginAs(app, 'admin01')).token;
});

const read = (path: string, token: string, query: Record<string, string> = {}) =>
  call(app, { path, token, query: { pageNum: '1', pageSize: '10', ...query } });

test('operator01 reads no people, organisations, departments or roles; admin01 does', async () => {
  const roleId = [...app.db.roles.values()].find(
    (role) => role.orgId === app.db.qaOrgs.comprehensive,
  )?.id;
  const person = [...app.db.people.values()].find(
    (row) => row.orgId === app.db.qaOrgs.comprehensive,
  )?.id;
  if (!roleId || !person) throw new Error('the QA root has no role or person in the seed');
  const orgId = app.db.qaOrgs.customer;
  const reads: Array<[string, Record<string, string>]> = [
    ['/server-platform/api/org/getChildServerOrgList', {}],
    ['/server-platform/api/org/getCustomOrgPage', {}],
    ['/server-platform/api/org/getOrgInfo', { orgId }],
    ['/server-platform/api/org/getOrgAdmin', { orgId }],
    ['/server-platform/api/org/getOrgOperatorPage', {}],
    ['/server-platform/api/orgPeople/get', { id: person }],
    ['/server-platform/api/role/list', {}],
    ['/server-platform/api/role/menuTree', {}],
    ['/server-platform/api/role/getRoleMenus', { roleId }],
    ['/server-platform/api/role/getUsersByRole', { roleId }],
  ];
  for (const [path, query] of reads) {
    expect([path, await read(path, operator, query)]).toEqual([
      path,
      { code: 10403, msg: '无权限执行该操作', data: null },
    ]);
    expect([path, (await read(path, admin, query)).code]).toEqual([path, 0]);
  }
});

test('a read several pages use accepts any of their codes', async () => {
  const orgId = app.db.qaOrgs.comprehensive;
  // operator01 holds 任务管理 (the task form's release objects) and 量表分发 (its organisation table).
  for (const [path, query] of [
    ['/api/dept/getDeptTree', { orgId }],
    ['/server-platform/api/dept/getDeptTree', {}],
    ['/api/task/getReleaseObjPage', { orgId }],
    ['/api/org/getChildOrgPage', {}],
  ] as const) {
    expect([path, (await read(path, operator, query)).code]).toEqual([path, 0]);
  }
  app.db.identities.forEach((identity) => {
    if (identity.userId === app.db.sessions.get(operator)?.userId)
      identity.btnCodes = identity.btnCodes.filter((code) => !code.startsWith('16'));
  });
  expect(await read('/api/dept/getDeptTree', operator, { orgId })).toMatchObject({ code: 10403 });
  expect(await read('/server-platform/api/dept/getDeptTree', operator)).toMatchObject({
    code: 10403,
  });
  expect(await read('/api/task/getReleaseObjPage', operator, { orgId })).toMatchObject({
    code: 10403,
  });
});

test('the own organisation is the owner organisation info: operator01 reads it without 机构查询, an expert has none (decision 0023)', async () => {
  const own = app.db.qaOrgs.comprehensive;
  for (const query of [{}, { orgId: own }] as Record<string, string>[])
    expect(await read('/server-platform/api/org/getOrgInfo', operator, query)).toMatchObject({
      code: 0,
      data: { id: own, orgType: 0 },
    });
  const expert = (await loginAs(app, 'expert01')).token;
  expect(await read('/server-platform/api/org/getOrgInfo', expert)).toMatchObject({
    code: 10403,
  });
});
