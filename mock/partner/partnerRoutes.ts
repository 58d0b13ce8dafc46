/** Partners (合作伙伴) of the caller's organisation and their expert prices (docs/api/partner.md). */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/partner';
import {
  PARTNER_MESSAGES as M,
  PARTNER_TRANSITIONS,
} from '../../src/shared/counselling/partnerCodes';
import { PERM } from '../../src/shared/session/permissions';
import { changeRow } from '../counselling/rows';
import type { CounsellingTables } from '../counselling/types';
import { isEffectiveOn } from './effective';
import type { Partner, PartnerPrice } from './types';
import { formatDate, formatDateTime } from '../core/time';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { page, type SortKeys } from '../core/paging';
import { type RouteContext } from '../core/context';
import {
  conflict,
  expertName,
  idsOf,
  notFound,
  orgExperts,
  orgFor,
  tablesOf,
} from '../counselling/access';
import { PARTNER_READERS, partnerIn } from './partnerAccess';

type PartnerFields = Input<typeof C.savePartner>;

const byNewest = (a: Partner, b: Partner) =>
  b.createTime.localeCompare(a.createTime) || Number(b.id) - Number(a.id);

/** The checks a schema cannot make: dates in order, the name unique in the organisation. */
function checked(t: CounsellingTables, orgId: string, body: PartnerFields, selfId?: string) {
  if (body.coopEnd && body.coopEnd < body.coopStart) throw fail(10400, M.endBeforeStart);
  const taken = [...t.partners.values()].some(
    (row) => row.orgId === orgId && row.name === body.name && row.id !== selfId,
  );
  if (taken) throw conflict(M.nameTaken);
  const { name, type, contact, mobile, areaCode, coopStart, coopEnd, settlementRatio, remark } =
    body;
  return { name, type, contact, mobile, areaCode, coopStart, coopEnd, settlementRatio, remark };
}

/** 合作伙伴's sortable columns: 合作期 (by its start), 结算比例, 状态. */
const PARTNER_SORTS: SortKeys<Partner, NonNullable<Input<typeof C.listPartners>['sortField']>> = {
  coopStart: (row) => row.coopStart,
  settlementRatio: (row) => row.settlementRatio,
  status: (row) => row.status,
};

/** 合作伙伴分页 GET /server-platform/api/partner/page ?name&type&status&areaCode (newest first) */
function listPartners(ctx: RouteContext, query: Input<typeof C.listPartners>) {
  const { orgId } = orgFor(ctx, PARTNER_READERS);
  const t = tablesOf(ctx);
  const rows = [...t.partners.values()]
    .filter(
      (row) =>
        row.orgId === orgId &&
        (!query.name || row.name.includes(query.name)) &&
        (query.type === undefined || row.type === query.type) &&
        (query.status === undefined || row.status === query.status) &&
        (!query.areaCode || row.areaCode.startsWith(query.areaCode)),
    )
    .sort(byNewest);
  const answer = page(rows, query, PARTNER_SORTS);
  const counts = new Map<string, number>();
  for (const price of t.partnerPrices.values())
    counts.set(price.partnerId, (counts.get(price.partnerId) ?? 0) + 1);
  return {
    ...answer,
    rows: answer.rows.map(({ orgId: _org, ...row }) => ({
      ...row,
      priceCount: counts.get(row.id) ?? 0,
    })),
  };
}

/** 新增合作伙伴 POST /server-platform/api/partner/save: starts 合作中 */
function savePartner(ctx: RouteContext, body: Input<typeof C.savePartner>) {
  const { orgId } = orgFor(ctx, PERM.partnerAdd);
  const t = tablesOf(ctx);
  const fields = checked(t, orgId, body);
  const time = formatDateTime(ctx.now);
  const row: Partner = {
    id: idsOf(ctx).next('partner'),
    orgId,
    ...fields,
    status: 1,
    createTime: time,
    updateTime: time,
  };
  t.partners.set(row.id, row);
  return ok({ id: row.id }, '保存成功');
}

/** 编辑合作伙伴 POST /server-platform/api/partner/update: a terminated one is read-only */
function updatePartner(ctx: RouteContext, { id, ...body }: Input<typeof C.updatePartner>) {
  const { orgId } = orgFor(ctx, PERM.partnerEdit);
  const t = tablesOf(ctx);
  const row = partnerIn(t, orgId, id);
  if (row.status === 3) throw conflict(M.terminated);
  changeRow(t.partners, row, {
    ...checked(t, orgId, body, id),
    updateTime: formatDateTime(ctx.now),
  });
  return ok({ id }, '编辑成功');
}

/** 变更合作状态 POST /server-platform/api/partner/updateStatus {id, status}: PARTNER_TRANSITIONS */
function updatePartnerStatus(
  ctx: RouteContext,
  { id, status }: Input<typeof C.updatePartnerStatus>,
) {
  const { orgId } = orgFor(ctx, PERM.partnerStatus);
  const t = tablesOf(ctx);
  const row = partnerIn(t, orgId, id);
  if (row.status === 3) throw conflict(M.notAllowed);
  if (row.status === status) throw conflict(M.sameStatus);
  const action = PARTNER_TRANSITIONS[row.status][status];
  if (!action) throw conflict(M.notAllowed);
  const today = formatDate(ctx.now);
  // Terminating ends the cooperation today, and with it every price still running.
  const ends = status === 3 && (row.coopEnd === '' || row.coopEnd > today);
  changeRow(t.partners, row, {
    status,
    updateTime: formatDateTime(ctx.now),
    ...(ends ? { coopEnd: today } : {}),
  });
  if (status === 3)
    for (const price of t.partnerPrices.values())
      if (price.partnerId === id && (price.effectiveTo === '' || price.effectiveTo > today))
        changeRow(t.partnerPrices, price, {
          effectiveTo: price.effectiveFrom > today ? price.effectiveFrom : today,
        });
  return ok({ id, status }, `${action}成功`);
}

function priceView(ctx: RouteContext, price: PartnerPrice, today: string) {
  const { priceCents, ...row } = price;
  return {
    ...row,
    expertName: expertName(ctx, price.expertId),
    price: priceCents / 100,
    effective: isEffectiveOn(price, today),
  };
}

/** 医院专家价格分页 GET /server-platform/api/partner/expertPrice/page ?partnerId&expertId&consultWay&consultType */
function listPartnerPrices(ctx: RouteContext, query: Input<typeof C.listPartnerPrices>) {
  const { orgId } = orgFor(ctx, PARTNER_READERS);
  const t = tablesOf(ctx);
  partnerIn(t, orgId, query.partnerId);
  const rows = [...t.partnerPrices.values()]
    .filter(
      (row) =>
        row.partnerId === query.partnerId &&
        (!query.expertId || row.expertId === query.expertId) &&
        (query.consultWay === undefined || row.consultWay === query.consultWay) &&
        (query.consultType === undefined || row.consultType === query.consultType),
    )
    .sort(
      (a, b) =>
        Number(a.expertId) - Number(b.expertId) ||
        a.consultType - b.consultType ||
        a.consultWay - b.consultWay ||
        b.effectiveFrom.localeCompare(a.effectiveFrom),
    );
  const answer = page(rows, query);
  const today = formatDate(ctx.now);
  return { ...answer, rows: answer.rows.map((row) => priceView(ctx, row, today)) };
}

const overlaps = (a: { from: string; to: string }, b: { from: string; to: string }) =>
  (b.to === '' || a.from <= b.to) && (a.to === '' || b.from <= a.to);

/**
 * 保存医院专家价格 POST /server-platform/api/partner/expertPrice/save: without `id` one row per
 * way; with `id` that row (one way). A (partner, expert, way, type) has one price on any day.
 */
function savePartnerPrice(ctx: RouteContext, body: Input<typeof C.savePartnerPrice>) {
  const { orgId } = orgFor(ctx, PERM.partnerPrice);
  const t = tablesOf(ctx);
  const partner = partnerIn(t, orgId, body.partnerId);
  if (partner.status === 3) throw conflict(M.terminated);
  const current = body.id === undefined ? undefined : t.partnerPrices.get(body.id);
  if (body.id !== undefined && current?.partnerId !== partner.id) throw notFound();
  if (current && body.prices.length !== 1) throw fail(10400, M.oneWayOnEdit);
  const expert = orgExperts(ctx, orgId).find((row) => row.expertId === body.expertId);
  if (!expert || expert.profile?.expertType !== 0) throw conflict('该咨询师未与本机构合作');
  const offered = expert.profile.consultWays;
  if (body.prices.some((row) => !offered.includes(row.consultWay)))
    throw conflict('该咨询师不提供此咨询方式');
  if (body.effectiveTo && body.effectiveTo < body.effectiveFrom)
    throw fail(10400, M.effectiveToBeforeFrom);
  const span = { from: body.effectiveFrom, to: body.effectiveTo };
  const clash = [...t.partnerPrices.values()].some(
    (row) =>
      row.id !== current?.id &&
      row.partnerId === partner.id &&
      row.expertId === body.expertId &&
      row.consultType === body.consultType &&
      body.prices.some((price) => price.consultWay === row.consultWay) &&
      overlaps(span, { from: row.effectiveFrom, to: row.effectiveTo }),
  );
  if (clash) throw conflict(M.priceOverlap);

  const shared = {
    partnerId: partner.id,
    expertId: body.expertId,
    consultType: body.consultType,
    durationMin: body.durationMin,
    settlementRatio: body.settlementRatio,
    effectiveFrom: body.effectiveFrom,
    effectiveTo: body.effectiveTo,
  };
  const cents = (price: number) => Math.round(price * 100);
  if (current) {
    const [{ consultWay, price }] = body.prices;
    changeRow(t.partnerPrices, current, { ...shared, consultWay, priceCents: cents(price) });
    return ok({ ids: [current.id] }, '编辑成功');
  }
  const ids = idsOf(ctx);
  const createTime = formatDateTime(ctx.now);
  const added = body.prices.map(({ consultWay, price }): PartnerPrice => ({
    id: ids.next('partnerPrice'),
    ...shared,
    consultWay,
    priceCents: cents(price),
    createTime,
  }));
  added.forEach((row) => t.partnerPrices.set(row.id, row));
  return ok({ ids: added.map((row) => row.id) }, '保存成功');
}

export const partnerRoutes = createRouter()
  .handle(C.listPartners, listPartners)
  .handle(C.savePartner, savePartner)
  .handle(C.updatePartner, updatePartner)
  .handle(C.updatePartnerStatus, updatePartnerStatus)
  .handle(C.listPartnerPrices, listPartnerPrices)
  .handle(C.savePartnerPrice, savePartnerPrice);
