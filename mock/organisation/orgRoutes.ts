/** Organisations: tree, child pages, details, create/edit, status, delete, activation mail, agent operation (docs/api/account-org-expert-role.md). */
import {
  ORG_STATUS_NAME,
  THIRD_LEVEL_NO_CHILDREN,
  canChangeStatus,
  deleteRefusal,
} from '../../src/shared/organisation/orgRules';
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/organisation';
import { ROLE_CODES } from '../login/accounts';
import { idsOf, nextId, type Db } from '../db';
import { logEntry } from '../core/logs';
import { sendCode } from '../core/outbox';
import { openSession } from '../core/sessions';
import { formatDateTime } from '../core/time';
import type { Org, OrgType } from '../core/types';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { page, type SortKeys } from '../core/paging';
import { paramText, type RouteContext } from '../core/context';
import { identitySessionView } from '../core/userView';
import { currentAccount, requirePermission } from '../core/guards';
import { childrenOf, descendantsOf, isWithin, ownOrg, scopedOrg } from '../core/scope';
import { PAGE, READ_PAGES } from '../core/pageCodes';

const ORG_PERM = {
  create: '02-01-01-01',
  edit: '02-01-01-02',
  status: '02-01-01-03',
  remove: '02-01-01-04',
  agent: '02-01-01-05',
} as const;

function orgView(db: Db, org: Org, own?: Org) {
  const parent = org.parentId ? db.orgs.get(org.parentId) : undefined;
  return {
    id: org.id,
    name: org.name,
    orgType: org.orgType,
    areaCode: org.areaCode,
    status: org.status,
    statusName: ORG_STATUS_NAME[org.status],
    createTime: org.createTime,
    bodyType: org.bodyType,
    srvUserCount: org.srvUserCount,
    themeColor: org.themeColor,
    parentId: org.parentId,
    parentName: parent?.name ?? '',
    level: org.level,
    childCount: childrenOf(db, org.id).length,
    /** A direct child of the caller's organisation (the detail flag is false only for those below level 3). */
    direct: own ? org.parentId === own.id : false,
    contactName: org.contactName ?? '',
    contactMobile: org.contactMobile ?? '',
    contactMail: org.contactMail ?? '',
  };
}

interface TreeNode {
  id: string;
  name: string;
  orgType: OrgType;
  status: number;
  level: number;
  children: TreeNode[];
}

function tree(db: Db, org: Org): TreeNode {
  const { id, name, orgType, status, level } = org;
  return {
    id,
    name,
    orgType,
    status,
    level,
    children: childrenOf(db, id).map((child) => tree(db, child)),
  };
}

/** 当前机构的机构树 GET /server-platform/api/org/getChildServerOrgList {orgId?} */
function getChildServerOrgList(ctx: RouteContext) {
  requirePermission(ctx, READ_PAGES.orgTree);
  return [tree(ctx.db, scopedOrg(ctx))];
}

type OrgListQuery = Input<typeof C.listCustomOrgs>;

/** The organisation lists' sortable columns (机构查询, 客户机构): 创建时间, 层级, 状态. */
const ORG_SORTS: SortKeys<
  Pick<Org, 'createTime' | 'level' | 'status'>,
  NonNullable<OrgListQuery['sortField']>
> = {
  createTime: (org) => org.createTime,
  level: (org) => org.level,
  status: (org) => org.status,
};

function filtered(rows: Org[], { name, areaCode, status, type }: OrgListQuery): Org[] {
  return rows
    .filter((org) => !name || org.name.includes(name))
    .filter((org) => !areaCode || org.areaCode.startsWith(areaCode))
    .filter((org) => status === undefined || org.status === status)
    .filter((org) => type === undefined || org.orgType === type)
    .sort((a, b) => b.createTime.localeCompare(a.createTime));
}

/** 下级机构分页（所选机构之下全部层级）GET /api/org/getChildOrgPage {orgId?, name, areaCode, status, type, pageNum, pageSize} */
function getChildOrgPage(ctx: RouteContext, query: Input<typeof C.listChildOrgs>) {
  requirePermission(ctx, READ_PAGES.childOrgs);
  const own = ownOrg(ctx);
  const rows = filtered(descendantsOf(ctx.db, scopedOrg(ctx).id), query);
  return page(
    rows.map((row) => orgView(ctx.db, row, own)),
    query,
    ORG_SORTS,
  );
}

/** 客户机构分页 GET /server-platform/api/org/getCustomOrgPage {orgId, name, areaCode, pageNum, pageSize} */
function getCustomOrgPage(ctx: RouteContext, query: OrgListQuery) {
  requirePermission(ctx, PAGE.customerOrg);
  const own = ownOrg(ctx);
  const rows = filtered(descendantsOf(ctx.db, scopedOrg(ctx).id), query).filter(
    (row) => row.orgType === 2,
  );
  return page(
    rows.map((row) => orgView(ctx.db, row, own)),
    query,
    ORG_SORTS,
  );
}

/**
 * 机构详情 GET /server-platform/api/org/getOrgInfo {orgId}. The caller's own organisation (orgId
 * empty or its own) is the shell's owner organisation info: every organisation identity reads it,
 * whatever its menu (decision 0023). Any other needs 机构查询 and must lie within the own one.
 */
function getOrgInfo(ctx: RouteContext) {
  const own = ownOrg(ctx);
  const asked = paramText(ctx, 'orgId');
  const org = !asked || asked === own.id ? own : scopedOrg(ctx, 'orgId', PAGE.orgQuery);
  return orgView(ctx.db, org, own);
}

/** 机构管理员 GET /server-platform/api/org/getOrgAdmin {orgId} → {name, mobile, mail, accounts[]} */
function getOrgAdmin(ctx: RouteContext) {
  const org = scopedOrg(ctx, 'orgId', PAGE.orgQuery);
  const admins = [...ctx.db.identities.values()]
    .filter((identity) => identity.orgId === org.id && identity.userType === 1 && !identity.agentOf)
    .map((identity) => ctx.db.accounts.get(identity.userId))
    .filter((account) => account !== undefined)
    .map((account) => ({ id: account.id, name: account.name, username: account.username }));
  return {
    name: org.contactName ?? '',
    mobile: org.contactMobile ?? '',
    mail: org.contactMail ?? '',
    accounts: admins,
  };
}

type OrgFields = Omit<Input<typeof C.saveOrg>, 'id' | 'parentId'>;

/** What the schema cannot check (saveOrgValidParam, saveOrg and updateChildOrgInfo share it): the name is free, the body type is in the dictionary; `id` is the organisation edited. */
function draftFields(ctx: RouteContext, id: string | undefined, draft: OrgFields) {
  const { name, bodyType, themeColor } = draft;
  if ([...ctx.db.orgs.values()].some((org) => org.name === name && org.id !== id))
    throw fail(10409, '机构名称已存在');
  if (!(ctx.db.dicts.get('body_type') ?? []).some((entry) => entry.code === bodyType))
    throw fail(10400, '请选择主体类型');
  const { r, g, b } = themeColor;
  return {
    ...draft,
    orgType: draft.orgType as OrgType,
    themeColor: JSON.stringify({ r, g, b }),
  };
}

/** 校验机构参数 POST /server-platform/api/org/saveOrgValidParam (the saveOrg body) */
function saveOrgValidParam(
  ctx: RouteContext,
  { id, parentId: _parent, ...draft }: Input<typeof C.validOrg>,
) {
  draftFields(ctx, id, draft);
  return null;
}

/** 新增或编辑机构 POST /server-platform/api/org/saveOrg {id?, parentId?, name, orgType, areaCode, bodyType, themeColor {r,g,b}, contactName, contactMobile, contactMail} */
function saveOrg(ctx: RouteContext, { id, parentId: _parent, ...draft }: Input<typeof C.saveOrg>) {
  const fields = draftFields(ctx, id, draft);
  const { db, now } = ctx;
  if (id) {
    const org = scopedOrg(ctx, 'id', ORG_PERM.edit);
    Object.assign(org, fields);
    db.operationLogs.push(logEntry(idsOf(db), currentAccount(ctx).id, 'saveOrg', now));
    return ok({ id: org.id }, '保存成功');
  }
  const parent = scopedOrg(ctx, 'parentId', ORG_PERM.create);
  if (parent.level >= 3) throw fail(10409, THIRD_LEVEL_NO_CHILDREN);
  const org: Org = {
    id: nextId(db, 'org'),
    ...fields,
    status: 5,
    createTime: formatDateTime(now),
    srvUserCount: 0,
    parentId: parent.id,
    level: (parent.level + 1) as 2 | 3,
  };
  db.orgs.set(org.id, org);
  db.operationLogs.push(logEntry(idsOf(db), currentAccount(ctx).id, 'saveOrg', now));
  return ok({ id: org.id }, '保存成功');
}

/** 编辑下级机构信息 POST /server-platform/api/org/updateChildOrgInfo {orgId, name, orgType, areaCode, bodyType, themeColor {r,g,b}, contactName, contactMobile, contactMail} (the body is ours) */
function updateChildOrgInfo(
  ctx: RouteContext,
  { orgId, ...draft }: Input<typeof C.updateChildOrgInfo>,
) {
  const org = scopedOrg(ctx, 'orgId', ORG_PERM.edit);
  if (org.id === ownOrg(ctx).id) throw fail(10403, '只能编辑下级机构的信息');
  Object.assign(org, draftFields(ctx, orgId, draft));
  ctx.db.operationLogs.push(logEntry(idsOf(ctx.db), currentAccount(ctx).id, 'saveOrg', ctx.now));
  return ok(null, '编辑成功');
}

/** 变更机构状态 POST /server-platform/api/org/updateAdminOrgStatus {orgId, status} */
function updateAdminOrgStatus(ctx: RouteContext, { status }: Input<typeof C.updateOrgStatus>) {
  const org = scopedOrg(ctx, 'orgId', ORG_PERM.status);
  const own = ownOrg(ctx);
  if (org.id === own.id) throw fail(10409, '不能变更本机构的状态');
  if (!canChangeStatus(org.status, status))
    throw fail(10409, `${ORG_STATUS_NAME[org.status]}的机构不能变更为${ORG_STATUS_NAME[status]}`);
  org.status = status;
  return ok(null, '状态变更成功');
}

/** 删除机构 POST /server-platform/api/org/delete {orgId} */
function deleteOrg(ctx: RouteContext) {
  const org = scopedOrg(ctx, 'orgId', ORG_PERM.remove);
  if (org.id === ownOrg(ctx).id) throw fail(10409, '不能删除本机构');
  const refusal = deleteRefusal({
    level: org.level,
    childCount: childrenOf(ctx.db, org.id).length,
  });
  if (refusal) throw fail(10409, refusal);
  ctx.db.orgs.delete(org.id);
  return ok(null, '删除成功');
}

/** 发送激活邮件 POST /server-platform/api/org/sendActiveMail {orgId} */
function sendActiveMail(ctx: RouteContext) {
  const org = scopedOrg(ctx, 'orgId', ORG_PERM.edit);
  if (org.status !== 5) throw fail(10409, '仅未激活的机构可发送激活邮件');
  if (!org.contactMail) throw fail(10400, '请先填写机构管理员邮箱');
  sendCode(ctx.db, ctx.now, 'mail', org.contactMail.toLowerCase(), 'activate');
  return ok(null, '发送成功');
}

/** 代理操作下级机构 POST /server-platform/api/org/agentOperate {orgId} → IdentitySession of the child */
function agentOperate(ctx: RouteContext) {
  const { db, now } = ctx;
  const identity = requirePermission(ctx, ORG_PERM.agent);
  const account = currentAccount(ctx);
  if (identity.userType !== 1 || identity.agentOf) throw fail(10403, '仅机构管理员可代理操作');
  const org = scopedOrg(ctx, 'orgId');
  if (org.id === identity.orgId || !isWithin(db, identity.orgId, org.id))
    throw fail(10403, '无权限执行该操作');
  if (org.status !== 2 && org.status !== 1)
    throw fail(10409, `机构${ORG_STATUS_NAME[org.status]}，不能代理操作`);
  let agent = [...db.identities.values()].find(
    (row) => row.userId === account.id && row.orgId === org.id && row.agentOf === identity.id,
  );
  if (!agent) {
    agent = {
      id: nextId(db, 'identity'),
      userId: account.id,
      userType: 1,
      status: 2,
      orgId: org.id,
      btnCodes: ROLE_CODES.admin(),
      agentOf: identity.id,
    };
    db.identities.set(agent.id, agent);
  }
  return identitySessionView(
    db,
    account,
    agent,
    openSession(db, account.id, agent.id, { now, lifetimeMs: ctx.sessionLifetimeMs }, ctx.session),
  );
}

export const orgRoutes = createRouter()
  .handle(C.getOrgTree, getChildServerOrgList)
  .handle(C.listChildOrgs, getChildOrgPage)
  .handle(C.listCustomOrgs, getCustomOrgPage)
  .handle(C.getOrgInfo, getOrgInfo)
  .handle(C.getOrgAdmin, getOrgAdmin)
  .handle(C.validOrg, saveOrgValidParam)
  .handle(C.saveOrg, saveOrg)
  .handle(C.updateChildOrgInfo, updateChildOrgInfo)
  .handle(C.updateOrgStatus, updateAdminOrgStatus)
  .handle(C.deleteOrg, deleteOrg)
  .handle(C.sendActiveMail, sendActiveMail)
  .handle(C.agentOperate, agentOperate);
