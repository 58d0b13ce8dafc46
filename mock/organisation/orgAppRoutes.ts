/** Apps of an organisation: list, detail, assign to child organisations (docs/api/account-org-expert-role.md). */
import type { Db } from '../db';
import type { OrgApp } from '../core/types';
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/organisation';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { page } from '../core/paging';
import { type RouteContext } from '../core/context';
import { requirePermission } from '../core/guards';
import { isWithin, ownOrg, scopedOrg } from '../core/scope';

const ASSIGN_PERM = '02-01-04-01';

function appView(db: Db, app: OrgApp) {
  return {
    ...app,
    orgIds: [...app.orgIds],
    orgNames: app.orgIds.map((id) => db.orgs.get(id)?.name ?? '机构已删除'),
  };
}

function appsOf(ctx: RouteContext, name?: string): OrgApp[] {
  const org = scopedOrg(ctx);
  return [...ctx.db.apps.values()].filter(
    (app) => app.orgIds.includes(org.id) && (!name || app.name.includes(name)),
  );
}

/** 机构应用分页 GET /server-platform/api/app/queryAppPageListByOrg {orgId?, name, pageNum, pageSize} */
function queryAppPageListByOrg(ctx: RouteContext, query: Input<typeof C.listOrgApps>) {
  return page(
    appsOf(ctx, query.name).map((app) => appView(ctx.db, app)),
    query,
  );
}

/** 机构应用列表 GET /server-platform/api/app/queryAppListByOrg {orgId?} */
function queryAppListByOrg(ctx: RouteContext, { name }: Input<typeof C.orgAppList>) {
  return appsOf(ctx, name).map((app) => appView(ctx.db, app));
}

/** 应用详情 GET /server-platform/api/app/getAppByAppId {appId} */
function getAppByAppId(ctx: RouteContext, { appId }: Input<typeof C.appDetail>) {
  const own = ownOrg(ctx);
  const app = [...ctx.db.apps.values()].find((row) => row.appId === appId);
  if (!app || !app.orgIds.includes(own.id)) throw fail(10404, '记录不存在');
  return appView(ctx.db, app);
}

/** 分配应用给下级机构 POST /server-platform/api/app/saveOrgAppToOrg {appId, orgIds[]}: the children that hold it afterwards */
function saveOrgAppToOrg(ctx: RouteContext, { appId, orgIds }: Input<typeof C.assignApp>) {
  requirePermission(ctx, ASSIGN_PERM);
  const own = ownOrg(ctx);
  const app = [...ctx.db.apps.values()].find((row) => row.appId === appId);
  if (!app || !app.orgIds.includes(own.id)) throw fail(10404, '记录不存在');
  if (orgIds.some((id) => id === own.id || !ctx.db.orgs.has(id) || !isWithin(ctx.db, own.id, id)))
    throw fail(10403, '无权限执行该操作');
  const outside = app.orgIds.filter((id) => id === own.id || !isWithin(ctx.db, own.id, id));
  app.orgIds = [...outside, ...orgIds];
  return ok(null, '分配成功');
}

export const orgAppRoutes = createRouter()
  .handle(C.listOrgApps, queryAppPageListByOrg)
  .handle(C.orgAppList, queryAppListByOrg)
  .handle(C.appDetail, getAppByAppId)
  .handle(C.assignApp, saveOrgAppToOrg);
