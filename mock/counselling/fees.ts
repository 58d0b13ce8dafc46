/**
 * Fees (费用) and pay orders (支付订单), derived from the consult orders on every read (counselling
 * design "Money"; docs/api/fee.md): nothing is stored beside the orders but the lines someone
 * settled by hand, so no figure can drift from the orders and a new store costs nothing. Every
 * amount is integer cents (src/shared/utils/money.ts); the views turn them into yuan.
 */
import { createHash } from 'node:crypto';
import { shareOf, sumCents, toCents } from '../../src/shared/utils/money';
import type { Db } from '../db';
import { partnerRatioFor } from '../partner/effective';
import { unchangedSince, writesOf } from '../core/derived';
import { DAY_MS, formatDateTime } from '../core/time';
import type { ConsultOrder, CounsellingTables } from './types';

/** 1 咨询费, 2 爽约费, 3 退款调整 (a deduction: its amount and shares count negative). */
type FeeLineType = 1 | 2 | 3;
/** 0 待结算, 1 部分结算, 2 已结算 (a line is 0 or 2). */
type SettleStatus = 0 | 1 | 2;
/** 1 微信, 2 支付宝, 3 银行卡, 4 线下. */
type PayType = 1 | 2 | 3 | 4;
/** 1 待支付, 2 已支付, 3 已取消, 4 退款中, 5 已退款. */
type PayStatus = 1 | 2 | 3 | 4 | 5;

export interface FeeLine {
  /** The settlement's id followed by '0' and the line type: digits, like every id. */
  id: string;
  feeId: string;
  type: FeeLineType;
  /** 1, or -1 for a 退款调整. */
  sign: 1 | -1;
  /** Cents, positive. */
  amount: number;
  /** Basis points: the partner's of the amount, the expert's of the amount less the partner's share. */
  expertRatio: number;
  partnerRatio: number;
  /** Cents, positive; expert + platform + partner = amount. */
  expertShare: number;
  platformShare: number;
  partnerShare: number;
  /** When the line arose ('YYYY-MM-DD HH:mm:ss'). */
  time: string;
  status: 0 | 2;
  settleTime: string;
}

/** One settlement per completed or breached order (status 3); its id is the order's. */
export interface Fee {
  id: string;
  feeNo: string;
  orderId: string;
  orderNo: string;
  orgId: string;
  expertId: string;
  partnerId: string;
  visitorName: string;
  /** 0 completed, 1 breach. */
  isBreakContract: 0 | 1;
  /** When the order ended (confirmed, or marked a breach): the fee's period. */
  finishTime: string;
  /** The order's price, cents. */
  orderAmount: number;
  /** What the visitor paid and kept paid (refunds off), cents. */
  paid: number;
  /** The settlement: the signed sum of its lines, cents; the shares below sum to it. */
  amount: number;
  expertShare: number;
  platformShare: number;
  partnerShare: number;
  status: SettleStatus;
  /** The latest settling of a line ('' while none is settled). */
  settleTime: string;
  lines: FeeLine[];
}

export interface PayOrder {
  /** The order's id: one pay order per consult order. */
  id: string;
  payNo: string;
  orderId: string;
  orderNo: string;
  orgId: string;
  expertId: string;
  visitorName: string;
  mobile: string;
  /** Cents. */
  amount: number;
  payType: PayType;
  status: PayStatus;
  payTime: string;
  /** Cents; 0 when nothing is refunded. */
  refundAmount: number;
  refundTime: string;
  createTime: string;
}

/** The refund on a completed order after a complaint: every 37th, 30 % of the price, 12 days after it ended. */
const COMPLAINT_EVERY = 37;
const COMPLAINT_REFUND_BP = 3000;
const COMPLAINT_AFTER_MS = 12 * DAY_MS;
/** A cancelled order's refund reaches the visitor a day after the cancellation (退款中 until then). */
const REFUND_AFTER_MS = DAY_MS;
const MINUTE_MS = 60_000;

const msOf = (time: string): number => Date.parse(`${time.replace(' ', 'T')}+08:00`);

/** A time a few minutes later, by text where the hour does not change (most of 22,000 calls). */
function plusMinutes(time: string, minutes: number): string {
  const minute = Number(time.slice(14, 16)) + minutes;
  if (minute < 60) return `${time.slice(0, 14)}${String(minute).padStart(2, '0')}${time.slice(16)}`;
  return formatDateTime(msOf(time) + minutes * MINUTE_MS);
}

/**
 * Derived rows kept per order object while the order, the inputs named in `key` and the side of
 * every time boundary the answer turns on (a refund done, a settlement run) stay as they were:
 * the first read of a store derives 22,000 orders, later ones only the changed orders. Kept per
 * store: the stores share the seed's order rows (lazy.ts), not their settlements or configs.
 */
interface Memo<T> {
  key: string;
  nowText: string;
  boundaries: string[];
  value: T;
}

function memoized<T>(
  caches: WeakMap<CounsellingTables, WeakMap<ConsultOrder, Memo<T>>>,
  t: CounsellingTables,
  order: ConsultOrder,
  key: string,
  nowText: string,
  derive: () => { value: T; boundaries: string[] },
): T {
  let cache = caches.get(t);
  if (!cache) {
    cache = new WeakMap();
    caches.set(t, cache);
  }
  const hit = cache.get(order);
  if (hit?.key === key && hit.boundaries.every((b) => b <= hit.nowText === b <= nowText))
    return hit.value;
  const { value, boundaries } = derive();
  cache.set(order, { key, nowText, boundaries, value });
  return value;
}

/** The expert's share of a fee, basis points: 60, 65 or 70 % by expert (a fixed contract per expert). */
export function expertRatioBp(expertId: string): number {
  return [6000, 6500, 7000][Number(expertId) % 3];
}

/** The partner's share of an order's fees, basis points (the partners area gives percent). */
function partnerRatioBp(db: Db, order: ConsultOrder): number {
  return Math.round(partnerRatioFor(db, order) * 100);
}

/** The monthly settlement run: the 5th of the month after `time`, 10:00. */
function monthlyRun(time: string): string {
  const year = Number(time.slice(0, 4));
  const month = Number(time.slice(5, 7));
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return `${next}-05 10:00:00`;
}

/** When a complaint refunds part of this completed order, if it is one of those that get one. */
function complaintTime(order: ConsultOrder): string | undefined {
  if (order.status !== 3 || order.isBreakContract === 1) return undefined;
  if (Number(order.id) % COMPLAINT_EVERY !== 0) return undefined;
  return formatDateTime(msOf(order.confirmTime || order.finishTime) + COMPLAINT_AFTER_MS);
}

/** The refund of a completed order, if a complaint has led to one by `now`. */
function complaintRefund(order: ConsultOrder, nowText: string) {
  const time = complaintTime(order);
  if (!time || time > nowText) return undefined;
  return { amount: shareOf(centsOfPrice(order), COMPLAINT_REFUND_BP), time };
}

/** The order's price in cents (prices are stored in yuan, at most two decimals). */
function centsOfPrice(order: ConsultOrder): number {
  return toCents(order.amount);
}

/** Whether the organisation waives the fee of a breach (order config breachPolicy free). */
function breachIsFree(t: CounsellingTables, order: ConsultOrder): boolean {
  return t.configs.get(order.orgId)?.breachPolicy === 'free';
}

function line(
  fee: { id: string },
  type: FeeLineType,
  amount: number,
  time: string,
  ratios: { expert: number; partner: number },
  settled: Map<string, string>,
  nowText: string,
): FeeLine {
  const id = `${fee.id}0${type}`;
  // The partner's ratio is of the whole amount; the expert's of what remains after it.
  const partnerShare = shareOf(amount, ratios.partner);
  const expertShare = shareOf(amount - partnerShare, ratios.expert);
  const run = monthlyRun(time);
  const settleTime = settled.get(id) ?? (run <= nowText ? run : '');
  return {
    id,
    feeId: fee.id,
    type,
    sign: type === 3 ? -1 : 1,
    amount,
    expertRatio: ratios.expert,
    partnerRatio: ratios.partner,
    expertShare,
    platformShare: amount - expertShare - partnerShare,
    partnerShare,
    time,
    status: settleTime ? 2 : 0,
    settleTime,
  };
}

/** The lines of a completed or breached order's settlement. */
function linesOf(
  db: Db,
  t: CounsellingTables,
  order: ConsultOrder,
  fee: { id: string },
  nowText: string,
): FeeLine[] {
  const price = centsOfPrice(order);
  const ratios = { expert: expertRatioBp(order.expertId), partner: partnerRatioBp(db, order) };
  const settled = t.feeSettlements;
  const at = order.confirmTime || order.finishTime;
  if (order.isBreakContract === 1) {
    const lines = [line(fee, 2, price, at, ratios, settled, nowText)];
    if (breachIsFree(t, order)) lines.push(line(fee, 3, price, at, ratios, settled, nowText));
    return lines;
  }
  const lines = [line(fee, 1, price, at, ratios, settled, nowText)];
  const refund = complaintRefund(order, nowText);
  if (refund) lines.push(line(fee, 3, refund.amount, refund.time, ratios, settled, nowText));
  return lines;
}

const signed = (lines: FeeLine[], pick: (l: FeeLine) => number) =>
  sumCents(lines.map((l) => l.sign * pick(l)));

const feeMemo = new WeakMap<CounsellingTables, WeakMap<ConsultOrder, Memo<Fee>>>();
const payMemo = new WeakMap<CounsellingTables, WeakMap<ConsultOrder, Memo<PayOrder>>>();

/** What a pay order depends on besides the order's fields and the clock. */
function payKey(t: CounsellingTables, order: ConsultOrder): string {
  return [order.version, order.status, order.payStatus, order.amount, breachIsFree(t, order)].join(
    '|',
  );
}

/**
 * A digest of the partner tables' ratios and effective dates: a settlement derived under other
 * partner terms is derived again (cheaper than looking up 4,000 orders' partner prices per read).
 */
function partnerTerms(t: CounsellingTables): string {
  const parts: string[] = [];
  for (const p of t.partners.values()) parts.push(`${p.id}:${p.settlementRatio}`);
  for (const p of t.partnerPrices.values())
    parts.push(
      `${p.id}:${p.partnerId}:${p.expertId}:${p.consultWay}:${p.consultType}:${p.settlementRatio}:${p.effectiveFrom}:${p.effectiveTo}`,
    );
  return createHash('sha1').update(parts.join(',')).digest('hex');
}

/** The settlement of one order, or undefined while it is not completed or breached. */
export function feeOf(db: Db, order: ConsultOrder, now: number): Fee | undefined {
  return settlementOf(db, order, formatDateTime(now), partnerTerms(db.counselling.tables));
}

function settlementOf(
  db: Db,
  order: ConsultOrder,
  nowText: string,
  terms: string,
): Fee | undefined {
  if (order.status !== 3) return undefined;
  const t = db.counselling.tables;
  const key = `${payKey(t, order)}|${order.partnerId}|${t.feeSettlements.size}|${order.partnerId ? terms : ''}`;
  return memoized(feeMemo, t, order, key, nowText, () => {
    const lines = linesOf(db, t, order, { id: order.id }, nowText);
    const pay = payOrderAt(db, order, nowText);
    const complaint = complaintTime(order);
    const boundaries = lines.map((l) => monthlyRun(l.time));
    if (complaint) boundaries.push(complaint, monthlyRun(complaint));
    return { value: settlement(order, lines, pay), boundaries };
  });
}

function settlement(order: ConsultOrder, lines: FeeLine[], pay: PayOrder): Fee {
  const settledCount = lines.filter((l) => l.status === 2).length;
  const refunding = pay.status === 2 || pay.status === 4 || pay.status === 5;
  return {
    id: order.id,
    feeNo: `JS${order.orderNo.slice(2)}`,
    orderId: order.id,
    orderNo: order.orderNo,
    orgId: order.orgId,
    expertId: order.expertId,
    partnerId: order.partnerId,
    visitorName: order.visitorName,
    isBreakContract: order.isBreakContract,
    finishTime: order.confirmTime || order.finishTime,
    orderAmount: centsOfPrice(order),
    paid: refunding ? pay.amount - pay.refundAmount : 0,
    amount: signed(lines, (l) => l.amount),
    expertShare: signed(lines, (l) => l.expertShare),
    platformShare: signed(lines, (l) => l.platformShare),
    partnerShare: signed(lines, (l) => l.partnerShare),
    status: settledCount === 0 ? 0 : settledCount === lines.length ? 2 : 1,
    settleTime: lines.reduce((latest, l) => (l.settleTime > latest ? l.settleTime : latest), ''),
    lines,
  };
}

/** Every settlement, in order-id order: one per completed or breached order. */
export function feesOf(db: Db, now: number): readonly Fee[] {
  return feeList(db, now).fees;
}

/** The same, the latest finished first (the later id first within a second): 费用列表's own order. */
export function feesNewestFirst(db: Db, now: number): readonly Fee[] {
  return feeList(db, now).newestFirst;
}

/**
 * The whole fee list of a store, kept while each order's own memo would hit (issue 32): the
 * same order rows (by identity: copy-on-write), settlements, partner terms and breach policies,
 * and no time boundary of any fee between the list's clock and now. 费用列表 then reads 17,000
 * memos and sorts them once per change instead of on every request.
 */
interface FeeList {
  /** inputWrites when the list was last found current. */
  inputWrites: string | undefined;
  /** The orders table's writes and rows when the list was made. */
  writes: number | undefined;
  orders: readonly ConsultOrder[];
  key: string;
  nowText: string;
  /** Every fee's time boundaries, sorted. */
  boundaries: readonly string[];
  fees: readonly Fee[];
  newestFirst: readonly Fee[];
}

const feeLists = new WeakMap<CounsellingTables, FeeList>();

/** How many of the sorted `times` are at or before `time`. */
function countUpTo(times: readonly string[], time: string): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (times[middle] <= time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The counts of writes (CountedMaps, lazy.ts) of every table the fee list reads; undefined when
 * one is a plain map. While they and the side of every boundary stay the same, so does the list,
 * without digesting the partner terms (what 费用列表 spent most of a request on once kept).
 */
function inputWrites(t: CounsellingTables): string | undefined {
  const counts = [t.orders, t.partners, t.partnerPrices, t.configs, t.feeSettlements].map(writesOf);
  return counts.includes(undefined) ? undefined : counts.join('|');
}

function feeList(db: Db, now: number): FeeList {
  const t = db.counselling.tables;
  const nowText = formatDateTime(now);
  const inputs = inputWrites(t);
  const sameSide = (list: FeeList) =>
    countUpTo(list.boundaries, list.nowText) === countUpTo(list.boundaries, nowText);
  const known = feeLists.get(t);
  if (known && inputs !== undefined && known.inputWrites === inputs && sameSide(known))
    return known;
  const terms = partnerTerms(t);
  const breach = [...t.configs].map(([orgId, config]) => `${orgId}:${config.breachPolicy}`);
  const key = `${t.feeSettlements.size}|${terms}|${breach.join(',')}`;
  if (
    known?.key === key &&
    sameSide(known) &&
    unchangedSince(t.orders, { writes: known.writes, rows: known.orders })
  ) {
    known.inputWrites = inputs;
    return known;
  }
  const writes = writesOf(t.orders);
  const orders = [...t.orders.values()];
  const fees: Fee[] = [];
  const boundaries: string[] = [];
  for (const order of orders) {
    const fee = settlementOf(db, order, nowText, terms);
    if (!fee) continue;
    fees.push(fee);
    // settlementOf has just kept the order's memo, with the boundaries its answer turns on
    boundaries.push(...(feeMemo.get(t)?.get(order)?.boundaries ?? []));
  }
  const newestFirst = [...fees].sort((a, b) =>
    a.finishTime === b.finishTime
      ? Number(b.id) - Number(a.id)
      : a.finishTime < b.finishTime
        ? 1
        : -1,
  );
  const list = {
    inputWrites: inputs,
    writes,
    orders,
    key,
    nowText,
    boundaries: boundaries.sort(),
    fees,
    newestFirst,
  };
  feeLists.set(t, list);
  return list;
}

const PAY_TYPES: PayType[] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 4];

/** The pay order of a consult order as `now` finds it. */
export function payOrderOf(db: Db, order: ConsultOrder, now: number): PayOrder {
  return payOrderAt(db, order, formatDateTime(now));
}

function payOrderAt(db: Db, order: ConsultOrder, nowText: string): PayOrder {
  const t = db.counselling.tables;
  return memoized(payMemo, t, order, payKey(t, order), nowText, () =>
    derivePayOrder(t, order, nowText),
  );
}

function derivePayOrder(
  t: CounsellingTables,
  order: ConsultOrder,
  nowText: string,
): { value: PayOrder; boundaries: string[] } {
  const amount = centsOfPrice(order);
  const n = Number(order.id);
  const paid = order.payStatus !== 0;
  let status: PayStatus = paid ? 2 : order.status === 4 ? 3 : 1;
  let refundAmount = 0;
  let refundTime = '';
  const boundaries: string[] = [];
  if (order.payStatus === 2 || (order.isBreakContract === 1 && breachIsFree(t, order))) {
    const done = formatDateTime(msOf(order.cancelTime || order.finishTime) + REFUND_AFTER_MS);
    boundaries.push(done);
    refundAmount = amount;
    status = done <= nowText ? 5 : 4;
    refundTime = status === 5 ? done : '';
  } else if (paid && order.status === 3) {
    const complaint = complaintRefund(order, nowText);
    const at = complaintTime(order);
    if (at) boundaries.push(at);
    if (complaint) {
      status = 5;
      refundAmount = complaint.amount;
      refundTime = complaint.time;
    }
  }
  return {
    value: {
      id: order.id,
      payNo: `ZF${order.orderNo.slice(2)}`,
      orderId: order.id,
      orderNo: order.orderNo,
      orgId: order.orgId,
      expertId: order.expertId,
      visitorName: order.visitorName,
      mobile: order.mobile,
      amount,
      // Manual entry (appointMode 2) is paid at the centre; the rest mostly online.
      payType: order.appointMode === 2 ? 4 : PAY_TYPES[n % PAY_TYPES.length],
      status,
      payTime: paid ? plusMinutes(order.createTime, (n % 5) + 1) : '',
      refundAmount,
      refundTime,
      createTime: order.createTime,
    },
    boundaries,
  };
}

/** Every pay order, in order-id order: one per consult order. */
export function payOrdersOf(db: Db, now: number): PayOrder[] {
  const nowText = formatDateTime(now);
  return [...db.counselling.tables.orders.values()].map((order) => payOrderAt(db, order, nowText));
}
