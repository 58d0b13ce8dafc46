/** Roles of an organisation: list, save, delete, the menu tree, a role's menus and users (docs/api/account-org-expert-role.md). */
import { MENU_TREE, allMenuCodes } from '../../src/shared/layout/menuTree';
import { idsOf, nextId, type Db } from '../db';
import { logEntry } from '../db/logs';
import { formatDateTime } from '../db/time';
import type { Role } from '../db/types';
import { createRouter, fail, ok, page, paramText, textField, type RouteContext } from '../router';
import { currentAccount, requirePermission } from './guards';
import { ownOrg } from './orgScope';
import { PAGE } from './pageCodes';

export const ROLE_PERM = {
  create: '03-01-01-01',
  edit: '03-01-01-02',
  remove: '03-01-01-03',
} as const;

const KNOWN_CODES = new Set(allMenuCodes());

function usersOf(db: Db, roleId: string) {
  return [...db.identities.values()].filter((identity) => identity.roleId === roleId);
}

function roleView(db: Db, role: Role) {
  return { ...role, codes: [...role.codes], userCount: usersOf(db, role.id).length };
}

/** The caller's organisation's role by `id`. */
function ownRole(ctx: RouteContext, field = 'id'): Role {
  const org = ownOrg(ctx, requirePermission(ctx, PAGE.roles));
  const id = paramText(ctx, field);
  const role = ctx.db.roles.get(id);
  if (!role || role.orgId !== org.id) throw fail(10404, '记录不存在');
  return role;
}

/** 角色分页 GET /server-platform/api/role/list {name, pageNum, pageSize} */
function listRoles(ctx: RouteContext) {
  const org = ownOrg(ctx, requirePermission(ctx, PAGE.roles));
  const name = textField(ctx.req.query, 'name').trim();
  const rows = [...ctx.db.roles.values()]
    .filter((role) => role.orgId === org.id && (!name || role.name.includes(name)))
    .map((role) => roleView(ctx.db, role));
  return page(rows, ctx.req.query);
}

/** 菜单树（含按钮）GET /server-platform/api/role/menuTree */
function menuTree(ctx: RouteContext) {
  requirePermission(ctx, PAGE.roles);
  return MENU_TREE;
}

/** 角色的菜单与按钮编码 GET /server-platform/api/role/getRoleMenus {roleId} */
function getRoleMenus(ctx: RouteContext) {
  return [...ownRole(ctx, 'roleId').codes];
}

/** 角色下的用户 GET /server-platform/api/role/getUsersByRole {roleId, pageNum, pageSize} */
function getUsersByRole(ctx: RouteContext) {
  const role = ownRole(ctx, 'roleId');
  const rows = usersOf(ctx.db, role.id).flatMap((identity) => {
    const account = ctx.db.accounts.get(identity.userId);
    return account
      ? [{ id: account.id, username: account.username, name: account.name, mobile: account.mobile }]
      : [];
  });
  return page(rows, ctx.req.query);
}

/** 新增或编辑角色 POST /server-platform/api/role/save {id?, name, remark, codes[]}; the role's users get the new codes at their next login */
function saveRole(ctx: RouteContext) {
  const { db, req, now } = ctx;
  const id = textField(req.body, 'id').trim();
  requirePermission(ctx, id ? ROLE_PERM.edit : ROLE_PERM.create);
  const org = ownOrg(ctx);
  const name = textField(req.body, 'name').trim();
  const remark = textField(req.body, 'remark').trim();
  const raw = (req.body as { codes?: unknown } | undefined)?.codes;
  if (!name) throw fail(10400, '角色名称不能为空');
  if (name.length > 20) throw fail(10400, '输入最大长度20');
  if (remark.length > 100) throw fail(10400, '输入最大长度100');
  if (!Array.isArray(raw) || raw.length === 0) throw fail(10400, '请选择菜单权限');
  const codes = raw.map(String);
  if (codes.some((code) => !KNOWN_CODES.has(code))) throw fail(10400, '菜单权限不正确');
  const existing = id ? ownRole(ctx) : undefined;
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
function deleteRole(ctx: RouteContext) {
  requirePermission(ctx, ROLE_PERM.remove);
  const role = ownRole(ctx);
  if (usersOf(ctx.db, role.id).length > 0) throw fail(10409, '该角色下存在用户，不能删除');
  ctx.db.roles.delete(role.id);
  return ok(null, '删除成功');
}

export const roleRoutes = createRouter()
  .get('/server-platform/api/role/list', listRoles)
  .get('/server-platform/api/role/menuTree', menuTree)
  .get('/server-platform/api/role/getRoleMenus', getRoleMenus)
  .get('/server-platform/api/role/getUsersByRole', getUsersByRole)
  .post('/server-platform/api/role/save', saveRole)
  .post('/server-platform/api/role/delete', deleteRole);
