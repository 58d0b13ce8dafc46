/** Roles of an organisation: list, save, delete, the menu tree, a role's menus and users (docs/api/account-org-expert-role.md). */
import { MENU_TREE } from '../../src/shared/menu/menuTree';
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/role';
import { idsOf, nextId, type Db } from '../db';
import { logEntry } from '../core/logs';
import { formatDateTime } from '../core/time';
import type { Role } from '../core/types';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { page } from '../core/paging';
import { type RouteContext } from '../core/context';
import { currentAccount, requirePermission } from '../core/guards';
import { ownOrg } from '../core/scope';
import { PAGE } from '../core/pageCodes';

const ROLE_PERM = {
  create: '03-01-01-01',
  edit: '03-01-01-02',
  remove: '03-01-01-03',
} as const;

function usersOf(db: Db, roleId: string) {
  return [...db.identities.values()].filter((identity) => identity.roleId === roleId);
}

function roleView(db: Db, role: Role) {
  return { ...role, codes: [...role.codes], userCount: usersOf(db, role.id).length };
}

/** The caller's organisation's role by its id. */
function ownRole(ctx: RouteContext, id: string): Role {
  const org = ownOrg(ctx, requirePermission(ctx, PAGE.roles));
  const role = ctx.db.roles.get(id);
  if (!role || role.orgId !== org.id) throw fail(10404, '记录不存在');
  return role;
}

/** 角色分页 GET /server-platform/api/role/list {name, pageNum, pageSize} */
function listRoles(ctx: RouteContext, query: Input<typeof C.listRoles>) {
  const org = ownOrg(ctx, requirePermission(ctx, PAGE.roles));
  const { name } = query;
  const rows = [...ctx.db.roles.values()]
    .filter((role) => role.orgId === org.id && (!name || role.name.includes(name)))
    .map((role) => roleView(ctx.db, role));
  return page(rows, query);
}

/** 菜单树（含按钮）GET /server-platform/api/role/menuTree */
function menuTree(ctx: RouteContext) {
  requirePermission(ctx, PAGE.roles);
  return MENU_TREE;
}

/** 角色的菜单与按钮编码 GET /server-platform/api/role/getRoleMenus {roleId} */
function getRoleMenus(ctx: RouteContext, { roleId }: Input<typeof C.getRoleMenus>) {
  return [...ownRole(ctx, roleId).codes];
}

/** 角色下的用户 GET /server-platform/api/role/getUsersByRole {roleId, pageNum, pageSize} */
function getUsersByRole(ctx: RouteContext, query: Input<typeof C.getUsersByRole>) {
  const role = ownRole(ctx, query.roleId);
  const rows = usersOf(ctx.db, role.id).flatMap((identity) => {
    const account = ctx.db.accounts.get(identity.userId);
    return account
      ? [{ id: account.id, username: account.username, name: account.name, mobile: account.mobile }]
      : [];
  });
  return page(rows, query);
}

/** 新增或编辑角色 POST /server-platform/api/role/save {id?, name, remark, codes[]}; the role's users get the new codes at their next login */
function saveRole(ctx: RouteContext, { id, name, remark, codes }: Input<typeof C.saveRole>) {
  const { db, now } = ctx;
  requirePermission(ctx, id ? ROLE_PERM.edit : ROLE_PERM.create);
  const org = ownOrg(ctx);
  const existing = id ? ownRole(ctx, id) : undefined;
  if (
    [...db.roles.values()].some(
      (role) => role.orgId === org.id && role.name === name && role.id !== id,
    )
  )
    throw fail(10409, '角色名称已存在');
  const role: Role = existing ?? {
    id: nextId(db, 'role'),
    orgId: org.id,
    name,
    remark,
    codes,
    createTime: formatDateTime(now),
  };
  Object.assign(role, { name, remark, codes });
  db.roles.set(role.id, role);
  for (const identity of usersOf(db, role.id)) identity.btnCodes = [...codes];
  db.operationLogs.push(logEntry(idsOf(db), currentAccount(ctx).id, 'saveRole', now));
  return ok({ id: role.id }, '保存成功');
}

/** 删除角色 POST /server-platform/api/role/delete {id}; refused while users hold it */
function deleteRole(ctx: RouteContext, { id }: Input<typeof C.deleteRole>) {
  requirePermission(ctx, ROLE_PERM.remove);
  const role = ownRole(ctx, id);
  if (usersOf(ctx.db, role.id).length > 0) throw fail(10409, '该角色下存在用户，不能删除');
  ctx.db.roles.delete(role.id);
  return ok(null, '删除成功');
}

export const roleRoutes = createRouter()
  .handle(C.listRoles, listRoles)
  .handle(C.menuTree, menuTree)
  .handle(C.getRoleMenus, getRoleMenus)
  .handle(C.getUsersByRole, getUsersByRole)
  .handle(C.saveRole, saveRole)
  .handle(C.deleteRole, deleteRole);
