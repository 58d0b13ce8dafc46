/**
 * The figures of 咨询统计, computed at request time from the orders, follow-ups and hotline calls
 * of one organisation (no stored totals). docs/api/statistics.md defines each figure.
 */
import {
  STAT_CODE_LABELS,
  STAT_PERIODS,
  ageBandOf,
  datePart,
  percent,
  periodKey,
  periodLabel,
  periodsBetween,
  type StatDimension,
  type StatPeriod,
} from '../../src/shared/counselling/statisticsCodes';
import { fromCents } from '../../src/shared/utils/money';
import type { Fee, PayOrder } from '../counselling/fees';
import type { HotlineCall } from '../counselling/hotline';
import type { ConsultOrder, CounsellingTables } from '../counselling/types';

export interface Range {
  startDate: string;
  endDate: string;
}

/** Whether a datetime's date part lies in the range (both ends included). */
export const inRange = (dateTime: string, { startDate, endDate }: Range): boolean => {
  const day = datePart(dateTime);
  return day >= startDate && day <= endDate;
};

const PERIODS_LIST: readonly StatPeriod[] = STAT_PERIODS;
const PERIODS: ReadonlySet<string> = new Set(PERIODS_LIST);
const isPeriod = (dimension: StatDimension): dimension is StatPeriod => PERIODS.has(dimension);

/** The group keys of an order under a dimension (an order counts under each of its problem types). */
function orderKeys(order: ConsultOrder, dimension: StatDimension): readonly string[] {
  if (isPeriod(dimension)) return [periodKey(order.createTime, dimension)];
  switch (dimension) {
    case 'expert':
      return [order.expertId];
    case 'org':
      return [order.orgId];
    case 'customerOrg':
      return [order.customerOrgId];
    case 'problemType':
      return order.problemTypeIds;
    case 'ageBand':
      return [ageBandOf(order.age)];
    default:
      return [String(order[dimension])];
  }
}

/** The dimensions a hotline call has (it has no counsellor, customer organisation, way, mode or type). */
const CALL_DIMENSIONS: ReadonlySet<StatDimension> = new Set<StatDimension>([
  ...PERIODS_LIST,
  'org',
  'problemType',
  'sex',
  'ageBand',
  'mentalStatus',
]);

/** A hotline call's keys under a dimension of CALL_DIMENSIONS. */
function callKeys(call: HotlineCall, dimension: StatDimension): readonly string[] {
  if (isPeriod(dimension)) return [periodKey(call.callStart, dimension)];
  switch (dimension) {
    case 'org':
      return [call.orgId];
    case 'problemType':
      return call.problemTypeIds;
    case 'sex':
      return [String(call.sex)];
    case 'ageBand':
      return [call.ageBand];
    case 'mentalStatus':
      return [String(call.mentalStatus)];
    default:
      return [];
  }
}

interface Tally {
  orders: number;
  completed: number;
  cancelled: number;
  breaches: number;
  visitors: Set<string>;
  minutes: number;
  /** Cents. */
  amount: number;
  paid: number;
  expertSettlement: number;
  /** Satisfaction sheets of the completed orders, and the sum of their total scores. */
  sheets: number;
  scoreSum: number;
  crisis: number;
  attention: number;
  followUpsDone: number;
  followUpsPlanned: number;
  hotlineCalls: number;
  hotlineConversions: number;
}

const emptyTally = (): Tally => ({
  orders: 0,
  completed: 0,
  cancelled: 0,
  breaches: 0,
  visitors: new Set(),
  minutes: 0,
  amount: 0,
  paid: 0,
  expertSettlement: 0,
  sheets: 0,
  scoreSum: 0,
  crisis: 0,
  attention: 0,
  followUpsDone: 0,
  followUpsPlanned: 0,
  hotlineCalls: 0,
  hotlineConversions: 0,
});

interface FollowUpCount {
  done: number;
  planned: number;
}

/** What the fees say of one order: its settlement (completed or breached) and its pay order. */
export interface Money {
  fee(order: ConsultOrder): Fee | undefined;
  pay(order: ConsultOrder): PayOrder;
}

/** The total score of a completed order's satisfaction sheet; undefined when none came back. */
export type SatisfactionScore = (order: ConsultOrder) => number | undefined;

/** What the visitor paid and kept paid: paid, refunding or refunded pay orders less their refunds. */
export const paidCents = (pay: PayOrder): number =>
  pay.status === 2 || pay.status === 4 || pay.status === 5 ? pay.amount - pay.refundAmount : 0;

interface OrderFacts {
  followUps: FollowUpCount | undefined;
  fee: Fee | undefined;
  paid: number;
  score: number | undefined;
}

function addOrder(tally: Tally, order: ConsultOrder, { followUps, fee, paid, score }: OrderFacts) {
  tally.orders += 1;
  if (score !== undefined) {
    tally.sheets += 1;
    tally.scoreSum += score;
  }
  tally.amount += fee?.amount ?? 0;
  tally.expertSettlement += fee?.expertShare ?? 0;
  tally.paid += paid;
  if (order.isBreakContract === 1) tally.breaches += 1;
  else if (order.status === 3) {
    tally.completed += 1;
    tally.minutes += order.durationMin;
  }
  if (order.status === 4) tally.cancelled += 1;
  tally.visitors.add(order.cusUserId);
  if (order.mentalStatus === 2) tally.crisis += 1;
  if (order.mentalStatus === 1) tally.attention += 1;
  tally.followUpsDone += followUps?.done ?? 0;
  tally.followUpsPlanned += followUps?.planned ?? 0;
}

function addCall(tally: Tally, call: HotlineCall) {
  tally.hotlineCalls += 1;
  if (call.orderId) tally.hotlineConversions += 1;
}

/** A tally as the answer's figures; calls are null where the dimension does not apply to them. */
function figures(tally: Tally, callsApply: boolean) {
  return {
    orders: tally.orders,
    completed: tally.completed,
    cancelled: tally.cancelled,
    breaches: tally.breaches,
    completionRate: percent(tally.completed, tally.orders),
    visitors: tally.visitors.size,
    consultHours: Math.round((tally.minutes / 60) * 10) / 10,
    amount: fromCents(tally.amount),
    paid: fromCents(tally.paid),
    expertSettlement: fromCents(tally.expertSettlement),
    avgSatisfaction: tally.sheets ? Math.round((tally.scoreSum / tally.sheets) * 100) / 100 : null,
    responseRate: percent(tally.sheets, tally.completed),
    crisis: tally.crisis,
    attention: tally.attention,
    followUpsDone: tally.followUpsDone,
    followUpRate: percent(tally.followUpsDone, tally.followUpsPlanned),
    hotlineCalls: callsApply ? tally.hotlineCalls : null,
    hotlineConversions: callsApply ? tally.hotlineConversions : null,
  };
}

/** The organisation's orders created in the range. */
export function ordersIn(tables: CounsellingTables, orgId: string, range: Range): ConsultOrder[] {
  const rows: ConsultOrder[] = [];
  for (const order of tables.orders.values())
    if (order.orgId === orgId && inRange(order.createTime, range)) rows.push(order);
  return rows;
}

/** Follow-ups of orders (not of hotline calls): done (status 1) and planned, by order id. */
function followUpsByOrder(tables: CounsellingTables): Map<string, FollowUpCount> {
  const byOrder = new Map<string, FollowUpCount>();
  for (const row of tables.followUps) {
    if (row.hotlineId || !row.orderId) continue;
    const count = byOrder.get(row.orderId) ?? { done: 0, planned: 0 };
    count.planned += 1;
    if (row.status === 1) count.done += 1;
    byOrder.set(row.orderId, count);
  }
  return byOrder;
}

export interface Namer {
  expert(id: string): string;
  org(id: string): string;
  problemType(id: string): string;
}

function labelOf(key: string, dimension: StatDimension, names: Namer): string {
  if (isPeriod(dimension)) return periodLabel(key, dimension);
  switch (dimension) {
    case 'expert':
      return names.expert(key) || key;
    case 'org':
    case 'customerOrg':
      return names.org(key) || '/';
    case 'problemType':
      return names.problemType(key) || key;
    case 'ageBand':
      return key;
    default:
      return (STAT_CODE_LABELS[dimension] as Record<string, string>)[key] ?? key;
  }
}

/** 咨询统计: one row per value of the dimension (every period of the range for a period) and the summary. */
export function consultStatistics(
  tables: CounsellingTables,
  orgId: string,
  dimension: StatDimension,
  range: Range,
  names: Namer,
  money: Money,
  satisfaction: SatisfactionScore,
) {
  const followUps = followUpsByOrder(tables);
  const groups = new Map<string, Tally>();
  if (isPeriod(dimension))
    for (const key of periodsBetween(range.startDate, range.endDate, dimension))
      groups.set(key, emptyTally());
  const group = (key: string) => {
    let tally = groups.get(key);
    if (!tally) groups.set(key, (tally = emptyTally()));
    return tally;
  };
  const total = emptyTally();
  for (const order of ordersIn(tables, orgId, range)) {
    const facts = {
      followUps: followUps.get(order.id),
      fee: money.fee(order),
      paid: paidCents(money.pay(order)),
      score: order.status === 3 && order.isBreakContract === 0 ? satisfaction(order) : undefined,
    };
    addOrder(total, order, facts);
    for (const key of orderKeys(order, dimension)) addOrder(group(key), order, facts);
  }
  const callsApply = CALL_DIMENSIONS.has(dimension);
  for (const call of tables.hotlines.values()) {
    if (call.orgId !== orgId || !inRange(call.callStart, range)) continue;
    addCall(total, call);
    if (callsApply) for (const key of callKeys(call, dimension)) addCall(group(key), call);
  }
  const rows = [...groups].map(([key, tally]) => ({
    key,
    label: labelOf(key, dimension, names),
    ...figures(tally, callsApply),
  }));
  if (!isPeriod(dimension)) rows.sort((a, b) => b.orders - a.orders || a.key.localeCompare(b.key));
  return { rows, summary: figures(total, true) };
}

/** 咨询统计's charts: months of the range, problem-type and consult-way shares, the top 10 counsellors. */
export function consultCharts(
  tables: CounsellingTables,
  orgId: string,
  range: Range,
  names: Namer,
) {
  const months = new Map(
    periodsBetween(range.startDate, range.endDate, 'month').map((month) => [
      month,
      { month, orders: 0, completed: 0, cancelled: 0, statusCounts: [0, 0, 0, 0, 0] },
    ]),
  );
  const problemTypes = new Map<string, number>();
  const ways = new Map<number, number>();
  const experts = new Map<string, { orders: number; completed: number }>();
  const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const order of ordersIn(tables, orgId, range)) {
    const done = order.status === 3 && order.isBreakContract === 0;
    const month = months.get(periodKey(order.createTime, 'month'));
    if (month) {
      month.orders += 1;
      if (done) month.completed += 1;
      if (order.status === 4) month.cancelled += 1;
      month.statusCounts[order.status] += 1;
    }
    for (const id of order.problemTypeIds) bump(problemTypes, id);
    bump(ways, order.consultWay);
    const expert = experts.get(order.expertId) ?? { orders: 0, completed: 0 };
    expert.orders += 1;
    if (done) expert.completed += 1;
    experts.set(order.expertId, expert);
  }
  const byValue = (a: { value: number }, b: { value: number }) => b.value - a.value;
  return {
    months: [...months.values()],
    problemTypes: [...problemTypes]
      .map(([id, value]) => ({ name: names.problemType(id) || id, value }))
      .sort(byValue),
    consultWays: [...ways]
      .sort(([a], [b]) => a - b)
      .map(([way, value]) => ({
        name: (STAT_CODE_LABELS.consultWay as Record<number, string>)[way] ?? String(way),
        value,
      })),
    counsellors: [...experts]
      .sort(([, a], [, b]) => b.orders - a.orders)
      .slice(0, 10)
      .map(([id, counts]) => ({ name: names.expert(id) || id, ...counts })),
  };
}
