/** The waiting list (候补名单, menu 06-01-10): list, add, withdraw, 转为订单 (docs/api/counselling.md; decision 0018). */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/waitlist';
import { PERM } from '../../src/shared/session/permissions';
import { maskMobile } from '../../src/shared/utils/format';
import { changeRow } from '../counselling/rows';
import type { WaitlistEntry } from '../counselling/types';
import { releaseOffer, settleOfferTodo } from '../counselling/waitlist';
import { formatDate, formatDateTime } from '../core/time';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { page } from '../core/paging';
import { type RouteContext } from '../core/context';
import { conflict, idsOf, notFound, orgExperts, orgFor, tablesOf } from '../counselling/access';
import { placeOrder } from '../consult/consultRoutes';

/** Every page of the list reads it; adding, withdrawing and booking need their buttons. */
const READERS = [PERM.waitlist] as const;

function view(ctx: RouteContext, entry: WaitlistEntry, names: Map<string, string>) {
  const t = tablesOf(ctx);
  const customer = t.cusUsers.get(entry.cusUserId);
  const held = t.waitlistOffers.find(
    (offer) => offer.entryId === entry.id && offer.status === 'held',
  );
  const { orgId: _orgId, endTime: _endTime, ...fields } = entry;
  return {
    ...fields,
    expertIds: [...entry.expertIds],
    consultWays: [...entry.consultWays],
    weekdays: [...entry.weekdays] as (0 | 1 | 2 | 3 | 4 | 5 | 6)[],
    timeRanges: entry.timeRanges.map(({ start, end }) => ({ start, end })),
    problemTypeIds: [...entry.problemTypeIds],
    visitorName: customer?.name ?? '',
    mobile: maskMobile(customer?.mobile ?? ''),
    expertNames: entry.expertIds.map((id) => names.get(id) ?? ''),
    offer:
      held && entry.status === 'offered'
        ? {
            id: held.id,
            expertId: held.expertId,
            expertName: names.get(held.expertId) ?? '',
            date: held.date,
            bucketId: held.bucketId,
            startTime: held.startTime,
            endTime: held.endTime,
            offerTime: held.offerTime,
            holdUntil: held.holdUntil,
          }
        : null,
    orderNo: entry.orderId ? (t.orders.get(entry.orderId)?.orderNo ?? '') : '',
  };
}

const expertNames = (ctx: RouteContext, orgId: string) =>
  new Map(orgExperts(ctx, orgId).map((expert) => [expert.expertId, expert.name]));

/** 候补名单分页 GET /server-platform/api/waitlist/page: crisis first, then the oldest; ended ones after the live ones */
function listWaitlist(ctx: RouteContext, query: Input<typeof C.listWaitlist>) {
  const { orgId } = orgFor(ctx, READERS);
  const t = tablesOf(ctx);
  const live = (entry: WaitlistEntry) =>
    entry.status === 'waiting' || entry.status === 'offered' ? 0 : 1;
  const rows = [...t.waitlist.values()]
    .filter((entry) => entry.orgId === orgId)
    .filter((entry) => !query.status || entry.status === query.status)
    .filter((entry) => query.priority === undefined || entry.priority === query.priority)
    .filter((entry) => !query.expertId || entry.expertIds.includes(query.expertId))
    .filter((entry) => {
      if (!query.visitor) return true;
      const customer = t.cusUsers.get(entry.cusUserId);
      return Boolean(
        customer &&
        (customer.name.includes(query.visitor) || customer.mobile.includes(query.visitor)),
      );
    })
    .sort(
      (a, b) =>
        live(a) - live(b) ||
        b.priority - a.priority ||
        a.createTime.localeCompare(b.createTime) ||
        Number(a.id) - Number(b.id),
    );
  const names = expertNames(ctx, orgId);
  const answer = page(rows, query);
  return { ...answer, rows: answer.rows.map((entry) => view(ctx, entry, names)) };
}

/** 加入候补 POST /server-platform/api/waitlist/create (button 06-01-10-01) */
function createWaitlistEntry(ctx: RouteContext, body: Input<typeof C.createWaitlistEntry>) {
  const { orgId, name } = orgFor(ctx, PERM.waitlistAdd);
  const t = tablesOf(ctx);
  const customer = t.cusUsers.get(body.cusUserId);
  if (!customer || customer.orgId !== orgId) throw notFound();
  if (customer.archived === 1) throw conflict('该来访者已归档，不能加入候补');
  if (body.to < formatDate(ctx.now)) throw fail(10400, '结束日期不能早于今天');
  const counsellors = new Set(
    orgExperts(ctx, orgId)
      .filter((expert) => expert.profile?.expertType === 0)
      .map((expert) => expert.expertId),
  );
  if (body.expertIds.some((id) => !counsellors.has(id))) throw conflict('该咨询师未与本机构合作');
  for (const typeId of body.problemTypeIds) {
    const type = t.problemTypes.get(typeId);
    if (!type || type.orgId !== orgId || type.pid === '0' || type.status !== 1)
      throw conflict('问题类型不存在或已停用');
  }
  const already = [...t.waitlist.values()].some(
    (entry) =>
      entry.cusUserId === customer.id && (entry.status === 'waiting' || entry.status === 'offered'),
  );
  if (already) throw conflict('该来访者已在候补名单中');
  const id = idsOf(ctx).next('waitlist');
  t.waitlist.set(id, {
    id,
    orgId,
    cusUserId: customer.id,
    expertIds: body.expertIds,
    consultWays: body.consultWays,
    weekdays: body.weekdays,
    timeRanges: body.timeRanges,
    from: body.from,
    to: body.to,
    priority: body.priority,
    note: body.note,
    problemTypeIds: body.problemTypeIds,
    status: 'waiting',
    orderId: '',
    endReason: '',
    endTime: '',
    createBy: name,
    createTime: formatDateTime(ctx.now),
  });
  return ok({ id }, '已加入候补');
}

/** The organisation's entry by id (10404 otherwise). */
function entryOf(ctx: RouteContext, orgId: string, id: string): WaitlistEntry {
  const entry = tablesOf(ctx).waitlist.get(id);
  if (!entry || entry.orgId !== orgId) throw notFound();
  return entry;
}

/** 撤销候补 POST /server-platform/api/waitlist/withdraw {id, reason} (button 06-01-10-02): a held slot passes on */
function withdrawWaitlistEntry(ctx: RouteContext, body: Input<typeof C.withdrawWaitlistEntry>) {
  const { orgId } = orgFor(ctx, PERM.waitlistWithdraw);
  const t = tablesOf(ctx);
  const entry = entryOf(ctx, orgId, body.id);
  if (entry.status !== 'waiting' && entry.status !== 'offered')
    throw conflict('该候补已结束，不能撤销');
  const time = formatDateTime(ctx.now);
  changeRow(t.waitlist, entry, {
    status: 'withdrawn',
    endTime: time,
    endReason: body.reason || '已撤销',
  });
  const held = t.waitlistOffers.find(
    (offer) => offer.entryId === entry.id && offer.status === 'held',
  );
  if (held) releaseOffer(t, held, ctx.now);
  return ok(null, '已撤销候补');
}

/**
 * 转为订单 POST /server-platform/api/waitlist/book {id} (button 06-01-10-03): books the slot held
 * for the entry as a manual-entry order (新增订单's rules and refusals), in one step.
 */
function bookWaitlistOffer(ctx: RouteContext, body: Input<typeof C.bookWaitlistOffer>) {
  const { orgId, name } = orgFor(ctx, PERM.waitlistBook);
  const t = tablesOf(ctx);
  const entry = entryOf(ctx, orgId, body.id);
  const held = t.waitlistOffers.find(
    (offer) => offer.entryId === entry.id && offer.status === 'held',
  );
  if (entry.status !== 'offered' || !held) throw conflict('该候补没有保留中的时段');
  const ways = orgExperts(ctx, orgId).find((expert) => expert.expertId === held.expertId)?.profile
    ?.consultWays;
  const consultWay = entry.consultWays.find((way) => ways?.includes(way)) ?? entry.consultWays[0];
  const order = placeOrder(
    ctx,
    {
      appointMode: 2,
      cusUserId: entry.cusUserId,
      expertId: held.expertId,
      appointDate: held.date,
      bucketId: held.bucketId,
      consultWay,
      consultType: 0,
      identity: 0,
      problemTypeIds: [...entry.problemTypeIds],
      problemDesc: entry.note,
      emergencyName: '',
      emergencyRelation: '',
      emergencyMobile: '',
      customFields: [],
      remark: '候补转为订单',
    },
    entry.id,
  );
  const time = formatDateTime(ctx.now);
  const offerIndex = t.waitlistOffers.indexOf(held);
  t.waitlistOffers[offerIndex] = { ...held, status: 'booked' };
  settleOfferTodo(t, held, { status: 1, by: name, time, remark: `已转为订单${order.orderNo}` });
  changeRow(t.waitlist, t.waitlist.get(entry.id) ?? entry, {
    status: 'booked',
    orderId: order.id,
    endTime: time,
    endReason: '',
  });
  return ok(order, '已转为订单');
}

export const waitlistRoutes = createRouter()
  .handle(C.listWaitlist, listWaitlist)
  .handle(C.createWaitlistEntry, createWaitlistEntry)
  .handle(C.withdrawWaitlistEntry, withdrawWaitlistEntry)
  .handle(C.bookWaitlistOffer, bookWaitlistOffer);
