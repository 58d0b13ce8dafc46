/** Expert ↔ organisation cooperation applications (shell spec §6, §7 "Experts"). */
import { nextId } from '../db';
import { formatDateTime } from '../db/time';
import type { CooperApply, CooperStatus } from '../db/types';
import { createRouter, fail, ok, page, textField, type RouteContext } from '../router';
import { currentAccount, requireIdentity, requirePermission } from './guards';
import { EXPERT_PERM } from './expert';
import { ownOrg } from './orgScope';

const STATUSES: readonly CooperStatus[] = [0, 1, 2, 3, 4];

export const COOPER_PERM = { approve: '05-01-03-01', reject: '05-01-03-02' } as const;

/** The all-option of filter drop-downs (shell spec §9). */
const ALL = '-99';

/** `status` as one code or a comma-separated list ('2,4' feeds the badge in one call); empty or -99 means all. */
function statusFilter(text: string): Set<CooperStatus> | undefined {
  if (!text || text === ALL) return undefined;
  const wanted = new Set<CooperStatus>();
  for (const part of text.split(',')) {
    const status = STATUSES.find((candidate) => String(candidate) === part.trim());
    if (status === undefined) throw fail(10400, '状态参数不正确');
    wanted.add(status);
  }
  return wanted;
}

function applyView(row: CooperApply) {
  const { expertUserId, ...rest } = row;
  return { ...rest, userId: expertUserId };
}

function listed(ctx: RouteContext, rows: CooperApply[]) {
  const wanted = statusFilter(textField(ctx.req.query, 'status').trim());
  const name = textField(ctx.req.query, 'name').trim();
  const expertType = textField(ctx.req.query, 'expertType').trim();
  const kept = rows
    .filter((row) => !wanted || wanted.has(row.status))
    .filter((row) => !name || row.expertName.includes(name) || row.orgName.includes(name))
    .filter((row) => !expertType || expertType === ALL || String(row.expertType) === expertType)
    .sort((a, b) => b.createTime.localeCompare(a.createTime))
    .map(applyView);
  return page(kept, ctx.req.query);
}

/** 专家的合作申请分页 GET /server-platform/api/expert/showAllOrgExpertCooperApplyByExpert {status, name, pageNum, pageSize} */
function showAllOrgExpertCooperApplyByExpert(ctx: RouteContext) {
  const account = currentAccount(ctx);
  if (account.userType !== 2) throw fail(10403, '无权限执行该操作');
  return listed(
    ctx,
    ctx.db.cooperApplies.filter((row) => row.expertUserId === account.id),
  );
}

/** 机构的合作申请分页 GET /server-platform/api/expert/showAllOrgExpertCooperApply {status, expertType, name, pageNum, pageSize} */
function showAllOrgExpertCooperApply(ctx: RouteContext) {
  const org = ownOrg(ctx);
  return listed(
    ctx,
    ctx.db.cooperApplies.filter((row) => row.orgId === org.id),
  );
}

function applyById(ctx: RouteContext): CooperApply {
  const id = textField(ctx.req.body, 'id').trim();
  const row = ctx.db.cooperApplies.find((candidate) => candidate.id === id);
  if (!row) throw fail(10404, '记录不存在');
  return row;
}

/**
 * 处理合作申请 POST /server-platform/api/expert/auditOrgExpertCooperApply {id, agree: boolean, remark}.
 * The organisation answers an expert's application (status 0); the expert answers an invitation
 * (status 2) or the organisation ending the cooperation (status 4).
 */
function auditOrgExpertCooperApply(ctx: RouteContext) {
  const row = applyById(ctx);
  const agree = (ctx.req.body as { agree?: unknown } | undefined)?.agree === true;
  const remark = textField(ctx.req.body, 'remark').trim();
  if (remark.length > 100) throw fail(10400, '输入最大长度100');
  const identity = requireIdentity(ctx);
  let next: CooperStatus;
  if (identity.userType === 2) {
    if (row.expertUserId !== identity.userId) throw fail(10404, '记录不存在');
    if (row.status === 2) next = agree ? 1 : 3;
    else if (row.status === 4) next = agree ? 3 : 1;
    else throw fail(10409, '当前状态不允许该操作');
  } else {
    requirePermission(ctx, agree ? COOPER_PERM.approve : COOPER_PERM.reject);
    if (row.orgId !== ownOrg(ctx).id) throw fail(10404, '记录不存在');
    if (row.status !== 0) throw fail(10409, '当前状态不允许该操作');
    next = agree ? 1 : 3;
  }
  if (!agree && !remark && row.status !== 4) throw fail(10400, '请填写驳回原因');
  row.status = next;
  row.remark = remark || (agree ? '已同意' : row.remark);
  row.updateTime = formatDateTime(ctx.now);
  return ok(null, agree ? '已同意' : '已驳回');
}

/** 可申请合作的服务机构分页（专家）GET /server-platform/api/expert/showAllOrgPageByUse {name, pageNum, pageSize}: normal service organisations */
function showAllOrgPageByUse(ctx: RouteContext) {
  const identity = requireIdentity(ctx);
  if (identity.userType !== 2) throw fail(10403, '无权限执行该操作');
  const name = textField(ctx.req.query, 'name').trim();
  const rows = [...ctx.db.orgs.values()]
    .filter((org) => org.orgType !== 2 && org.status === 2 && (!name || org.name.includes(name)))
    .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'))
    .map(({ id, name: orgName, orgType, areaCode }) => ({ id, name: orgName, orgType, areaCode }));
  return page(rows, ctx.req.query);
}

/**
 * 可申请合作的服务机构及其数据（专家）GET /server-platform/api/expert/showAllOrgPageByUseAndData
 * {id, name, pageNum, pageSize}: showAllOrgPageByUse's organisations (optionally the one `id`) with
 * expertCount (its cooperating experts) and applyStatus (the caller's latest application with it, else null).
 */
function showAllOrgPageByUseAndData(ctx: RouteContext) {
  const identity = requireIdentity(ctx);
  if (identity.userType !== 2) throw fail(10403, '无权限执行该操作');
  const id = textField(ctx.req.query, 'id').trim();
  const name = textField(ctx.req.query, 'name').trim();
  const applies = ctx.db.cooperApplies;
  const rows = [...ctx.db.orgs.values()]
    .filter((org) => org.orgType !== 2 && org.status === 2)
    .filter((org) => (!id || org.id === id) && (!name || org.name.includes(name)))
    .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'))
    .map(({ id: orgId, name: orgName, orgType, areaCode }) => {
      const latest = applies
        .filter((row) => row.orgId === orgId && row.expertUserId === identity.userId)
        .sort((a, b) => b.updateTime.localeCompare(a.updateTime))[0];
      const expertCount = applies.filter((row) => row.orgId === orgId && row.status === 1).length;
      const applyStatus = latest ? latest.status : null;
      return { id: orgId, name: orgName, orgType, areaCode, expertCount, applyStatus };
    });
  return page(rows, ctx.req.query);
}

/** 发起合作申请 POST /server-platform/api/expert/saveOrgExpertCooperApply: an expert {orgId, remark} applies, an organisation {userId, remark} invites (18-01-01) */
function saveOrgExpertCooperApply(ctx: RouteContext) {
  const { db, now, req } = ctx;
  const identity = requireIdentity(ctx);
  const remark = textField(req.body, 'remark').trim();
  if (remark.length > 100) throw fail(10400, '输入最大长度100');
  const expertSide = identity.userType === 2;
  if (!expertSide) requirePermission(ctx, EXPERT_PERM.invite);
  const orgId = expertSide ? textField(req.body, 'orgId').trim() : ownOrg(ctx).id;
  const userId = expertSide ? identity.userId : textField(req.body, 'userId').trim();
  const org = db.orgs.get(orgId);
  const expert = db.accounts.get(userId);
  const profile = db.expertProfiles.get(userId);
  if (!org || org.orgType === 2) throw fail(10400, '请选择服务机构');
  if (!expert || !profile) throw fail(10400, '请选择专家');
  if (
    db.cooperApplies.some(
      (row) => row.orgId === orgId && row.expertUserId === userId && [0, 1, 2].includes(row.status),
    )
  )
    throw fail(10409, '已存在进行中的合作或申请');
  const at = formatDateTime(now);
  db.cooperApplies.push({
    id: nextId(db, 'cooper'),
    expertUserId: userId,
    expertName: expert.name,
    expertType: profile.expertType,
    orgId,
    orgName: org.name,
    orgType: org.orgType,
    status: expertSide ? 0 : 2,
    remark,
    createTime: at,
    updateTime: at,
    show: 1,
    sn: 99,
  });
  return ok(null, expertSide ? '申请已提交' : '邀请已发送');
}

export const cooperRoutes = createRouter()
  .get(
    '/server-platform/api/expert/showAllOrgExpertCooperApplyByExpert',
    showAllOrgExpertCooperApplyByExpert,
  )
  .get('/server-platform/api/expert/showAllOrgExpertCooperApply', showAllOrgExpertCooperApply)
  .post('/server-platform/api/expert/auditOrgExpertCooperApply', auditOrgExpertCooperApply)
  .post('/server-platform/api/expert/saveOrgExpertCooperApply', saveOrgExpertCooperApply)
  .get('/server-platform/api/expert/showAllOrgPageByUse', showAllOrgPageByUse)
  .get('/server-platform/api/expert/showAllOrgPageByUseAndData', showAllOrgPageByUseAndData);
