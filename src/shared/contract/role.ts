/** Roles of an organisation (shell spec §7 "Roles"; docs/api/account-org-expert-role.md). */
import { z } from 'zod';
import { allMenuCodes } from '../menu/menuTree';
import { maxLengthMessage } from '../validation/messages';
import { call } from './call';
import { dateTime, filterText, id, noData, pageQuery, paged } from './schemas';

const KNOWN_CODES = new Set(allMenuCodes());

const roleId = id('角色');

const roleRow = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  remark: z.string(),
  codes: z.array(z.string()).meta({ description: '菜单与按钮编码' }),
  createTime: dateTime,
  userCount: z.int().min(0),
});

const menuButton = z.object({ id: z.string(), code: z.string(), name: z.string() });

/** A page of the fixed menu tree (shell spec §3 "Menu node"), with its buttons. */
const menuPage = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  menuDescribe: z.string().optional(),
  path: z.string(),
  icons: z.string().optional(),
  exact: z.boolean().optional(),
  isShow: z.boolean(),
  orgTypes: z.array(z.int()).optional(),
  btnList: z.array(menuButton).optional(),
});

/** A top-level menu: the tree is two levels deep (menus, their pages). */
const menuTop = menuPage.extend({ childrens: z.array(menuPage).optional() });

export const listRoles = call({
  summary: '角色分页（本机构）',
  method: 'GET',
  path: '/server-platform/api/role/list',
  source: 'spec',
  query: z.object({ ...pageQuery, name: filterText('角色名称', 20) }),
  data: paged(roleRow),
  codes: [10400, 10403, 10409],
});

export const menuTree = call({
  summary: '菜单树（含按钮）',
  method: 'GET',
  path: '/server-platform/api/role/menuTree',
  source: 'spec',
  query: z.object({}),
  data: z.array(menuTop),
  codes: [10403, 10409],
});

export const getRoleMenus = call({
  summary: '角色的菜单与按钮编码',
  method: 'GET',
  path: '/server-platform/api/role/getRoleMenus',
  source: 'spec',
  query: z.object({ roleId }),
  data: z.array(z.string()),
  codes: [10400, 10403, 10404, 10409],
});

export const getUsersByRole = call({
  summary: '角色下的用户',
  method: 'GET',
  path: '/server-platform/api/role/getUsersByRole',
  source: 'spec',
  query: z.object({ ...pageQuery, roleId }),
  data: paged(
    z.object({ id: z.string(), username: z.string(), name: z.string(), mobile: z.string() }),
  ),
  codes: [10400, 10403, 10404, 10409],
});

export const saveRole = call({
  summary: '新增或编辑角色（角色下的用户下次登录得到新权限）',
  method: 'POST',
  path: '/server-platform/api/role/save',
  source: 'spec',
  body: z.object({
    id: roleId.optional(),
    name: z
      .string({ error: (issue) => (issue.input === undefined ? '角色名称不能为空' : undefined) })
      .trim()
      .min(1, '角色名称不能为空')
      .max(20, maxLengthMessage(20))
      .meta({ title: '角色名称' }),
    remark: z.string().trim().max(100, maxLengthMessage(100)).default('').meta({ title: '备注' }),
    codes: z
      .array(
        z.string().refine((code) => KNOWN_CODES.has(code), '菜单权限不正确'),
        { error: (issue) => (issue.input === undefined ? '请选择菜单权限' : undefined) },
      )
      .min(1, '请选择菜单权限')
      .max(KNOWN_CODES.size, '菜单权限不正确')
      .meta({ title: '菜单权限', description: '菜单与按钮编码' }),
  }),
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10404, 10409],
});

export const deleteRole = call({
  summary: '删除角色（角色下有用户时不能删除）',
  method: 'POST',
  path: '/server-platform/api/role/delete',
  source: 'spec',
  body: z.object({ id: roleId }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});
