import { createMockApp, type MockApp } from '../app';
import { call, loginAs } from '../testing';

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
