/**
 * Outside referrals (外部转介): a visitor referred to a partner of the organisation from the chart
 * or an order, the creator's 转介待反馈 to-do until the result is recorded (docs/api/casework.md).
 */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/casework';
import {
  CASEWORK_MESSAGES as M,
  REFERRAL_TODO,
  type ReferralUrgency,
} from '../../src/shared/counselling/caseworkCodes';
import { PERM } from '../../src/shared/session/permissions';
import type { ExternalReferral } from './casework';
import { addTodo, cstMs } from '../counselling/hotlineEffects';
import { changeAt } from '../counselling/rows';
import type { CusUser } from '../counselling/types';
import { formatDate, formatDateTime } from '../core/time';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { page } from '../core/paging';
import { type RouteContext } from '../core/context';
import {
  conflict,
  idsOf,
  notFound,
  orderCaller,
  orderOf,
  orgFor,
  tablesOf,
} from '../counselling/access';
import { currentAccount, requireIdentity } from '../core/guards';
import { partnerIn } from '../partner/partnerAccess';

/** Who reads referrals: the chart (来访者), the order detail (咨询订单) and the partner's page (合作伙伴). */
const REFERRAL_READERS = [PERM.customers, PERM.consultOrders, PERM.partners] as const;

/** The to-do's priority (低/中/高) by urgency. */
const PRIORITY: Record<ReferralUrgency, 0 | 1 | 2> = { 一般: 1, 紧急: 2, 危急: 2 };

const customerIn = (ctx: RouteContext, orgId: string, id: string): CusUser => {
  const row = tablesOf(ctx).cusUsers.get(id);
  if (!row || row.orgId !== orgId) throw notFound();
  return row;
};

function view(ctx: RouteContext, row: ExternalReferral) {
  const t = tablesOf(ctx);
  const { orgId: _org, createBy, ...fields } = row;
  return {
    ...fields,
    visitorName: t.cusUsers.get(row.cusUserId)?.name ?? '',
    orderNo: row.orderId ? (t.orders.get(row.orderId)?.orderNo ?? '') : '',
    partnerName: t.partners.get(row.partnerId)?.name ?? '',
    createByName: ctx.db.accounts.get(createBy)?.name ?? '',
  };
}

/**
 * 外部转介分页 GET /server-platform/api/referral/page ?cusUserId&orderId&partnerId&status: the
 * organisation's for its staff; an expert reads those of its own order only (orderId required).
 */
function listReferrals(ctx: RouteContext, query: Input<typeof C.listReferrals>) {
  let keep: (row: ExternalReferral) => boolean;
  if (requireIdentity(ctx).userType === 2) {
    if (!query.orderId) throw fail(10403, '无权限执行该操作');
    const order = orderOf(ctx, orderCaller(ctx), query.orderId);
    keep = (row) => row.orderId === order.id;
  } else {
    const { orgId } = orgFor(ctx, REFERRAL_READERS);
    keep = (row) => row.orgId === orgId;
  }
  const rows = [...ctx.db.casework.referrals.values()]
    .filter(
      (row) =>
        keep(row) &&
        (!query.cusUserId || row.cusUserId === query.cusUserId) &&
        (!query.orderId || row.orderId === query.orderId) &&
        (!query.partnerId || row.partnerId === query.partnerId) &&
        (!query.status || row.status === query.status),
    )
    .sort((a, b) => Number(b.id) - Number(a.id));
  const answer = page(rows, query);
  return { ...answer, rows: answer.rows.map((row) => view(ctx, row)) };
}

/** 发起外部转介 POST /server-platform/api/referral/save: 待反馈, and the creator's 转介待反馈 to-do */
function saveReferral(ctx: RouteContext, body: Input<typeof C.saveReferral>) {
  const { orgId } = orgFor(ctx, PERM.referralAdd);
  const account = currentAccount(ctx);
  const t = tablesOf(ctx);
  const customer = customerIn(ctx, orgId, body.cusUserId);
  if (customer.archived === 1) throw conflict(M.archived);
  if (body.orderId) {
    const order = t.orders.get(body.orderId);
    if (!order || order.orgId !== orgId) throw notFound();
    if (order.cusUserId !== customer.id) throw fail(10400, M.orderNotVisitors);
  }
  const partner = partnerIn(t, orgId, body.partnerId);
  if (partner.status !== 1) throw conflict(M.partnerNotActive);
  const today = formatDate(ctx.now);
  if (body.followUpDate < today) throw fail(10400, M.followUpPast);
  const time = formatDateTime(ctx.now);
  const store = ctx.db.casework;
  const row: ExternalReferral = {
    id: store.nextId('referral'),
    orgId,
    cusUserId: customer.id,
    orderId: body.orderId ?? '',
    partnerId: partner.id,
    reason: body.reason,
    urgency: body.urgency,
    summary: body.summary,
    result: '',
    followUpDate: body.followUpDate,
    status: '待反馈',
    createBy: account.id,
    createTime: time,
    doneBy: '',
    doneTime: '',
    closeReason: '',
  };
  store.referrals.set(row.id, row);
  addTodo(idsOf(ctx), t, {
    orgId,
    type: REFERRAL_TODO,
    bizType: 'referral',
    bizId: row.id,
    title: `${REFERRAL_TODO}：${customer.name}（${partner.name}，${body.urgency}）`,
    assignee: account.id,
    priority: PRIORITY[body.urgency],
    time,
    dueMs: cstMs(`${body.followUpDate} 23:59:59`),
  });
  return ok({ id: row.id }, '转介已发起');
}

/** A pending referral of the caller's organisation, for a holder of 外部转介. */
function pendingReferral(ctx: RouteContext, id: string): ExternalReferral {
  const { orgId } = orgFor(ctx, PERM.referralAdd);
  const row = ctx.db.casework.referrals.get(id);
  if (!row || row.orgId !== orgId) throw notFound();
  if (row.status !== '待反馈') throw conflict(M.notPending);
  return row;
}

/** Settles the referral's open to-do: done with the result, closed with the reason. */
function settleTodo(ctx: RouteContext, row: ExternalReferral, done: boolean, remark: string) {
  const t = tablesOf(ctx);
  const by = currentAccount(ctx).name;
  const time = formatDateTime(ctx.now);
  for (const todo of t.todos)
    if (todo.bizType === 'referral' && todo.bizId === row.id && todo.status === 0)
      changeAt(t.todos, todo, {
        status: done ? 1 : 2,
        doneBy: by,
        doneTime: time,
        ...(done ? {} : { remark }),
      });
}

/** 记录转介结果 POST /server-platform/api/referral/result {id, result, followUpDate}: 已反馈 */
function recordResult(ctx: RouteContext, body: Input<typeof C.recordReferralResult>) {
  const row = pendingReferral(ctx, body.id);
  if (body.followUpDate && body.followUpDate < formatDate(ctx.now))
    throw fail(10400, M.followUpPast);
  const doneBy = currentAccount(ctx).name;
  ctx.db.casework.referrals.set(row.id, {
    ...row,
    result: body.result,
    followUpDate: body.followUpDate,
    status: '已反馈',
    doneBy,
    doneTime: formatDateTime(ctx.now),
  });
  settleTodo(ctx, row, true, '');
  return ok(null, '转介结果已记录');
}

/** 关闭外部转介 POST /server-platform/api/referral/close {id, reason}: 已关闭 */
function closeReferral(ctx: RouteContext, body: Input<typeof C.closeReferral>) {
  const row = pendingReferral(ctx, body.id);
  ctx.db.casework.referrals.set(row.id, {
    ...row,
    status: '已关闭',
    closeReason: body.reason,
    doneBy: currentAccount(ctx).name,
    doneTime: formatDateTime(ctx.now),
  });
  settleTodo(ctx, row, false, `转介关闭：${body.reason}`);
  return ok(null, '转介已关闭');
}

/** The 待办 list's 关联单号 of a referral's to-do: the visitor and the partner. */
export function referralBizNo(ctx: RouteContext, id: string): string {
  const row = ctx.db.casework.referrals.get(id);
  if (!row) return '';
  const t = tablesOf(ctx);
  return `${t.cusUsers.get(row.cusUserId)?.name ?? ''}→${t.partners.get(row.partnerId)?.name ?? ''}`;
}

export const referralRoutes = createRouter()
  .handle(C.listReferrals, listReferrals)
  .handle(C.saveReferral, saveReferral)
  .handle(C.recordReferralResult, recordResult)
  .handle(C.closeReferral, closeReferral);
