/** Experts of an organisation: list, detail, settings, show and order, disengagement (docs/api/account-org-expert-role.md). */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/expert';
import { MESSAGES, rangeMessage } from '../../src/shared/validation/messages';
import { maskMobile } from '../../src/shared/utils/format';
import { SERVICE_TYPE_CODES } from '../../src/shared/counselling/consultLabels';
import type { Db } from '../db';
import { formatDateTime } from '../core/time';
import type { CooperApply, ExpertPriceSettings, ExpertProfile } from '../core/types';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { page, type SortKeys } from '../core/paging';
import { type RouteContext } from '../core/context';
import { requireIdentity, requirePermission } from '../core/guards';
import { ownOrg } from '../core/scope';

export const EXPERT_PERM = {
  invite: '18-01-01',
  editTags: '18-01-02',
  settings: '18-01-03',
  disengage: '18-01-04',
  show: '18-01-05',
  order: '18-01-06',
  specialInfo: '18-01-07',
} as const;

/** 合作专家 (menu 05) ends a cooperation with its own code; 专家管理 (menu 18) with 18-01-04. */
const DISENGAGE_CODES = [EXPERT_PERM.disengage, '05-01-01-01'];

const WAYS = [0, 1, 2, 3, 4, 5];

/** The caller organisation's cooperating expert (status 1) named by `userId`. */
function cooperating(
  ctx: RouteContext,
  userId: string,
  expertType?: 0 | 1,
): { row: CooperApply; profile: ExpertProfile } {
  const org = ownOrg(ctx);
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

/** 合作专家's sortable columns: 合作时间, 展示. */
const EXPERT_SORTS: SortKeys<
  ReturnType<typeof expertRow>,
  NonNullable<Input<typeof C.listCooperExperts>['sortField']>
> = {
  joinTime: (row) => row.joinTime,
  show: (row) => row.show,
};

/** 合作专家分页 GET /server-platform/api/expert/getCooperExpertPage {expertType, name, show, pageNum, pageSize} */
function getCooperExpertPage(ctx: RouteContext, query: Input<typeof C.listCooperExperts>) {
  const org = ownOrg(ctx);
  const { name, expertType, show } = query;
  const special = holdsSpecial(ctx);
  const rows = ctx.db.cooperApplies
    .filter((row) => row.orgId === org.id && row.status === 1)
    .map((row) => expertRow(ctx.db, row, special))
    .filter((row) => !name || row.name.includes(name))
    .filter((row) => expertType === undefined || row.expertType === expertType)
    .filter((row) => show === undefined || row.show === show)
    .sort((a, b) => a.sn - b.sn || a.userId.localeCompare(b.userId));
  return page(rows, query, EXPERT_SORTS);
}

/** 咨询师详情 GET /server-platform/api/expert/getCounselorById {userId} */
function getCounselorById(ctx: RouteContext, { userId }: Input<typeof C.counselorDetail>) {
  return expertRow(ctx.db, cooperating(ctx, userId, 0).row, holdsSpecial(ctx));
}

/** 倾听者详情 GET /server-platform/api/expert/getAudienterById {userId} */
function getAudienterById(ctx: RouteContext, { userId }: Input<typeof C.audienterDetail>) {
  return expertRow(ctx.db, cooperating(ctx, userId, 1).row, holdsSpecial(ctx));
}

function settingsOf(ctx: RouteContext, userId: string, expertType: 0 | 1) {
  const { row, profile } = cooperating(ctx, userId, expertType);
  return {
    userId: row.expertUserId,
    ...profile.priceSettings,
    tags: profile.tags,
    show: row.show,
    sn: row.sn,
  };
}

/** 咨询师设置 GET /server-platform/api/expert/getCounselorSettingsById {userId} */
const getCounselorSettingsById = (
  ctx: RouteContext,
  { userId }: Input<typeof C.counselorSettings>,
) => settingsOf(ctx, userId, 0);
/** 倾听者设置 GET /server-platform/api/expert/getAudienterSettingsById {userId} */
const getAudienterSettingsById = (
  ctx: RouteContext,
  { userId }: Input<typeof C.audienterSettings>,
) => settingsOf(ctx, userId, 1);

const FACE_TO_FACE = 3;

/**
 * The ways each service type offers (ours: the spec leaves the platform's rule open): every way
 * for psychological consultation (0), every way but face to face for the others, since only
 * service type 0 has a face address (the counselling codes 4, 6, 7 and 8 too: decision 0016).
 */
function waysOffered(): Record<string, number[]> {
  return Object.fromEntries(
    SERVICE_TYPE_CODES.map((type) => [
      String(type),
      type === 0 ? WAYS : WAYS.filter((way) => way !== FACE_TO_FACE),
    ]),
  );
}

/** The expert the caller may read the price setup of: itself, or a cooperating expert of the caller's organisation. */
function priceExpert(ctx: RouteContext, userId: string): ExpertProfile {
  const identity = requireIdentity(ctx);
  if (identity.userType === 2) {
    const own = ctx.db.expertProfiles.get(identity.userId);
    if (!own || userId !== identity.userId) throw fail(10404, '记录不存在');
    return own;
  }
  const profile = ctx.db.expertProfiles.get(userId);
  const cooperates = ctx.db.cooperApplies.some(
    (row) => row.orgId === ownOrg(ctx).id && row.expertUserId === userId && row.status === 1,
  );
  if (!profile || !cooperates) throw fail(10404, '记录不存在');
  return profile;
}

/** 面询地址列表 GET /server-platform/api/faceAddress/getFaceAddressList ?userId → [{address}] */
function getFaceAddressList(ctx: RouteContext, { userId }: Input<typeof C.faceAddressList>) {
  return priceExpert(ctx, userId).faceAddresses.map((address) => ({ address }));
}

/** 专家各服务类型可选的咨询方式 GET /server-platform/api/expert/getConsultWaysByExpertId ?expertId → {"<serviceType>": ways[]} */
function getConsultWaysByExpertId(
  ctx: RouteContext,
  { expertId }: Input<typeof C.consultWaysOfExpert>,
) {
  priceExpert(ctx, expertId);
  return waysOffered();
}

/**
 * The price setup of the body: what the schema cannot check, a price for every way ticked, the
 * ways each service type offers and the face address among the expert's own.
 */
function priceSettingsOf(
  body: Input<typeof C.updateExpertSettings>,
  faceAddresses: string[],
): ExpertPriceSettings {
  const offered = waysOffered();
  const list = body.serviceTypes.map((serviceType) => {
    const entry = body.list.find((item) => item.serviceType === serviceType);
    const ways = entry?.consultWays ?? [];
    if (ways.length === 0) throw fail(10400, MESSAGES.wayRequired);
    if (ways.some((way) => !offered[String(serviceType)].includes(way)))
      throw fail(10400, '咨询方式不正确');
    const consultPrices = ways.map((way) => {
      const price = entry?.consultPrices.find((item) => item.consultWay === way)?.price;
      if (price === undefined) throw fail(10400, MESSAGES.priceForWay);
      return { consultWay: way, price };
    });
    const faceAddress = entry?.faceAddress ?? '';
    const needsAddress = serviceType === 0 && ways.includes(FACE_TO_FACE);
    if (needsAddress && !faceAddresses.includes(faceAddress))
      throw fail(10400, MESSAGES.faceAddressRequired);
    return {
      serviceType,
      consultWays: ways,
      consultPrices,
      ...(needsAddress ? { faceAddress } : {}),
    };
  });
  return { serviceTypes: body.serviceTypes, list };
}

/** 保存专家设置 POST /server-platform/api/expert/updateSettingsById {userId, serviceTypes, list: [{serviceType, consultWays, consultPrices: [{consultWay, price}], faceAddress?}]} */
function updateSettingsById(ctx: RouteContext, body: Input<typeof C.updateExpertSettings>) {
  requirePermission(ctx, EXPERT_PERM.settings);
  const { profile } = cooperating(ctx, body.userId);
  const settings = priceSettingsOf(body, profile.faceAddresses);
  const psychological = settings.list.find((item) => item.serviceType === 0);
  profile.priceSettings = settings;
  if (psychological) {
    profile.consultWays = psychological.consultWays;
    profile.prices = Object.fromEntries(
      psychological.consultPrices.map((item) => [String(item.consultWay), item.price]),
    );
  }
  return ok(null, '设置成功');
}

/** 编辑专家标签 POST /server-platform/api/expert/updateExpertTags {userId, tags: string[]} (2-12 characters each, 3-50, no repeats: the schema's) */
function updateExpertTags(ctx: RouteContext, { userId, tags }: Input<typeof C.updateExpertTags>) {
  requirePermission(ctx, EXPERT_PERM.editTags);
  const { profile } = cooperating(ctx, userId);
  profile.tags = tags;
  return ok(null, '标签修改成功');
}

/** 平台专家（可邀请）GET /server-platform/api/expert/showAllExpert {name, expertType, pageNum, pageSize} → {userId, name, expertType, title, tags, mobile (masked)}: active experts without an open cooperation or application with the caller's organisation */
function showAllExpert(ctx: RouteContext, query: Input<typeof C.listPlatformExperts>) {
  const org = ownOrg(ctx);
  const { name, expertType } = query;
  const taken = new Set(
    ctx.db.cooperApplies
      .filter((row) => row.orgId === org.id && [0, 1, 2].includes(row.status))
      .map((row) => row.expertUserId),
  );
  const rows = [...ctx.db.expertProfiles.values()]
    .filter((profile) => !taken.has(profile.userId))
    .filter((profile) => expertType === undefined || profile.expertType === expertType)
    .flatMap((profile) => {
      const account = ctx.db.accounts.get(profile.userId);
      if (!account || account.status !== 2 || (name && !account.name.includes(name))) return [];
      const { userId, expertType: type, title, tags } = profile;
      // Not yet a partner: the organisation sees the mobile masked, enough to tell namesakes apart.
      const mobile = maskMobile(account.mobile);
      return [{ userId, name: account.name, expertType: type, title, tags, mobile }];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN') || a.userId.localeCompare(b.userId));
  return page(rows, query);
}

/**
 * The expert `userId` names, as the caller may read them: an expert who applied to, was invited by
 * or works with the caller's organisation (any status), or the expert itself.
 */
function knownExpert(ctx: RouteContext, userId: string) {
  const identity = requireIdentity(ctx);
  const profile = ctx.db.expertProfiles.get(userId);
  const account = ctx.db.accounts.get(userId);
  const known =
    identity.userType === 2
      ? identity.userId === userId
      : ctx.db.cooperApplies.some(
          (row) => row.orgId === ownOrg(ctx).id && row.expertUserId === userId,
        );
  if (!profile || !account || !known) throw fail(10404, '记录不存在');
  return { userId, profile, account };
}

/**
 * 专家类型与资料 GET /server-platform/api/expert/getExpertTypeAndExpertInfoByUserId ?userId →
 * {expertType, expertInfo: {userId, name, sex, headImg, title, intro, tags}} (knownExpert's scope).
 */
function getExpertTypeAndExpertInfoByUserId(
  ctx: RouteContext,
  query: Input<typeof C.expertTypeAndInfo>,
) {
  const { userId, profile, account } = knownExpert(ctx, query.userId);
  const { name, sex, headImg } = account;
  const { expertType, title, intro, tags } = profile;
  return { expertType, expertInfo: { userId, name, sex, headImg, title, intro, tags } };
}

/** 专家类型 GET /server-platform/api/expert/getExpertTypeById ?userId → the expert types (0 counsellor, 1 listener) the user holds (knownExpert's scope) */
function getExpertTypeById(ctx: RouteContext, { userId }: Input<typeof C.expertTypes>) {
  return [knownExpert(ctx, userId).profile.expertType];
}

/** 专家展示开关 POST /server-platform/api/expert/updateExpertShow {userId, show: 0|1} */
function updateExpertShow(ctx: RouteContext, { userId, show }: Input<typeof C.updateExpertShow>) {
  requirePermission(ctx, EXPERT_PERM.show);
  cooperating(ctx, userId).row.show = show;
  return ok(null, '设置成功');
}

/** 专家排序 POST /server-platform/api/expert/updateExpertSn {userId, sn} (1-999, ascending) */
function updateExpertSn(ctx: RouteContext, { userId, sn }: Input<typeof C.updateExpertSn>) {
  requirePermission(ctx, EXPERT_PERM.order);
  const { row } = cooperating(ctx, userId);
  // Kept here: the schema would name the field before the message the form shows (范围1-999).
  if (sn < 1 || sn > 999) throw fail(10400, rangeMessage(1, 999));
  row.sn = sn;
  return ok(null, '设置成功');
}

/** 解除合作 POST /server-platform/api/expert/disengagementExpertById {userId, expertType, srcOrgId}: status 4, awaiting the expert */
function disengagementExpertById(ctx: RouteContext, body: Input<typeof C.disengageExpert>) {
  requirePermission(ctx, DISENGAGE_CODES);
  if (body.srcOrgId !== ownOrg(ctx).id) throw fail(10403, '无权限执行该操作');
  const { row } = cooperating(ctx, body.userId, body.expertType);
  row.status = 4;
  row.remark = '机构申请解除合作';
  row.updateTime = formatDateTime(ctx.now);
  return ok(null, '已申请解除合作');
}

export const expertRoutes = createRouter()
  .handle(C.listCooperExperts, getCooperExpertPage)
  .handle(C.counselorDetail, getCounselorById)
  .handle(C.audienterDetail, getAudienterById)
  .handle(C.counselorSettings, getCounselorSettingsById)
  .handle(C.audienterSettings, getAudienterSettingsById)
  .handle(C.listPlatformExperts, showAllExpert)
  .handle(C.faceAddressList, getFaceAddressList)
  .handle(C.expertTypeAndInfo, getExpertTypeAndExpertInfoByUserId)
  .handle(C.expertTypes, getExpertTypeById)
  .handle(C.consultWaysOfExpert, getConsultWaysByExpertId)
  .handle(C.updateExpertSettings, updateSettingsById)
  .handle(C.updateExpertTags, updateExpertTags)
  .handle(C.updateExpertShow, updateExpertShow)
  .handle(C.updateExpertSn, updateExpertSn)
  .handle(C.disengageExpert, disengagementExpertById);
