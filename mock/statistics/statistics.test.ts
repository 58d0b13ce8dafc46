/** 数据统计 (docs/api/statistics.md): each figure against a count of the seed, the range rules, the saved choice. */
import { datePart, periodKey } from '../../src/shared/counselling/statisticsCodes';
import { fromCents } from '../../src/shared/utils/money';
import { satisfactionSheetOf, sheetScore } from '../consult/caseRecords';
import { feeOf, payOrderOf } from '../counselling/fees';
import type { ConsultOrder } from '../counselling/types';
import { loginAs } from '../testing';
import { MAIN_ORG, counsellingKit, type Kit } from '../counselling/testKit';
import { seedTemplate } from '../form-template/formSource';

const api = (action: string) => `/server-platform/api/statistics/${action}`;
const RANGE = { startDate: '2024-07-01', endDate: '2025-06-30' };

let kit: Kit;
let orgId: string;
beforeAll(async () => {
  kit = await counsellingKit();
  orgId = [...kit.app.db.orgs.values()].find((org) => org.name === MAIN_ORG)!.id;
});

const tables = () => kit.app.db.counselling.tables;
const inRange = (dateTime: string) =>
  datePart(dateTime) >= RANGE.startDate && datePart(dateTime) <= RANGE.endDate;
/** The seed's orders of admin01's organisation created in the range. */
const seedOrders = (): ConsultOrder[] =>
  [...tables().orders.values()].filter((o) => o.orgId === orgId && inRange(o.createTime));

type Figures = Record<string, number | null>;
interface Answer {
  rows: (Figures & { key: string; label: string })[];
  summary: Figures;
}
const consult = async (dimension: string, range = RANGE) =>
  kit.get<Answer>(api('consult/list'), { dimension, ...range });

test('by month: every month of the range, each figure counted from the orders of that month', async () => {
  const { code, data } = await consult('month');
  expect(code).toBe(0);
  expect(data.rows.map((row) => row.key)).toHaveLength(12);
  const orders = seedOrders();
  expect(orders.length).toBeGreaterThan(5000);
  expect(data.summary.orders).toBe(orders.length);
  const march = orders.filter((o) => periodKey(o.createTime, 'month') === '2025-03');
  const row = data.rows.find((r) => r.key === '2025-03')!;
  expect(row.orders).toBe(march.length);
  expect(row.cancelled).toBe(march.filter((o) => o.status === 4).length);
  expect(row.breaches).toBe(march.filter((o) => o.isBreakContract === 1).length);
  const completed = march.filter((o) => o.status === 3 && o.isBreakContract === 0);
  expect(row.completed).toBe(completed.length);
  expect(row.completionRate).toBe(Math.round((completed.length / march.length) * 1000) / 10);
  expect(row.visitors).toBe(new Set(march.map((o) => o.cusUserId)).size);
  const minutes = completed.reduce((sum, o) => sum + o.durationMin, 0);
  expect(row.consultHours).toBe(Math.round((minutes / 60) * 10) / 10);
  expect(row.crisis).toBe(march.filter((o) => o.mentalStatus === 2).length);
  // Distinct visitors over the year, not the sum of the months.
  expect(data.summary.visitors).toBe(new Set(orders.map((o) => o.cusUserId)).size);
  const calls = [...tables().hotlines.values()].filter(
    (c) => c.orgId === orgId && periodKey(c.callStart, 'month') === '2025-03',
  );
  expect(row.hotlineCalls).toBe(calls.length);
  expect(row.hotlineConversions).toBe(calls.filter((c) => c.orderId).length);
});

test('by counsellor, problem type and age band; calls do not apply to a counsellor', async () => {
  const orders = seedOrders();
  const byExpert = (await consult('expert')).data;
  const top = byExpert.rows[0];
  expect(top.orders).toBe(orders.filter((o) => o.expertId === top.key).length);
  expect(top.label).toBe(kit.app.db.accounts.get(top.key)!.name);
  expect(top.hotlineCalls).toBeNull();
  expect(byExpert.summary.hotlineCalls).toBe(
    [...tables().hotlines.values()].filter((c) => c.orgId === orgId && inRange(c.callStart)).length,
  );

  const byType = (await consult('problemType')).data;
  const type = byType.rows[0];
  expect(type.label).toBe(tables().problemTypes.get(type.key)!.name);
  expect(type.orders).toBe(orders.filter((o) => o.problemTypeIds.includes(type.key)).length);

  const byAge = (await consult('ageBand')).data;
  const minors = byAge.rows.find((r) => r.key === '18岁以下');
  expect(minors?.orders ?? 0).toBe(orders.filter((o) => o.age < 18).length);

  const byWay = (await consult('consultWay')).data;
  expect(byWay.rows.find((r) => r.key === '3')).toMatchObject({
    label: '面对面咨询',
    orders: orders.filter((o) => o.consultWay === 3).length,
  });
});

test('money: settlement and expert share from the fees, paid from the pay orders, in cents', async () => {
  const { data } = await consult('month');
  const row = data.rows.find((r) => r.key === '2025-02')!;
  const feb = seedOrders().filter((o) => periodKey(o.createTime, 'month') === '2025-02');
  const now = kit.clock.now;
  const fees = feb.map((o) => feeOf(kit.app.db, o, now)).filter((fee) => fee !== undefined);
  expect(fees.length).toBeGreaterThan(100);
  const cents = (values: number[]) => fromCents(values.reduce((sum, v) => sum + v, 0));
  expect(row.amount).toBe(cents(fees.map((fee) => fee.amount)));
  expect(row.expertSettlement).toBe(cents(fees.map((fee) => fee.expertShare)));
  const paid = feb.map((o) => payOrderOf(kit.app.db, o, now));
  expect(row.paid).toBe(
    cents(paid.map((p) => ([2, 4, 5].includes(p.status) ? p.amount - p.refundAmount : 0))),
  );
  expect(row.paid).toBeGreaterThan(0);
});

test('satisfaction: the sheets of the completed orders, their mean total and the response rate', async () => {
  const { data } = await consult('month');
  const row = data.rows.find((r) => r.key === '2025-01')!;
  const template = seedTemplate(kit.app.db, 'satisfaction');
  const completed = seedOrders().filter(
    (o) =>
      periodKey(o.createTime, 'month') === '2025-01' && o.status === 3 && o.isBreakContract === 0,
  );
  const sheets = completed
    .map((o) => satisfactionSheetOf(o, template, kit.app.db.counselling.seedNow))
    .filter((sheet) => sheet !== undefined);
  expect(sheets.length).toBeGreaterThan(100);
  const total = sheets.reduce((sum, sheet) => sum + sheetScore(template, sheet), 0);
  expect(row.avgSatisfaction).toBe(Math.round((total / sheets.length) * 100) / 100);
  expect(row.responseRate).toBe(Math.round((sheets.length / completed.length) * 1000) / 10);
});

test('follow-ups: done and planned of the orders of the range', async () => {
  const ids = new Set(seedOrders().map((o) => o.id));
  const ofOrders = tables().followUps.filter((f) => !f.hotlineId && ids.has(f.orderId));
  const { summary } = (await consult('year')).data;
  const done = ofOrders.filter((f) => f.status === 1).length;
  expect(summary.followUpsDone).toBe(done);
  expect(summary.followUpRate).toBe(Math.round((done / ofOrders.length) * 1000) / 10);
});

test('figures follow the tables: cancelling an order moves it at once', async () => {
  const order = [...tables().orders.values()].find(
    (o) => o.orgId === orgId && o.status === 0 && o.createTime <= '2025-06-30 10:00:00',
  )!;
  const day = datePart(order.createTime);
  const range = { startDate: day, endDate: day };
  const before = (await consult('day', range)).data.summary.cancelled!;
  const cancel = await kit.post('/server-platform/api/consult/cancel', {
    id: order.id,
    version: order.version,
    reason: '来访者临时有事',
  });
  expect(cancel.code).toBe(0);
  expect((await consult('day', range)).data.summary.cancelled).toBe(before + 1);
});

test('the range: no future day, the end not before the start; operator01 has no statistics', async () => {
  const digest = kit.digest();
  const future = await consult('month', { startDate: '2025-06-01', endDate: '2025-07-01' });
  expect(future).toMatchObject({ code: 10400, msg: '统计日期不能晚于今天' });
  const reversed = await consult('month', { startDate: '2025-06-02', endDate: '2025-06-01' });
  expect(reversed.code).toBe(10400);
  expect(reversed.msg).toContain('结束日期不能早于开始日期');
  const operator = await kit.get(
    api('consult/list'),
    { dimension: 'month', ...RANGE },
    kit.tokens.operator,
  );
  expect(operator.code).toBe(10403);
  expect(kit.digest()).toBe(digest);
});

test('the dimension and columns are kept per user and come back after logging in again', async () => {
  expect((await kit.get(api('config'), {})).data).toEqual({
    dimension: 'month',
    columns: ['orders', 'completed', 'cancelled', 'completionRate', 'visitors', 'consultHours'],
  });
  const saved = await kit.post(api('config/save'), {
    dimension: 'expert',
    columns: ['crisis', 'orders'],
  });
  expect(saved.code).toBe(0);
  const again = (await loginAs(kit.app, 'admin01', MAIN_ORG)).token;
  expect((await kit.get(api('config'), {}, again)).data).toEqual({
    dimension: 'expert',
    columns: ['crisis', 'orders'],
  });
  const digest = kit.digest();
  for (const body of [
    { dimension: 'expert', columns: [] },
    { dimension: 'expert', columns: ['orders', 'orders'] },
    { dimension: 'weekday', columns: ['orders'] },
    { dimension: 'expert', columns: ['profit'] },
  ]) {
    expect((await kit.post(api('config/save'), body)).code).toBe(10400);
  }
  expect((await kit.post(api('config/save'), { dimension: 'expert', columns: [] })).msg).toContain(
    '请至少选择一列',
  );
  expect(kit.digest()).toBe(digest);
});

test('运营统计: each figure counted from its own table, per month', async () => {
  const { code, data } = await kit.get<Answer>(api('operate/list'), { period: 'month', ...RANGE });
  expect(code).toBe(0);
  const may = data.rows.find((r) => r.key === '2025-05')!;
  const inMay = (dateTime: string) => periodKey(dateTime, 'month') === '2025-05';
  expect(may.newCustomers).toBe(
    [...tables().cusUsers.values()].filter((c) => c.orgId === orgId && inMay(c.createTime)).length,
  );
  expect(may.orders).toBe(seedOrders().filter((o) => inMay(o.createTime)).length);
  expect(may.smsSent).toBe(
    tables().smsLogs.filter((s) => s.orgId === orgId && inMay(s.createTime)).length,
  );
  const held = [...tables().orders.values()].filter(
    (o) => o.orgId === orgId && (o.status === 2 || o.status === 3) && o.isBreakContract === 0,
  );
  expect(may.activeExperts).toBe(
    new Set(held.filter((o) => inMay(o.appointDate)).map((o) => o.expertId)).size,
  );
  expect(data.summary.activeExperts).toBe(
    new Set(held.filter((o) => inRange(o.appointDate)).map((o) => o.expertId)).size,
  );
  expect(data.summary.surveyFillRate).toBeGreaterThan(0);
  // 问卷任务: the tasks running in a month, as the workbench counts 进行中 ones (those of June, the
  // clock's month, all run in it): a task counts in each month it runs, once in the summary.
  const workbench = await kit.get<{ figures: { key: string; count: number }[] }>(
    '/server-platform/api/workbench/summary',
    {},
  );
  const running = workbench.data.figures.find((figure) => figure.key === 'runningTasks')!.count;
  expect(running).toBeGreaterThan(0);
  const june = data.rows.find((r) => r.key === '2025-06')!;
  const tasksIn = (figures: Figures) => figures.surveyTasks ?? 0;
  expect(tasksIn(june)).toBeGreaterThanOrEqual(running);
  expect(tasksIn(data.summary)).toBeGreaterThanOrEqual(tasksIn(june));
  expect(tasksIn(data.summary)).toBeLessThan(data.rows.reduce((sum, r) => sum + tasksIn(r), 0));
});
