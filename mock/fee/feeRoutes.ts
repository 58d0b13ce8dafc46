/** Fees (费用列表, 费用明细), settling, and pay orders (支付订单) of the caller's organisation (docs/api/fee.md). */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/fee';
import { PERM } from '../../src/shared/session/permissions';
import { maskMobile } from '../../src/shared/utils/format';
import { fromCents, sumCents } from '../../src/shared/utils/money';
import {
  feeOf,
  feesNewestFirst,
  feesOf,
  payOrdersOf,
  type Fee,
  type FeeLine,
} from '../counselling/fees';
import { formatDateTime } from '../core/time';
import { keptFor, keyOf } from '../core/derived';
import { createRouter, ok } from '../core/router';
import { cutPage, page, pagingOf, sortRows, type SortKeys } from '../core/paging';
import { fail } from '../core/errors';
import { type RouteContext } from '../core/context';
import { conflict, notFound, tablesOf } from '../counselling/access';
import { requirePermission } from '../core/guards';
import { descendantsOf, ownOrg } from '../core/scope';

type FeeQuery = Omit<Input<typeof C.listFees>, 'sortField' | 'sortOrder'>;
type SortField<Q> = NonNullable<Q extends { sortField?: infer F } ? F : never> & string;

/** 费用列表's sortable columns: times, the amounts (in cents), the status. */
const FEE_SORTS: SortKeys<Fee, SortField<Input<typeof C.listFees>>> = {
  finishTime: (fee) => fee.finishTime,
  orderAmount: (fee) => fee.orderAmount,
  paid: (fee) => fee.paid,
  amount: (fee) => fee.amount,
  expertShare: (fee) => fee.expertShare,
  platformShare: (fee) => fee.platformShare,
  partnerShare: (fee) => fee.partnerShare,
  status: (fee) => fee.status,
  settleTime: (fee) => fee.settleTime,
};

/** 支付订单's: amounts, times, the status (an unpaid order's 支付时间 sorts last). */
const PAY_SORTS: SortKeys<
  ReturnType<typeof payOrdersOf>[number],
  SortField<Input<typeof C.listPayOrders>>
> = {
  amount: (pay) => pay.amount,
  status: (pay) => pay.status,
  payTime: (pay) => pay.payTime,
  refundAmount: (pay) => pay.refundAmount,
  refundTime: (pay) => pay.refundTime,
};

/** 费用明细's: a deduction's amounts count as negative, as the page shows them. */
const LINE_SORTS: SortKeys<{ line: FeeLine }, SortField<Input<typeof C.listFeeLines>>> = {
  amount: ({ line }) => line.sign * line.amount,
  expertShare: ({ line }) => line.sign * line.expertShare,
  platformShare: ({ line }) => line.sign * line.platformShare,
  partnerShare: ({ line }) => line.sign * line.partnerShare,
  time: ({ line }) => line.time,
  settleTime: ({ line }) => line.settleTime,
};

/**
 * The organisations whose orders the caller's fee pages read: its own and those under it. A list's
 * organisation filter, `orgId`, must name one of them (10403 otherwise).
 */
function scope(ctx: RouteContext, codes: string | readonly string[], orgId?: string) {
  const identity = requirePermission(ctx, codes);
  const own = ownOrg(ctx, identity);
  const orgs = new Map([own, ...descendantsOf(ctx.db, own.id)].map((org) => [org.id, org.name]));
  // Runs what the clock made due first, as every counselling read does.
  tablesOf(ctx);
  if (orgId && !orgs.has(orgId)) throw fail(10403, '无权限执行该操作');
  return orgs;
}

const nameOf = (ctx: RouteContext, accountId: string) => ctx.db.accounts.get(accountId)?.name ?? '';
const partnerOf = (ctx: RouteContext, partnerId: string) =>
  (partnerId && tablesOf(ctx).partners.get(partnerId)?.name) || '';
const percent = (bp: number) => bp / 100;

/** What feeMatches reads, as a key of the lists kept for it. */
const feeMatchesKey = (q: FeeQuery, orgs: Map<string, string>) =>
  keyOf([...orgs.keys()], q.orgId, q.expertId, q.orderNo);

function feeMatches(fee: Fee, q: FeeQuery, orgs: Map<string, string>): boolean {
  if (!orgs.has(fee.orgId)) return false;
  if (q.orgId && fee.orgId !== q.orgId) return false;
  if (q.expertId && fee.expertId !== q.expertId) return false;
  if (q.orderNo && !fee.orderNo.includes(q.orderNo)) return false;
  return true;
}

const inPeriod = (time: string, q: FeeQuery) =>
  (!q.periodStart || time.slice(0, 10) >= q.periodStart.slice(0, 10)) &&
  (!q.periodEnd || time.slice(0, 10) <= q.periodEnd.slice(0, 10));

const yuanShares = (row: { expertShare: number; platformShare: number; partnerShare: number }) => ({
  expertShare: fromCents(row.expertShare),
  platformShare: fromCents(row.platformShare),
  partnerShare: fromCents(row.partnerShare),
});

/** 费用列表 GET /server-platform/api/fee/page ?periodStart&periodEnd&expertId&orgId&status&orderNo (latest finished first) */
function listFees(ctx: RouteContext, q: Input<typeof C.listFees>) {
  const orgs = scope(ctx, PERM.fees, q.orgId);
  const paging = pagingOf(q);
  // The filtered list, its sums and its sorts, kept while the fee list is the same (issue 32).
  const all = feesNewestFirst(ctx.db, ctx.now);
  const filters = keyOf(feeMatchesKey(q, orgs), q.periodStart, q.periodEnd, q.status);
  const chosen = keptFor(all, filters, () => {
    const rows = all.filter(
      (fee) =>
        feeMatches(fee, q, orgs) &&
        inPeriod(fee.finishTime, q) &&
        (q.status === undefined || fee.status === q.status),
    );
    const summary = {
      amount: fromCents(sumCents(rows.map((fee) => fee.amount))),
      expertShare: fromCents(sumCents(rows.map((fee) => fee.expertShare))),
      platformShare: fromCents(sumCents(rows.map((fee) => fee.platformShare))),
      partnerShare: fromCents(sumCents(rows.map((fee) => fee.partnerShare))),
    };
    return { rows, summary };
  });
  const sorted = keptFor(chosen, keyOf(q.sortField, q.sortOrder), () =>
    sortRows(chosen.rows, q, FEE_SORTS),
  );
  const answer = cutPage(sorted, paging);
  return {
    ...answer,
    rows: answer.rows.map((fee) => ({
      id: fee.id,
      feeNo: fee.feeNo,
      orderId: fee.orderId,
      orderNo: fee.orderNo,
      visitorName: fee.visitorName,
      expertId: fee.expertId,
      expertName: nameOf(ctx, fee.expertId),
      orgId: fee.orgId,
      orgName: orgs.get(fee.orgId) ?? '',
      partnerName: partnerOf(ctx, fee.partnerId),
      isBreakContract: fee.isBreakContract,
      finishTime: fee.finishTime,
      orderAmount: fromCents(fee.orderAmount),
      paid: fromCents(fee.paid),
      amount: fromCents(fee.amount),
      expertRatio: percent(fee.lines[0].expertRatio),
      ...yuanShares(fee),
      status: fee.status,
      settleTime: fee.settleTime,
    })),
    summary: { ...chosen.summary },
  };
}

/** 费用明细 GET /server-platform/api/fee/detail/page ?…the list's filters, type, feeNo (latest first; the period is the line's own time) */
function listFeeLines(ctx: RouteContext, q: Input<typeof C.listFeeLines>) {
  const orgs = scope(ctx, PERM.feeLines, q.orgId);
  const paging = pagingOf(q);
  // The chosen lines, sorted, with their sums and sorts, kept while the fee list is the same.
  const fees = feesOf(ctx.db, ctx.now);
  const filters = keyOf(
    feeMatchesKey(q, orgs),
    q.feeNo,
    q.periodStart,
    q.periodEnd,
    q.status,
    q.type,
  );
  const chosen = keptFor(fees, filters, () => {
    const lines: { fee: Fee; line: FeeLine }[] = [];
    for (const fee of fees) {
      if (!feeMatches(fee, q, orgs) || (q.feeNo && !fee.feeNo.includes(q.feeNo))) continue;
      for (const line of fee.lines)
        if (
          inPeriod(line.time, q) &&
          (q.status === undefined || line.status === q.status) &&
          (q.type === undefined || line.type === q.type)
        )
          lines.push({ fee, line });
    }
    lines.sort(
      (a, b) => b.line.time.localeCompare(a.line.time) || b.line.id.localeCompare(a.line.id),
    );
    const signedSum = (pick: (line: FeeLine) => number) =>
      fromCents(sumCents(lines.map(({ line }) => line.sign * pick(line))));
    const summary = {
      amount: signedSum((line) => line.amount),
      expertShare: signedSum((line) => line.expertShare),
      platformShare: signedSum((line) => line.platformShare),
      partnerShare: signedSum((line) => line.partnerShare),
    };
    return { lines, summary };
  });
  const sorted = keptFor(chosen, keyOf(q.sortField, q.sortOrder), () =>
    sortRows(chosen.lines, q, LINE_SORTS),
  );
  const answer = cutPage(sorted, paging);
  return {
    ...answer,
    rows: answer.rows.map(({ fee, line }) => ({
      id: line.id,
      feeId: fee.id,
      feeNo: fee.feeNo,
      orderNo: fee.orderNo,
      visitorName: fee.visitorName,
      expertName: nameOf(ctx, fee.expertId),
      orgName: orgs.get(fee.orgId) ?? '',
      partnerName: partnerOf(ctx, fee.partnerId),
      type: line.type,
      sign: line.sign,
      amount: fromCents(line.amount),
      expertRatio: percent(line.expertRatio),
      partnerRatio: percent(line.partnerRatio),
      ...yuanShares(line),
      time: line.time,
      status: line.status,
      settleTime: line.settleTime,
    })),
    summary: { ...chosen.summary },
  };
}

/** 结算 POST /server-platform/api/fee/settle {ids}: the pending lines of those settlements become settled now */
function settleFees(ctx: RouteContext, body: Input<typeof C.settleFees>) {
  const orgs = scope(ctx, PERM.feeSettle);
  const t = tablesOf(ctx);
  const pending: FeeLine[] = [];
  for (const id of body.ids) {
    const order = t.orders.get(id);
    const fee = order && orgs.has(order.orgId) ? feeOf(ctx.db, order, ctx.now) : undefined;
    if (!fee) throw notFound();
    pending.push(...fee.lines.filter((line) => line.status === 0));
  }
  if (pending.length === 0) throw conflict('所选费用均已结算');
  const time = formatDateTime(ctx.now);
  for (const line of pending) t.feeSettlements.set(line.id, time);
  return ok({ settled: pending.length }, '结算成功');
}

/** 费用机构选项 GET /server-platform/api/fee/orgs */
function listFeeOrgs(ctx: RouteContext) {
  const orgs = scope(ctx, [PERM.fees, PERM.feeLines]);
  return [...orgs].map(([id, name]) => ({ id, name }));
}

/** 支付订单分页 GET /server-platform/api/payOrder/page ?payNo&orderNo&visitor&payType&status&payTimeStart&payTimeEnd (newest first) */
function listPayOrders(ctx: RouteContext, q: Input<typeof C.listPayOrders>) {
  const orgs = scope(ctx, PERM.payOrders);
  const start =
    q.payTimeStart && q.payTimeStart.length === 10 ? `${q.payTimeStart} 00:00:00` : q.payTimeStart;
  const end =
    q.payTimeEnd && q.payTimeEnd.length === 10 ? `${q.payTimeEnd} 23:59:59` : q.payTimeEnd;
  const rows = payOrdersOf(ctx.db, ctx.now)
    .filter(
      (pay) =>
        orgs.has(pay.orgId) &&
        (!q.payNo || pay.payNo.includes(q.payNo)) &&
        (!q.orderNo || pay.orderNo.includes(q.orderNo)) &&
        (!q.visitor || pay.visitorName.includes(q.visitor) || pay.mobile.includes(q.visitor)) &&
        (q.payType === undefined || pay.payType === q.payType) &&
        (q.status === undefined || pay.status === q.status) &&
        (!start || (pay.payTime !== '' && pay.payTime >= start)) &&
        (!end || (pay.payTime !== '' && pay.payTime <= end)),
    )
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || Number(b.id) - Number(a.id));
  const answer = page(rows, q, PAY_SORTS);
  return {
    ...answer,
    rows: answer.rows.map((pay) => ({
      id: pay.id,
      payNo: pay.payNo,
      orderId: pay.orderId,
      orderNo: pay.orderNo,
      visitorName: pay.visitorName,
      mobile: maskMobile(pay.mobile),
      expertName: nameOf(ctx, pay.expertId),
      amount: fromCents(pay.amount),
      payType: pay.payType,
      status: pay.status,
      payTime: pay.payTime,
      refundAmount: fromCents(pay.refundAmount),
      refundTime: pay.refundTime,
      createTime: pay.createTime,
    })),
    summary: {
      amount: fromCents(sumCents(rows.map((pay) => pay.amount))),
      refundAmount: fromCents(sumCents(rows.map((pay) => pay.refundAmount))),
    },
  };
}

export const feeRoutes = createRouter()
  .handle(C.listFees, listFees)
  .handle(C.listFeeLines, listFeeLines)
  .handle(C.settleFees, settleFees)
  .handle(C.listFeeOrgs, listFeeOrgs)
  .handle(C.listPayOrders, listPayOrders);
