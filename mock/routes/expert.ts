/** Experts of an organisation: list, detail, settings, show and order, disengagement (docs/api/account-org-expert-role.md). */
import type { Db } from '../db';
import { formatDateTime } from '../db/time';
import type { CooperApply, ExpertProfile } from '../db/types';
import { createRouter, fail, ok, page, textField, type RouteContext } from '../router';
import { requireIdentity, requirePermission } from './guards';
import { ownOrg } from './orgScope';

export const EXPERT_PERM = {
  settings: '18-01-03',
  disengage: '18-01-04',
  show: '18-01-05',
  order: '18-01-06',
  specialInfo: '18-01-07',
} as const;

const WAYS = [0, 1, 2, 3];
const TAG = /^.{2,12}$/;

/** The caller organisation's cooperating expert (status 1) named by `userId`. */
function cooperating(
  ctx: RouteContext,
  expertType?: 0 | 1,
): { row: CooperApply; profile: ExpertProfile } {
  const org = ownOrg(ctx);
  const userId = (textField(ctx.req.body, 'userId') || textField(ctx.req.query, 'userId')).trim();
  const row = ctx.db.cooperApplies.find(
    (candidate) =>
      candidate.orgId === org.id && candidate.expertUserId === userId && candidate.status === 1,
  );
  const profile = ctx.db.expertProfiles.get(userId);
  if (!row || !profile || (expertType !== undefined && profile.expertType !== expertType))
    throw fail(10404, '记录不存在');
  return { row, profile };
}

function expertRow(db: Db, row: CooperApply, withSpecial: boolean) {
  const profile = db.expertProfiles.get(row.expertUserId);
  const account = db.accounts.get(row.expertUserId);
  return {
    userId: row.expertUserId,
    name: row.expertName,
    expertType: profile?.expertType ?? row.expertType,
    title: profile?.title ?? '',
    intro: profile?.intro ?? '',
    tags: profile?.tags ?? [],
    consultWays: profile?.consultWays ?? [],
    prices: profile?.prices ?? {},
    mobile: account?.mobile ?? '',
    sex: account?.sex ?? -1,
    headImg: account?.headImg ?? '',
    show: row.show,
    sn: row.sn,
    joinTime: row.updateTime,
    ...(withSpecial ? { specialInfo: profile?.specialInfo ?? '' } : {}),
  };
}

const holdsSpecial = (ctx: RouteContext) =>
  requireIdentity(ctx).btnCodes.includes(EXPERT_PERM.specialInfo);

/** 合作专家分页 GET /server-platform/api/expert/getCooperExpertPage {expertType, name, show, pageNum, pageSize} */
function getCooperExpertPage(ctx: RouteContext) {
  const org = ownOrg(ctx);
  const q = ctx.req.query;
  const name = textField(q, 'name').trim();
  const expertType = textField(q, 'expertType').trim();
  const show = textField(q, 'show').trim();
  const special = holdsSpecial(ctx);
  const rows = ctx.db.cooperApplies
    .filter((row) => row.orgId === org.id && row.status === 1)
    .map((row) => expertRow(ctx.db, row, special))
    .filter((row) => !name || row.name.includes(name))
    .filter((row) => !expertType || expertType === '-99' || String(row.expertType) === expertType)
    .filter((row) => !show || show === '-99' || String(row.show) === show)
    .sort((a, b) => a.sn - b.sn || a.userId.localeCompare(b.userId));
  return page(rows, q);
}

/** 咨询师详情 GET /server-platform/api/expert/getCounselorById {userId} */
function getCounselorById(ctx: RouteContext) {
  return expertRow(ctx.db, cooperating(ctx, 0).row, holdsSpecial(ctx));
}

/** 倾听者详情 GET /server-platform/api/expert/getAudienterById {userId} */
function getAudienterById(ctx: RouteContext) {
  return expertRow(ctx.db, cooperating(ctx, 1).row, holdsSpecial(ctx));
}

function settingsOf(ctx: RouteContext, expertType: 0 | 1) {
  const { row, profile } = cooperating(ctx, expertType);
  return {
    userId: row.expertUserId,
    consultWays: profile.consultWays,
    prices: profile.prices,
    tags: profile.tags,
    show: row.show,
    sn: row.sn,
  };
}

/** 咨询师设置 GET /server-platform/api/expert/getCounselorSettingsById {userId} */
const getCounselorSettingsById = (ctx: RouteContext) => settingsOf(ctx, 0);
/** 倾听者设置 GET /server-platform/api/expert/getAudienterSettingsById {userId} */
const getAudienterSettingsById = (ctx: RouteContext) => settingsOf(ctx, 1);

/** 保存专家设置 POST /server-platform/api/expert/updateSettingsById {userId, consultWays[], prices{way: yuan}, tags[]} */
function updateSettingsById(ctx: RouteContext) {
  requirePermission(ctx, EXPERT_PERM.settings);
  const { profile } = cooperating(ctx);
  const body = (ctx.req.body ?? {}) as { consultWays?: unknown; prices?: unknown; tags?: unknown };
  const ways = Array.isArray(body.consultWays) ? body.consultWays.map(Number) : [];
  if (ways.length === 0) throw fail(10400, '请至少选择一种咨询方式');
  if (ways.some((way) => !WAYS.includes(way))) throw fail(10400, '咨询方式不正确');
  const given = (typeof body.prices === 'object' && body.prices ? body.prices : {}) as Record<
    string,
    unknown
  >;
  const prices: Record<string, number> = {};
  for (const way of ways) {
    const price = Number(given[String(way)]);
    if (!(price > 0) || !/^\d+(\.\d{1,2})?$/.test(String(given[String(way)])))
      throw fail(10400, '选择咨询方式后请填写对应价格');
    prices[String(way)] = price;
  }
  const tags = Array.isArray(body.tags)
    ? body.tags.map((tag) => String(tag).trim()).filter(Boolean)
    : profile.tags;
  if (tags.some((tag) => !TAG.test(tag))) throw fail(10400, '每个标签必须2-12字');
  profile.consultWays = ways;
  profile.prices = prices;
  profile.tags = tags;
  return ok(null, '设置成功');
}

/** 专家展示开关 POST /server-platform/api/expert/updateExpertShow {userId, show: 0|1} */
function updateExpertShow(ctx: RouteContext) {
  requirePermission(ctx, EXPERT_PERM.show);
  const { row } = cooperating(ctx);
  const show = textField(ctx.req.body, 'show');
  if (show !== '0' && show !== '1') throw fail(10400, '展示状态不正确');
  row.show = show === '1' ? 1 : 0;
  return ok(null, '设置成功');
}

/** 专家排序 POST /server-platform/api/expert/updateExpertSn {userId, sn} (1-999, ascending) */
function updateExpertSn(ctx: RouteContext) {
  requirePermission(ctx, EXPERT_PERM.order);
  const { row } = cooperating(ctx);
  const sn = textField(ctx.req.body, 'sn');
  if (!/^\d{1,3}$/.test(sn) || Number(sn) < 1) throw fail(10400, '范围1-999');
  row.sn = Number(sn);
  return ok(null, '设置成功');
}

/** 解除合作 POST /server-platform/api/expert/disengagementExpertById {userId, expertType, srcOrgId}: status 4, awaiting the expert */
function disengagementExpertById(ctx: RouteContext) {
  requirePermission(ctx, EXPERT_PERM.disengage);
  const org = ownOrg(ctx);
  const srcOrgId = textField(ctx.req.body, 'srcOrgId').trim();
  if (srcOrgId && srcOrgId !== org.id) throw fail(10403, '无权限执行该操作');
  const { row } = cooperating(ctx);
  row.status = 4;
  row.remark = '机构申请解除合作';
  row.updateTime = formatDateTime(ctx.now);
  return ok(null, '已申请解除合作');
}

export const expertRoutes = createRouter()
  .get('/server-platform/api/expert/getCooperExpertPage', getCooperExpertPage)
  .get('/server-platform/api/expert/getCounselorById', getCounselorById)
  .get('/server-platform/api/expert/getAudienterById', getAudienterById)
  .get('/server-platform/api/expert/getCounselorSettingsById', getCounselorSettingsById)
  .get('/server-platform/api/expert/getAudienterSettingsById', getAudienterSettingsById)
  .post('/server-platform/api/expert/updateSettingsById', updateSettingsById)
  .post('/server-platform/api/expert/updateExpertShow', updateExpertShow)
  .post('/server-platform/api/expert/updateExpertSn', updateExpertSn)
  .post('/server-platform/api/expert/disengagementExpertById', disengagementExpertById);
