/** Organisations: tree, child pages, details, create/edit, status, delete, activation mail, agent operation (docs/api/account-org-expert-role.md). */
import {
  ORG_STATUS_NAME,
  THIRD_LEVEL_NO_CHILDREN,
  canChangeStatus,
  deleteRefusal,
  type OrgStatus,
} from '../../src/features/organisation/orgRules';
import { ROLE_CODES } from '../db/accounts';
import { idsOf, nextId, type Db } from '../db';
import { logEntry } from '../db/logs';
import { DEFAULT_THEME } from '../db/orgs';
import { sendCode } from '../db/outbox';
import { openSession } from '../db/sessions';
import { formatDateTime } from '../db/time';
import type { Org, OrgType } from '../db/types';
import { createRouter, fail, ok, page, textField, type RouteContext } from '../router';
import { identitySessionView } from '../views/user';
import { currentAccount, requirePermission } from './guards';
import { childrenOf, descendantsOf, isWithin, ownOrg, scopedOrg } from './orgScope';
import { PAGE, READ_PAGES } from './pageCodes';

export const ORG_PERM = {
  create: '02-01-01-01',
  edit: '02-01-01-02',
  status: '02-01-01-03',
  remove: '02-01-01-04',
  agent: '02-01-01-05',
} as const;

const MAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,3}$/;
const MOBILE = /^1[3-9]\d{9}$/;
const AREA_CODE = /^\d{6}-\d{6}-\d{6}$/;

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

function filtered(ctx: RouteContext, rows: Org[]): Org[] {
  const q = ctx.req.query;
  const name = textField(q, 'name').trim();
  const areaCode = textField(q, 'areaCode').trim();
  const status = textField(q, 'status').trim();
  // The organisation-type filter is `type` (assessment spec §7, getChildOrgPage).
  const orgType = textField(q, 'type').trim();
  return rows
    .filter((org) => !name || org.name.includes(name))
    .filter(
      (org) => !areaCode || org.areaCode.startsWith(areaCode.split('-').filter(Boolean).join('-')),
    )
    .filter((org) => !status || status === '-99' || String(org.status) === status)
    .filter((org) => !orgType || orgType === '-99' || String(org.orgType) === orgType)
    .sort((a, b) => b.createTime.localeCompare(a.createTime));
}

/** 下级机构分页（所选机构之下全部层级）GET /api/org/getChildOrgPage {orgId?, name, areaCode, status, type, pageNum, pageSize} */
function getChildOrgPage(ctx: RouteContext) {
  requirePermission(ctx, READ_PAGES.childOrgs);
  const own = ownOrg(ctx);
  const org = scopedOrg(ctx);
  const rows = filtered(ctx, descendantsOf(ctx.db, org.id));
  return page(
    rows.map((row) => orgView(ctx.db, row, own)),
    ctx.req.query,
  );
}

/** 客户机构分页 GET /server-platform/api/org/getCustomOrgPage {orgId, name, areaCode, pageNum, pageSize} */
function getCustomOrgPage(ctx: RouteContext) {
  requirePermission(ctx, PAGE.customerOrg);
  const own = ownOrg(ctx);
  const org = scopedOrg(ctx);
  const rows = filtered(ctx, descendantsOf(ctx.db, org.id)).filter((row) => row.orgType === 2);
  return page(
    rows.map((row) => orgView(ctx.db, row, own)),
    ctx.req.query,
  );
}

/** 机构详情 GET /server-platform/api/org/getOrgInfo {orgId} */
function getOrgInfo(ctx: RouteContext) {
  requirePermission(ctx, PAGE.orgQuery);
  return orgView(ctx.db, scopedOrg(ctx), ownOrg(ctx));
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

interface OrgDraft {
  id: string;
  name: string;
  orgType: OrgType;
  areaCode: string;
  bodyType: string;
  themeColor: string;
  contactName: string;
  contactMobile: string;
  contactMail: string;
}

function themeOf(value: unknown): string {
  const raw =
    typeof value === 'string' && value ? (JSON.parse(value) as unknown) : (value ?? DEFAULT_THEME);
  const theme = raw as Record<string, unknown>;
  const channel = (key: string) => {
    const n = Number(theme?.[key]);
    if (!Number.isInteger(n) || n < 0 || n > 255) throw fail(10400, '主题色不正确');
    return n;
  };
  return JSON.stringify({ r: channel('r'), g: channel('g'), b: channel('b') });
}

/** Every field checked, nothing changed (saveOrgValidParam, saveOrg and updateChildOrgInfo share it); `idField` names the organisation edited. */
function validDraft(ctx: RouteContext, idField = 'id'): OrgDraft {
  const body = ctx.req.body;
  const id = textField(body, idField).trim();
  const name = textField(body, 'name').trim();
  if (!name) throw fail(10400, '机构名称不能为空');
  if (name.length > 30) throw fail(10400, '最大输入长度30');
  if ([...ctx.db.orgs.values()].some((org) => org.name === name && org.id !== id))
    throw fail(10409, '机构名称已存在');
  const orgType = Number(textField(body, 'orgType'));
  if (![0, 1, 2].includes(orgType)) throw fail(10400, '请选择机构类型');
  const areaCode = textField(body, 'areaCode').trim();
  if (!AREA_CODE.test(areaCode)) throw fail(10400, '地区不能为空');
  const bodyType = textField(body, 'bodyType').trim();
  if (!(ctx.db.dicts.get('body_type') ?? []).some((entry) => entry.code === bodyType))
    throw fail(10400, '请选择主体类型');
  let themeColor: string;
  try {
    themeColor = themeOf((body as Record<string, unknown> | undefined)?.themeColor);
  } catch {
    throw fail(10400, '主题色不正确');
  }
  const contactName = textField(body, 'contactName').trim();
  const contactMobile = textField(body, 'contactMobile').trim();
  const contactMail = textField(body, 'contactMail').trim();
  if (contactMobile && !MOBILE.test(contactMobile)) throw fail(10400, '手机号格式不正确');
  if (contactMail && !MAIL.test(contactMail)) throw fail(10400, '邮箱格式不正确');
  return {
    id,
    name,
    orgType: orgType as OrgType,
    areaCode,
    bodyType,
    themeColor,
    contactName,
    contactMobile,
    contactMail,
  };
}

/** 校验机构参数 POST /server-platform/api/org/saveOrgValidParam (the saveOrg body) */
function saveOrgValidParam(ctx: RouteContext) {
  validDraft(ctx);
  return null;
}

/** 新增或编辑机构 POST /server-platform/api/org/saveOrg {id?, parentId?, name, orgType, areaCode, bodyType, themeColor {r,g,b}, contactName, contactMobile, contactMail} */
function saveOrg(ctx: RouteContext) {
  const draft = validDraft(ctx);
  const { db, now } = ctx;
  const { id, ...fields } = draft;
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
function updateChildOrgInfo(ctx: RouteContext) {
  const org = scopedOrg(ctx, 'orgId', ORG_PERM.edit);
  if (org.id === ownOrg(ctx).id) throw fail(10403, '只能编辑下级机构的信息');
  const { id: _id, ...fields } = validDraft(ctx, 'orgId');
  Object.assign(org, fields);
  ctx.db.operationLogs.push(logEntry(idsOf(ctx.db), currentAccount(ctx).id, 'saveOrg', ctx.now));
  return ok(null, '编辑成功');
}

/** 变更机构状态 POST /server-platform/api/org/updateAdminOrgStatus {orgId, status} */
function updateAdminOrgStatus(ctx: RouteContext) {
  const org = scopedOrg(ctx, 'orgId', ORG_PERM.status);
  const own = ownOrg(ctx);
  if (org.id === own.id) throw fail(10409, '不能变更本机构的状态');
  const text = textField(ctx.req.body, 'status').trim();
  const status = Number(text) as OrgStatus;
  if (!text || !(status in ORG_STATUS_NAME)) throw fail(10400, '请选择状态');
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
    openSession(db, account.id, agent.id, now, ctx.session),
  );
}

export const orgRoutes = createRouter()
  .get('/server-platform/api/org/getChildServerOrgList', getChildServerOrgList)
  .get('/api/org/getChildOrgPage', getChildOrgPage)
  .get('/server-platform/api/org/getCustomOrgPage', getCustomOrgPage)
  .get('/server-platform/api/org/getOrgInfo', getOrgInfo)
  .get('/server-platform/api/org/getOrgAdmin', getOrgAdmin)
  .post('/server-platform/api/org/saveOrgValidParam', saveOrgValidParam)
  .post('/server-platform/api/org/saveOrg', saveOrg)
  .post('/server-platform/api/org/updateChildOrgInfo', updateChildOrgInfo)
  .post('/server-platform/api/org/updateAdminOrgStatus', updateAdminOrgStatus)
  .post('/server-platform/api/org/delete', deleteOrg)
  .post('/server-platform/api/org/sendActiveMail', sendActiveMail)
  .post('/server-platform/api/org/agentOperate', agentOperate);
