/** Expert ↔ organisation cooperation applications (shell spec §6, §7 "Experts"). */
import type { CooperApply, CooperStatus } from '../db/types';
import { createRouter, fail, page, textField, type RouteContext } from '../router';
import { currentAccount } from './guards';

const STATUSES: readonly CooperStatus[] = [0, 1, 2, 3, 4];

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

/** 专家的合作申请分页 GET /server-platform/api/expert/showAllOrgExpertCooperApplyByExpert */
function showAllOrgExpertCooperApplyByExpert(ctx: RouteContext) {
  const account = currentAccount(ctx);
  if (account.userType !== 2) throw fail(10403, '无权限执行该操作');
  const wanted = statusFilter(textField(ctx.req.query, 'status').trim());
  const rows = ctx.db.cooperApplies
    .filter((row) => row.expertUserId === account.id && (!wanted || wanted.has(row.status)))
    .sort((a, b) => b.createTime.localeCompare(a.createTime))
    .map(applyView);
  return page(rows, ctx.req.query);
}

export const cooperRoutes = createRouter().get(
  '/server-platform/api/expert/showAllOrgExpertCooperApplyByExpert',
  showAllOrgExpertCooperApplyByExpert,
);
