/** Fees, fee lines, settling and pay orders (docs/api/fee.md): each figure against its definition, and the refusals. */
import { toCents } from '../../src/shared/utils/money';
import { expertRatioBp, feesOf, payOrdersOf } from '../counselling/fees';
import { partnerRatioFor } from '../partner/effective';
import {
  configureMainOrg,
  counsellingKit,
  NOW,
  updateStatus,
  type Kit,
} from '../counselling/testKit';

const FEE = (action: string) => `/server-platform/api/fee/${action}`;
const PAY = '/server-platform/api/payOrder/page';

let kit: Kit;
/** The organisations the fee pages read: admin01's and those under it. */
let scope: Set<string>;
beforeAll(async () => {
  kit = await counsellingKit();
  const orgs = await kit.get<{ id: string }[]>(FEE('orgs'), {});
  scope = new Set(orgs.data.map((org) => org.id));
});

interface Shares {
  amount: number;
  expertShare: number;
  platformShare: number;
  partnerShare: number;
}
interface FeeRow extends Shares {
  id: string;
  orderNo: string;
  expertId: string;
  status: number;
  settleTime: string;
  finishTime: string;
  paid: number;
  orderAmount: number;
}
interface LineRow extends Shares {
  id: string;
  feeId: string;
  type: number;
  sign: 1 | -1;
  status: number;
  time: string;
}
interface PayRow {
  orderNo: string;
  amount: number;
  refundAmount: number;
  status: number;
  payTime: string;
  refundTime: string;
  visitorName: string;
  mobile: string;
}
type Page<R, S> = { rows: R[]; total: number; summary: S };

const mainOrg = () => kit.app.db.qaOrgs.comprehensive;
const allOrders = () => [...kit.app.db.counselling.tables.orders.values()];
const orders = () => allOrders().filter((order) => scope.has(order.orgId));
const cents = (yuan: number) => toCents(yuan);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/**
 * The rows that break `rule`, for one expect over thousands of rows: an expect per row cost a
 * third of this file's time (Jest builds its matchers anew for every call), and a failure now
 * names every breaking row rather than the first.
 */
const breaking = <T>(rows: readonly T[], rule: (row: T) => boolean) =>
  rows.filter((row) => !rule(row));
const fees = async (query: Record<string, string> = {}) =>
  (await kit.get<Page<FeeRow, Shares>>(FEE('page'), { pageSize: '0', ...query })).data;
const lines = async (query: Record<string, string> = {}) =>
  (await kit.get<Page<LineRow, Shares>>(FEE('detail/page'), { pageSize: '0', ...query })).data;
const pays = async (query: Record<string, string> = {}) =>
  (
    await kit.get<Page<PayRow, { amount: number; refundAmount: number }>>(PAY, {
      pageSize: '0',
      ...query,
    })
  ).data;

test('one settlement per completed or breached order of the organisation, its shares summing to its amount', async () => {
  const answer = await fees();
  const done = orders().filter((order) => order.status === 3);
  expect(answer.total).toBe(done.length);
  expect(answer.total).toBeGreaterThan(10000);
  expect(
    breaking(
      answer.rows,
      (row) =>
        cents(row.expertShare) + cents(row.platformShare) + cents(row.partnerShare) ===
          cents(row.amount) &&
        row.amount > 0 &&
        Math.round(row.amount * 100) === cents(row.amount), // at most two decimals
    ),
  ).toEqual([]);
  // The derivation: each line's shares make its amount, the settlement is the signed sum of its lines.
  const shared = (part: Shares) =>
    part.expertShare + part.platformShare + part.partnerShare === part.amount;
  expect(
    breaking(
      feesOf(kit.app.db, NOW),
      (fee) =>
        fee.lines.every(shared) &&
        fee.amount === sum(fee.lines.map((line) => line.sign * line.amount)) &&
        shared(fee),
    ),
  ).toEqual([]);
});

test('a partner’s order gives the partner its settlement ratio of each line; the rest is split between expert and platform', async () => {
  const withPartner = feesOf(kit.app.db, NOW).filter((fee) => fee.partnerId !== '');
  expect(withPartner.length).toBeGreaterThan(100);
  const splitByRatios = (fee: (typeof withPartner)[number]) => {
    const order = kit.app.db.counselling.tables.orders.get(fee.orderId)!;
    const ratio = partnerRatioFor(kit.app.db, order);
    const line = fee.lines[0];
    return (
      ratio > 0 &&
      line.partnerShare === Math.round((line.amount * ratio) / 100) &&
      line.expertShare ===
        Math.round(((line.amount - line.partnerShare) * expertRatioBp(fee.expertId)) / 10000) &&
      line.platformShare >= 0
    );
  };
  expect(breaking(withPartner.slice(0, 500), splitByRatios)).toEqual([]);
  const row = (await fees({ orderNo: withPartner[0].orderNo })).rows[0] as FeeRow & {
    partnerName: string;
  };
  expect(row.partnerName).toBe(
    kit.app.db.counselling.tables.partners.get(withPartner[0].partnerId)!.name,
  );
  expect(cents(row.partnerShare)).toBe(withPartner[0].partnerShare);
});

test('the totals of the fee list equal the sum of its rows exactly, under any filter', async () => {
  const queries: Record<string, string>[] = [
    {},
    { status: '1' },
    { periodStart: '2025-03-01', periodEnd: '2025-03-31' },
  ];
  for (const query of queries) {
    const { rows, summary, total } = await fees(query);
    expect(rows).toHaveLength(total);
    for (const key of ['amount', 'expertShare', 'platformShare', 'partnerShare'] as const)
      expect(cents(summary[key])).toBe(sum(rows.map((row) => cents(row[key]))));
  }
  const partial = await fees({ status: '1' });
  expect(partial.total).toBeGreaterThan(0);
  expect(breaking(partial.rows, (row) => row.status === 1)).toEqual([]);
  const march = await fees({ periodStart: '2025-03-01', periodEnd: '2025-03-31' });
  expect(march.total).toBeGreaterThan(0);
  expect(breaking(march.rows, (row) => row.finishTime.slice(0, 7) === '2025-03')).toEqual([]);
  const expertId = march.rows[0].expertId;
  const own = await fees({ expertId });
  expect(breaking(own.rows, (row) => row.expertId === expertId)).toEqual([]);
  expect(own.total).toBe(orders().filter((o) => o.status === 3 && o.expertId === expertId).length);
});

test('settlement status: lines of months already run are settled, the current month waits, a later refund makes it partial', async () => {
  const { rows } = await fees();
  const byStatus = (status: number) => rows.filter((row) => row.status === status);
  expect(byStatus(0).every((row) => row.finishTime >= '2025-06-01')).toBe(true);
  expect(byStatus(2).every((row) => row.finishTime < '2025-06-01')).toBe(true);
  const partial = byStatus(1)[0];
  const its = (await lines({ orderNo: partial.orderNo })).rows;
  expect(its.map((line) => [line.type, line.status])).toEqual([
    [3, 0],
    [1, 2],
  ]);
});

test('fee lines: 咨询费, 爽约费 and 退款调整 (a deduction), the totals the signed sum of the rows', async () => {
  const all = await lines();
  expect(new Set(all.rows.map((line) => line.type))).toEqual(new Set([1, 2, 3]));
  for (const key of ['amount', 'expertShare', 'platformShare', 'partnerShare'] as const)
    expect(cents(all.summary[key])).toBe(sum(all.rows.map((row) => row.sign * cents(row[key]))));
  expect(
    breaking(
      all.rows,
      (line) =>
        line.sign === (line.type === 3 ? -1 : 1) &&
        cents(line.expertShare) + cents(line.platformShare) + cents(line.partnerShare) ===
          cents(line.amount),
    ),
  ).toEqual([]);
  const settlements = await fees();
  expect(cents(all.summary.amount)).toBe(cents(settlements.summary.amount));
  const refunds = await lines({ type: '3' });
  expect(refunds.total).toBeGreaterThan(0);
  expect(cents(refunds.summary.amount)).toBe(-sum(refunds.rows.map((row) => cents(row.amount))));
});

test('pay orders: one per order, refunds for cancellations and complaints, totals equal the rows', async () => {
  const { rows, total, summary } = await pays();
  const own = orders();
  expect(total).toBe(own.length);
  expect(cents(summary.amount)).toBe(sum(rows.map((row) => cents(row.amount))));
  expect(cents(summary.refundAmount)).toBe(sum(rows.map((row) => cents(row.refundAmount))));
  const cancelled = own.find((order) => order.status === 4)!;
  const pay = rows.find((row) => row.orderNo === cancelled.orderNo)!;
  expect([4, 5]).toContain(pay.status);
  expect(pay.refundAmount).toBe(pay.amount);
  expect(breaking(rows, (row) => /^1\d{2}\*{4}\d{4}$/.test(row.mobile))).toEqual([]);
  const refunded = await pays({ status: '5' });
  expect(breaking(refunded.rows, (row) => row.refundAmount > 0 && row.refundTime !== '')).toEqual(
    [],
  );
  // A partial refund after a complaint: the refund is less than the payment.
  expect(refunded.rows.some((row) => row.refundAmount < row.amount)).toBe(true);
  const pending = await pays({ status: '4' });
  expect(pending.total).toBeGreaterThan(0);
  expect(breaking(pending.rows, (row) => row.refundTime === '')).toEqual([]);
  const name = rows[0].visitorName;
  expect(
    breaking((await pays({ visitor: name })).rows, (row) => row.visitorName.includes(name)),
  ).toEqual([]);
  const day = await pays({ payTimeStart: '2025-05-01', payTimeEnd: '2025-05-01' });
  expect(day.total).toBeGreaterThan(0);
  expect(breaking(day.rows, (row) => row.payTime.slice(0, 10) === '2025-05-01')).toEqual([]);
  expect(payOrdersOf(kit.app.db, NOW).length).toBe(allOrders().length);
});

test('结算 marks the pending lines settled now; settled ones, unknown ones and callers without the code are refused and change nothing', async () => {
  const pending = (await fees({ status: '0' })).rows[0];
  const before = kit.digest();
  const unknown = await kit.post(FEE('settle'), { ids: [pending.id, '999999999'] });
  expect([unknown.code, unknown.msg]).toEqual([10404, '记录不存在']);
  const operator = await kit.post(FEE('settle'), { ids: [pending.id] }, kit.tokens.operator);
  expect([operator.code, operator.msg]).toEqual([10403, '无权限执行该操作']);
  const empty = await kit.post(FEE('settle'), { ids: [] });
  expect([empty.code, empty.msg]).toEqual([10400, '请选择要结算的费用']);
  expect(kit.digest()).toBe(before);

  const done = await kit.post<{ settled: number }>(FEE('settle'), { ids: [pending.id] });
  expect([done.code, done.msg, done.data.settled]).toEqual([0, '结算成功', 1]);
  const after = (await fees({ orderNo: pending.orderNo })).rows[0];
  expect(after.status).toBe(2);
  expect(after.settleTime).toBe('2025-06-30 10:00:00');
  const again = await kit.post(FEE('settle'), { ids: [pending.id] });
  expect([again.code, again.msg]).toEqual([10409, '所选费用均已结算']);
});

test('a breach made now settles as a pending 爽约费; a waived breach (breachPolicy free) settles 0 and refunds the visitor', async () => {
  const order = orders().find(
    (o) =>
      o.orgId === mainOrg() &&
      o.status === 1 &&
      `${o.appointDate} ${o.endTime}` < '2025-06-30 10:00',
  )!;
  const answer = await updateStatus(kit, 'breach', {
    id: order.id,
    version: order.version,
  });
  expect(answer.code).toBe(0);
  const fee = (await fees({ orderNo: order.orderNo })).rows[0];
  expect([fee.status, cents(fee.amount)]).toEqual([0, cents(order.amount)]);
  expect((await lines({ orderNo: order.orderNo })).rows.map((line) => line.type)).toEqual([2]);

  configureMainOrg(kit, { breachPolicy: 'free' });
  const waived = (await fees({ orderNo: order.orderNo })).rows[0];
  expect([waived.amount, waived.paid]).toEqual([0, 0]);
  const pay = (await pays({ orderNo: order.orderNo })).rows[0];
  expect([pay.status, pay.refundAmount]).toEqual([4, pay.amount]);
  configureMainOrg(kit, { breachPolicy: 'charge' });
});

test('filters are checked: an organisation outside the caller’s, a wrong status or date', async () => {
  const outside = [...kit.app.db.orgs.values()].find(
    (org) => org.id !== mainOrg() && !org.parentId,
  )!;
  const answer = await kit.get(FEE('page'), { orgId: outside.id });
  expect([answer.code, answer.msg]).toEqual([10403, '无权限执行该操作']);
  expect((await kit.get(FEE('page'), { status: '3' })).code).toBe(10400);
  expect((await kit.get(PAY, { status: '0' })).code).toBe(10400);
  expect((await kit.get(PAY, { payTimeStart: '2025/01/01' })).code).toBe(10400);
  const orgs = await kit.get<{ id: string; name: string }[]>(FEE('orgs'), {});
  expect(orgs.data[0]).toEqual({ id: mainOrg(), name: '星辰心理健康综合服务中心' });
});
