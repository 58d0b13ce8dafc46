import { createMockApp, type MockApp } from '../app';
import { call, login, loginAs } from '../testing';
import { ORG_STATUS_CHANGES } from '../../src/shared/organisation/orgRules';

describe('organisations', () => {
  let app: MockApp;
  beforeEach(() => {
    app = createMockApp();
  });

  interface OrgRow {
    id: string;
    name: string;
    level: number;
    status: number;
    childCount: number;
    direct: boolean;
  }

  const NEW_ORG = {
    name: '星辰南山分中心',
    orgType: 1,
    areaCode: '440000-440300-440305',
    bodyType: '1',
    themeColor: { r: 10, g: 20, b: 30 },
    contactName: '林一',
    contactMobile: '13911112222',
    contactMail: 'nanshan@example.com',
  };

  async function admin() {
    return loginAs(app, 'admin01', '星辰心理健康综合服务中心');
  }

  test('seed: 300+ organisations; 200+ experts of both kinds; applications in every status; 1,000+ people', () => {
    const { db } = app;
    expect(db.orgs.size).toBeGreaterThanOrEqual(300);
    const profiles = [...db.expertProfiles.values()];
    expect(profiles.length).toBeGreaterThanOrEqual(200);
    expect(new Set(profiles.map((p) => p.expertType))).toEqual(new Set([0, 1]));
    expect(
      new Set(
        db.cooperApplies.filter((a) => a.orgId === db.qaOrgs.comprehensive).map((a) => a.status),
      ),
    ).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(db.people.size).toBeGreaterThanOrEqual(1000);
    expect(db.departments.size).toBeGreaterThan(50);
  });

  test('the tree of the current organisation, and its children page with filters', async () => {
    const { token } = await admin();
    const tree = await call<Array<{ name: string; children: Array<{ children: unknown[] }> }>>(
      app,
      {
        path: '/server-platform/api/org/getChildServerOrgList',
        token,
      },
    );
    expect(tree.data[0].name).toBe('星辰心理健康综合服务中心');
    expect(tree.data[0].children.length).toBeGreaterThan(3);
    const pageAll = await call<{ rows: OrgRow[]; total: number }>(app, {
      path: '/api/org/getChildOrgPage',
      token,
      query: { pageNum: '1', pageSize: '100' },
    });
    expect(pageAll.data.total).toBeGreaterThan(10);
    expect(pageAll.data.rows.some((row) => row.level === 3 && !row.direct)).toBe(true);
    const named = await call<{ rows: OrgRow[] }>(app, {
      path: '/api/org/getChildOrgPage',
      token,
      query: { name: '测评资源', pageNum: '1', pageSize: '10' },
    });
    expect(named.data.rows.map((row) => row.name)).toContain('星辰心理测评资源中心');
  });

  test('机构查询 and 客户机构 sort the whole list by 创建时间, 层级 and 状态; another field is refused', async () => {
    const { token } = await admin();
    const rows = async (path: string, sortField: string, sortOrder: string) => {
      const answer = await call<{ rows: Array<OrgRow & { createTime: string }> }>(app, {
        path,
        token,
        query: { pageSize: '0', sortField, sortOrder },
      });
      expect(answer.code).toBe(0);
      return answer.data.rows;
    };
    const CHILD = '/api/org/getChildOrgPage';
    const CUSTOM = '/server-platform/api/org/getCustomOrgPage';
    const created = (await rows(CHILD, 'createTime', 'asc')).map((row) => row.createTime);
    expect(new Set(created).size).toBeGreaterThan(10);
    expect(created).toEqual([...created].sort());
    const createdDesc = (await rows(CHILD, 'createTime', 'desc')).map((row) => row.createTime);
    expect(createdDesc).toEqual([...created].sort().reverse());
    const levels = (await rows(CHILD, 'level', 'desc')).map((row) => row.level);
    expect(new Set(levels).size).toBeGreaterThan(1);
    expect(levels).toEqual([...levels].sort((a, b) => b - a));
    const statuses = (await rows(CUSTOM, 'status', 'asc')).map((row) => row.status);
    expect(new Set(statuses).size).toBeGreaterThan(1);
    expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
    for (const path of [CHILD, CUSTOM]) {
      const refused = await call(app, {
        path,
        token,
        query: { sortField: 'name', sortOrder: 'asc' },
      });
      expect([path, refused.code, refused.msg]).toEqual([
        path,
        10400,
        expect.stringContaining('排序字段不正确'),
      ]);
    }
  });

  test('create, check, edit; a child of a third-level node is refused', async () => {
    const { token } = await admin();
    const valid = await call(app, {
      method: 'POST',
      path: '/server-platform/api/org/saveOrgValidParam',
      token,
      body: { ...NEW_ORG, name: '星辰心理测评资源中心' },
    });
    expect(valid).toEqual({ code: 10409, msg: '机构名称已存在', data: null });
    const saved = await call<{ id: string }>(app, {
      method: 'POST',
      path: '/server-platform/api/org/saveOrg',
      token,
      body: NEW_ORG,
    });
    expect(saved.code).toBe(0);
    const info = await call<OrgRow & { themeColor: string }>(app, {
      path: '/server-platform/api/org/getOrgInfo',
      token,
      query: { orgId: saved.data.id },
    });
    expect(info.data).toEqual(
      expect.objectContaining({
        level: 2,
        status: 5,
        direct: true,
        themeColor: '{"r":10,"g":20,"b":30}',
      }),
    );
    const edited = await call(app, {
      method: 'POST',
      path: '/server-platform/api/org/saveOrg',
      token,
      body: { ...NEW_ORG, id: saved.data.id, name: '星辰南山中心' },
    });
    expect(edited.code).toBe(0);
    const third = [...app.db.orgs.values()].find(
      (org) =>
        org.level === 3 &&
        org.parentId &&
        app.db.orgs.get(org.parentId)?.parentId === app.db.qaOrgs.comprehensive,
    );
    const refused = await call(app, {
      method: 'POST',
      path: '/server-platform/api/org/saveOrg',
      token,
      body: { ...NEW_ORG, name: '第四级', parentId: third?.id },
    });
    expect(refused).toEqual({ code: 10409, msg: '第三级机构不能再新增下级机构', data: null });
  });

  test('delete: blocked with children, refused at the third level, allowed for a leaf above it', async () => {
    const { token } = await admin();
    const { db } = app;
    const withChildren = [...db.orgs.values()].find(
      (org) =>
        org.parentId === db.qaOrgs.comprehensive &&
        [...db.orgs.values()].some((c) => c.parentId === org.id),
    );
    const third = [...db.orgs.values()].find((org) => org.parentId === withChildren?.id);
    const del = (orgId?: string) =>
      call(app, {
        method: 'POST',
        path: '/server-platform/api/org/delete',
        token,
        body: { orgId },
      });
    expect(await del(withChildren?.id)).toEqual({
      code: 10409,
      msg: '该机构存在下级机构，不能删除',
      data: null,
    });
    expect((await del(third?.id)).msg).toBe('第三级机构不能删除，仅可删除第三级以上的机构');
    const size = db.orgs.size;
    expect((await del(db.qaOrgs.resource)).code).toBe(0);
    expect(db.orgs.size).toBe(size - 1);
    const outside = [...db.orgs.values()].find(
      (org) => org.level === 1 && org.id !== db.qaOrgs.comprehensive,
    );
    expect((await del(outside?.id)).code).toBe(10403);
  });

  test('status changes follow the table; operators have no permission', async () => {
    const { token } = await admin();
    const { db } = app;
    const [pending] = db.qaOrgs.byStatus;
    const change = (orgId: string, status: number, as = token) =>
      call(app, {
        method: 'POST',
        path: '/server-platform/api/org/updateAdminOrgStatus',
        token: as,
        body: { orgId, status },
      });
    expect(ORG_STATUS_CHANGES[0]).toContain(2);
    expect(await change(pending, 4)).toEqual({
      code: 10409,
      msg: '待审核的机构不能变更为已冻结',
      data: null,
    });
    expect((await change(pending, 2)).msg).toBe('状态变更成功');
    expect(db.orgs.get(pending)?.status).toBe(2);
    const operator = await loginAs(app, 'operator01');
    expect((await change(pending, 4, operator.token)).code).toBe(10403);
  });

  test('activation mail goes to the outbox for a not-activated organisation', async () => {
    const { token } = await admin();
    const saved = await call<{ id: string }>(app, {
      method: 'POST',
      path: '/server-platform/api/org/saveOrg',
      token,
      body: NEW_ORG,
    });
    const sent = await call(app, {
      method: 'POST',
      path: '/server-platform/api/org/sendActiveMail',
      token,
      body: { orgId: saved.data.id },
    });
    expect(sent.msg).toBe('发送成功');
    expect(app.db.outbox.at(-1)).toEqual(
      expect.objectContaining({ to: 'nanshan@example.com', purpose: 'activate' }),
    );
  });

  test('agent operation: an administrator enters a child organisation; the agent identity is never listed', async () => {
    const { token } = await admin();
    const session = await call<{ token: string; user: { orgName: string; identityId: string } }>(
      app,
      {
        method: 'POST',
        path: '/server-platform/api/org/agentOperate',
        token,
        body: { orgId: app.db.qaOrgs.resource },
      },
    );
    expect(session.code).toBe(0);
    expect(session.data.user.orgName).toBe('星辰心理测评资源中心');
    const info = await call<{ user: { orgName: string } }>(app, {
      path: '/api/user/getUserInfo',
      token: session.data.token,
    });
    expect(info.data.user.orgName).toBe('星辰心理测评资源中心');
    expect((await login(app, 'admin01')).data.identities).toHaveLength(3);
    const operator = await loginAs(app, 'operator01');
    const refused = await call(app, {
      method: 'POST',
      path: '/server-platform/api/org/agentOperate',
      token: operator.token,
      body: { orgId: app.db.qaOrgs.resource },
    });
    expect(refused.code).toBe(10403);
  });

  test('people, department tree and customer organisations honour orgId within the caller’s scope', async () => {
    const { token } = await admin();
    const { db } = app;
    const root = db.qaOrgs.comprehensive;
    const within = db.qaOrgs.customer;
    const outside = [...db.orgs.values()].find((org) => org.level === 1 && org.id !== root)?.id;
    if (!outside) throw new Error('no organisation outside the QA tree');
    const read = <T>(path: string, orgId: string) =>
      call<T>(app, { path, token, query: { orgId, pageNum: '1', pageSize: '500' } });
    const people = await read<{ total: number; rows: Array<{ orgId: string }> }>(
      '/server-platform/api/org/getOrgOperatorPage',
      within,
    );
    expect(people.data.total).toBe(
      [...db.people.values()].filter((person) => person.orgId === within).length,
    );
    expect(new Set(people.data.rows.map((row) => row.orgId))).toEqual(new Set([within]));
    const tree = await read<Array<{ name: string }>>(
      '/server-platform/api/dept/getDeptTree',
      within,
    );
    expect(tree.data.map((node) => node.name)).toEqual(
      [...db.departments.values()]
        .filter((dept) => dept.orgId === within && dept.parentId === null)
        .map((dept) => dept.name),
    );
    const customers = await read<{ rows: Array<{ id: string }> }>(
      '/server-platform/api/org/getCustomOrgPage',
      root,
    );
    expect(customers.data.rows.map((row) => row.id)).toContain(within);
    for (const path of [
      '/server-platform/api/org/getOrgOperatorPage',
      '/server-platform/api/dept/getDeptTree',
      '/server-platform/api/org/getCustomOrgPage',
    ]) {
      expect([path, await read(path, outside)]).toEqual([
        path,
        { code: 10403, msg: '无权限执行该操作', data: null },
      ]);
    }
  });

  test('updateChildOrgInfo edits a child organisation’s info, never the caller’s own or an outsider', async () => {
    const { token } = await admin();
    const { db } = app;
    const child = db.qaOrgs.resource;
    const outside = [...db.orgs.values()].find(
      (org) => org.level === 1 && org.id !== db.qaOrgs.comprehensive,
    )?.id;
    if (!outside) throw new Error('no organisation outside the QA tree');
    const update = (body: Record<string, unknown>, as = token) =>
      call(app, {
        method: 'POST',
        path: '/server-platform/api/org/updateChildOrgInfo',
        token: as,
        body,
      });
    const before = { ...db.orgs.get(child) };
    expect(await update({ ...NEW_ORG, orgId: child, name: ' ' })).toMatchObject({
      code: 10400,
      msg: '机构名称不能为空',
    });
    expect(await update({ ...NEW_ORG, orgId: child, name: '星辰科技员工关爱中心' })).toMatchObject({
      code: 10409,
      msg: '机构名称已存在',
    });
    expect(await update({ ...NEW_ORG, orgId: db.qaOrgs.comprehensive })).toMatchObject({
      code: 10403,
    });
    expect(await update({ ...NEW_ORG, orgId: outside })).toMatchObject({ code: 10403 });
    const operator = await loginAs(app, 'operator01');
    expect(await update({ ...NEW_ORG, orgId: child }, operator.token)).toMatchObject({
      code: 10403,
    });
    expect(db.orgs.get(child)).toEqual(before);

    expect(await update({ ...NEW_ORG, orgId: child, name: before.name })).toEqual({
      code: 0,
      msg: '编辑成功',
      data: null,
    });
    expect(db.orgs.get(child)).toMatchObject({
      name: before.name,
      orgType: 1,
      contactMail: 'nanshan@example.com',
      themeColor: JSON.stringify({ r: 10, g: 20, b: 30 }),
      parentId: before.parentId,
      status: before.status,
    });
  });

  test('the contract refuses what the old checks let through, naming the field, and stores nothing', async () => {
    const { token } = await admin();
    const { db } = app;
    expect(
      await call(app, {
        path: '/api/org/getChildOrgPage',
        token,
        query: { status: 'abc', pageNum: '1', pageSize: '10' },
      }),
    ).toEqual({ code: 10400, msg: '机构状态取值不正确', data: null });
    const size = db.orgs.size;
    expect(
      await call(app, {
        method: 'POST',
        path: '/server-platform/api/org/saveOrg',
        token,
        body: { ...NEW_ORG, contactName: '一二三四五六七八九十一二三四五六' },
      }),
    ).toEqual({ code: 10400, msg: '管理员姓名最大输入长度15', data: null });
    expect(db.orgs.size).toBe(size);
    const [app0] = [...db.apps.values()].filter((row) =>
      row.orgIds.includes(db.qaOrgs.comprehensive),
    );
    expect(
      await call(app, {
        method: 'POST',
        path: '/server-platform/api/app/saveOrgAppToOrg',
        token,
        body: { appId: app0.appId, orgIds: ['abc'] },
      }),
    ).toEqual({ code: 10400, msg: '机构格式不正确', data: null });
  });
});

describe('apps of an organisation', () => {
  let app: MockApp;
  beforeEach(() => {
    app = createMockApp();
  });

  interface AppRow {
    appId: string;
    name: string;
    orgIds: string[];
  }

  test('apps of an organisation: list, detail, assign to children (never outside the own tree)', async () => {
    const { token } = await loginAs(app, 'admin01', '星辰心理健康综合服务中心');
    const list = await call<{ rows: AppRow[]; total: number }>(app, {
      path: '/server-platform/api/app/queryAppPageListByOrg',
      token,
      query: { pageNum: '1', pageSize: '10' },
    });
    expect(list.data.total).toBe(5);
    const [first] = list.data.rows;
    const detail = await call<AppRow>(app, {
      path: '/server-platform/api/app/getAppByAppId',
      token,
      query: { appId: first.appId },
    });
    expect(detail.data.name).toBe(first.name);
    const assign = (orgIds: string[]) =>
      call(app, {
        method: 'POST',
        path: '/server-platform/api/app/saveOrgAppToOrg',
        token,
        body: { appId: first.appId, orgIds },
      });
    expect((await assign([app.db.qaOrgs.resource])).msg).toBe('分配成功');
    const child = await loginAs(app, 'admin01', '星辰心理测评资源中心');
    const childApps = await call<AppRow[]>(app, {
      path: '/server-platform/api/app/queryAppListByOrg',
      token: child.token,
    });
    expect(childApps.data.map((row) => row.appId)).toEqual([first.appId]);
    const outside = [...app.db.orgs.values()].find(
      (org) => org.level === 1 && org.id !== app.db.qaOrgs.comprehensive,
    );
    expect((await assign([outside?.id ?? ''])).code).toBe(10403);
    const operator = await loginAs(app, 'operator01');
    expect(
      (
        await call(app, {
          method: 'POST',
          path: '/server-platform/api/app/saveOrgAppToOrg',
          token: operator.token,
          body: { appId: first.appId, orgIds: [] },
        })
      ).code,
    ).toBe(10403);
  });
});
