/** Expert ↔ organisation cooperation applications (shell spec §6, §7 "Experts"). */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/cooperation';
import { nextId } from '../db';
import { formatDateTime } from '../core/time';
import type { CooperApply, CooperStatus } from '../core/types';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { page, type SortKeys } from '../core/paging';
import { type RouteContext } from '../core/context';
import { currentAccount, requireIdentity, requirePermission } from '../core/guards';
import { EXPERT_PERM } from '../expert/expertRoutes';
import { ownOrg } from '../core/scope';

const COOPER_PERM = { approve: '05-01-03-01', reject: '05-01-03-02' } as const;

function applyView(row: CooperApply) {
  const { expertUserId, ...rest } = row;
  return { ...rest, userId: expertUserId };
}

type ApplyQuery = Input<typeof C.listOrgApplies>;

/** The cooperation lists' sortable columns: 申请时间, 状态. */
const APPLY_SORTS: SortKeys<
  Pick<CooperApply, 'createTime' | 'status'>,
  NonNullable<ApplyQuery['sortField']>
> = {
  createTime: (row) => row.createTime,
  status: (row) => row.status,
};

/** `status` is one code or several ('2,4' feeds the badge in one call); none means all. */
function listed(rows: CooperApply[], query: ApplyQuery) {
  const { status, name, expertType } = query;
  const kept = rows
    .filter((row) => !status || status.includes(row.status))
    .filter((row) => !name || row.expertName.includes(name) || row.orgName.includes(name))
    .filter((row) => expertType === undefined || row.expertType === expertType)
    .sort((a, b) => b.createTime.localeCompare(a.createTime))
    .map(applyView);
  return page(kept, query, APPLY_SORTS);
}

/** 专家的合作申请分页 GET /server-platform/api/expert/showAllOrgExpertCooperApplyByExpert {status, name, pageNum, pageSize} */
function showAllOrgExpertCooperApplyByExpert(ctx: RouteContext, query: ApplyQuery) {
  const account = currentAccount(ctx);
  if (account.userType !== 2) throw fail(10403, '无权限执行该操作');
  return listed(
    ctx.db.cooperApplies.filter((row) => row.expertUserId === account.id),
    query,
  );
}

/** 机构的合作申请分页 GET /server-platform/api/expert/showAllOrgExpertCooperApply {status, expertType, name, pageNum, pageSize} */
function showAllOrgExpertCooperApply(ctx: RouteContext, query: ApplyQuery) {
  const org = ownOrg(ctx);
  return listed(
    ctx.db.cooperApplies.filter((row) => row.orgId === org.id),
    query,
  );
}

function applyById(ctx: RouteContext, id: string): CooperApply {
  const row = ctx.db.cooperApplies.find((candidate) => candidate.id === id);
  if (!row) throw fail(10404, '记录不存在');
  return row;
}

/** 合作申请详情 GET /server-platform/api/expert/getOrgExpertCooperApply {id}: the organisation's own, or the expert's own */
function getOrgExpertCooperApply(ctx: RouteContext, { id }: Input<typeof C.getCooperApply>) {
  const row = applyById(ctx, id);
  const identity = requireIdentity(ctx);
  const mine =
    identity.userType === 2 ? row.expertUserId === identity.userId : row.orgId === ownOrg(ctx).id;
  if (!mine) throw fail(10404, '记录不存在');
  return applyView(row);
}

/**
 * 处理合作申请 POST /server-platform/api/expert/auditOrgExpertCooperApply {id, agree: boolean, remark}.
 * The organisation answers an expert's application (status 0); the expert answers an invitation
 * (status 2) or the organisation ending the cooperation (status 4).
 */
function auditOrgExpertCooperApply(
  ctx: RouteContext,
  { id, agree, remark }: Input<typeof C.auditCooperApply>,
) {
  const row = applyById(ctx, id);
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
function showAllOrgPageByUse(ctx: RouteContext, query: Input<typeof C.listServiceOrgs>) {
  const identity = requireIdentity(ctx);
  if (identity.userType !== 2) throw fail(10403, '无权限执行该操作');
  const { name } = query;
  const rows = [...ctx.db.orgs.values()]
    .filter((org) => org.orgType !== 2 && org.status === 2 && (!name || org.name.includes(name)))
    .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'))
    .map(({ id, name: orgName, orgType, areaCode }) => ({ id, name: orgName, orgType, areaCode }));
  return page(rows, query);
}

/**
 * 可申请合作的服务机构及其数据（专家）GET /server-platform/api/expert/showAllOrgPageByUseAndData
 * {id, name, pageNum, pageSize}: showAllOrgPageByUse's organisations (optionally the one `id`) with
 * expertCount (its cooperating experts) and applyStatus (the caller's latest application with it, else null).
 */
function showAllOrgPageByUseAndData(
  ctx: RouteContext,
  query: Input<typeof C.listServiceOrgsWithData>,
) {
  const identity = requireIdentity(ctx);
  if (identity.userType !== 2) throw fail(10403, '无权限执行该操作');
  const { id, name } = query;
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
  return page(rows, query);
}

/** 发起合作申请 POST /server-platform/api/expert/saveOrgExpertCooperApply: an expert {orgId, remark} applies, an organisation {userId, remark} invites (18-01-01) */
function saveOrgExpertCooperApply(ctx: RouteContext, body: Input<typeof C.saveCooperApply>) {
  const { db, now } = ctx;
  const identity = requireIdentity(ctx);
  const { remark } = body;
  const expertSide = identity.userType === 2;
  if (!expertSide) requirePermission(ctx, EXPERT_PERM.invite);
  // Which of orgId / userId is needed depends on the caller's side: the schema takes both as optional.
  const orgId = expertSide ? (body.orgId ?? '') : ownOrg(ctx).id;
  const userId = expertSide ? identity.userId : (body.userId ?? '');
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
  .handle(C.listExpertApplies, showAllOrgExpertCooperApplyByExpert)
  .handle(C.listOrgApplies, showAllOrgExpertCooperApply)
  .handle(C.getCooperApply, getOrgExpertCooperApply)
  .handle(C.auditCooperApply, auditOrgExpertCooperApply)
  .handle(C.saveCooperApply, saveOrgExpertCooperApply)
  .handle(C.listServiceOrgs, showAllOrgPageByUse)
  .handle(C.listServiceOrgsWithData, showAllOrgPageByUseAndData);
