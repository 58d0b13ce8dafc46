/**
 * 来访者档案 (issue 30 §1): the overview's figures and the timeline, joined from the visitor's
 * orders, follow-ups and calls, each part only for those who may read it.
 */
import { PERM } from '../../src/shared/session/permissions';
import { MEASURE_SCALES, storeMeasureResult } from '../counselling/measures';
import type { ConsultOrder } from '../counselling/types';
import { createIds } from '../core/ids';
import { API, counsellingKit, type Kit } from '../counselling/testKit';

interface Overview {
  mentalStatus: number;
  riskHistory: { time: string; mentalStatus: number; source: string }[];
  counsellors: { expertId: string; sessions: number }[];
  sessions: { done: number; planned: number; missed: number };
  openTodos: { type: string }[];
}
interface Timeline {
  events: { time: string; kind: string; orderId: string; title: string }[];
}

let kit: Kit;
beforeEach(async () => {
  kit = await counsellingKit();
});

/** The main organisation's visitor with the most orders, and their orders. */
function busiestVisitor(): { id: string; orders: ConsultOrder[] } {
  const byVisitor = new Map<string, ConsultOrder[]>();
  for (const order of kit.app.db.counselling.tables.orders.values())
    if (order.orgId === kit.app.db.qaOrgs.comprehensive)
      byVisitor.set(order.cusUserId, [...(byVisitor.get(order.cusUserId) ?? []), order]);
  const [id, orders] = [...byVisitor].sort((a, b) => b[1].length - a[1].length)[0];
  return { id, orders };
}

const held = (order: ConsultOrder) =>
  (order.status === 2 || order.status === 3) && order.isBreakContract === 0;

/** Takes a code from every identity of the main organisation. */
function withoutCode(code: string) {
  for (const identity of kit.app.db.identities.values())
    if (identity.orgId === kit.app.db.qaOrgs.comprehensive)
      identity.btnCodes = identity.btnCodes.filter((each) => each !== code);
}

test('the overview counts sessions done, planned and missed, by counsellor, and lists only the risk’s changes, newest first', async () => {
  const visitor = busiestVisitor();
  const { code, data } = await kit.get<Overview>(API.cusUser('detail'), { id: visitor.id });
  expect(code).toBe(0);
  expect(data.sessions).toEqual({
    done: visitor.orders.filter(held).length,
    planned: visitor.orders.filter((order) => order.status <= 1).length,
    missed: visitor.orders.filter((order) => order.isBreakContract === 1).length,
  });
  expect(data.sessions.done).toBeGreaterThan(0);
  expect(data.counsellors.reduce((sum, row) => sum + row.sessions, 0)).toBe(data.sessions.done);
  expect(new Set(data.counsellors.map((row) => row.expertId))).toEqual(
    new Set(visitor.orders.map((order) => order.expertId)),
  );
  const times = data.riskHistory.map((change) => change.time);
  expect(times).toEqual([...times].sort().reverse());
  // oldest first, each a change from the one before
  const oldestFirst = [...data.riskHistory].reverse();
  oldestFirst.forEach((change, index) => {
    if (index > 0) expect(change.mentalStatus).not.toBe(oldestFirst[index - 1].mentalStatus);
  });
});

test('the timeline joins every order’s events newest first; case records only for their readers', async () => {
  const visitor = busiestVisitor();
  const { data } = await kit.get<Timeline>(API.cusUser('timeline'), { id: visitor.id });
  const times = data.events.map((event) => event.time);
  expect(times).toEqual([...times].sort().reverse());
  for (const order of visitor.orders)
    expect(data.events).toContainEqual(
      expect.objectContaining({
        kind: 'order',
        orderId: order.id,
        title: `创建订单 ${order.orderNo}`,
      }),
    );
  const sessions = data.events.filter((event) => event.kind === 'session');
  expect(sessions).toHaveLength(
    visitor.orders.filter(
      (order) => order.status >= 2 && order.logs.some((log) => log.action === 'complete'),
    ).length,
  );
  // an administrator reads case records: their entries are on the timeline
  const records = data.events.filter((event) => event.kind === 'caseRecord');
  expect(records.length).toBeGreaterThan(0);

  // an operator without the case-view code sees the rest, never that a record exists
  withoutCode(PERM.caseView);
  const operator = await kit.get<Timeline>(
    API.cusUser('timeline'),
    { id: visitor.id },
    kit.tokens.operator,
  );
  expect(operator.code).toBe(0);
  expect(operator.data.events.filter((event) => event.kind === 'caseRecord')).toEqual([]);
  expect(operator.data.events.length).toBe(data.events.length - records.length);
});

test('without the hotline menu neither the timeline nor the risk history tells of a call', async () => {
  const t = kit.app.db.counselling.tables;
  const call = [...t.hotlines.values()].find(
    (row) => row.orgId === kit.app.db.qaOrgs.comprehensive && row.cusUserId !== '',
  )!;
  const before = await kit.get<Timeline>(API.cusUser('timeline'), { id: call.cusUserId });
  expect(before.data.events.some((event) => event.kind === 'hotline')).toBe(true);
  withoutCode(PERM.hotline);
  const timeline = await kit.get<Timeline>(API.cusUser('timeline'), { id: call.cusUserId });
  expect(timeline.data.events.some((event) => event.kind === 'hotline')).toBe(false);
  const detail = await kit.get<Overview>(API.cusUser('detail'), { id: call.cusUserId });
  expect(detail.data.riskHistory.some((change) => change.source === 'hotline')).toBe(false);
});

test('another organisation’s visitor is not found', async () => {
  const other = [...kit.app.db.counselling.tables.cusUsers.values()].find(
    (row) => row.orgId !== kit.app.db.qaOrgs.comprehensive,
  )!;
  const { code, msg } = await kit.get(API.cusUser('timeline'), { id: other.id });
  expect(code).toBe(10404);
  expect(msg).toBe('记录不存在');
});

test('the timeline tells of measures (plans set, results with their score, band and change) and consents', async () => {
  const t = kit.app.db.counselling.tables;
  const result = t.measureResults.find(
    (row) =>
      row.orgId === kit.app.db.qaOrgs.comprehensive &&
      t.measureResults.filter((each) => each.cusUserId === row.cusUserId).length >= 2,
  )!;
  const { data } = await kit.get<Timeline>(API.cusUser('timeline'), { id: result.cusUserId });
  const measures = data.events.filter((event) => event.kind === 'measure');
  const results = t.measureResults.filter((row) => row.cusUserId === result.cusUserId);
  const plans = t.measurePlans.filter((row) => row.cusUserId === result.cusUserId);
  expect(measures).toHaveLength(results.length + plans.length);
  // the first result has no change; a later one carries it, as 完成咨询 shows it
  expect(measures.map((event) => event.title)).toContainEqual(
    expect.stringMatching(/^完成测评 (PHQ-9|GAD-7) \d+（[+-]?\d+）\S+$/),
  );
  const consents = t.consentRecords.filter((row) => row.cusUserId === result.cusUserId);
  expect(consents.length).toBeGreaterThan(0);
  const consentTitles = data.events
    .filter((event) => event.kind === 'consent')
    .map((event) => event.title);
  expect(consentTitles).toHaveLength(consents.length);
  for (const title of consentTitles)
    expect(title).toMatch(/^知情同意 v\d+（(纸质签署，工作人员录入|小程序内同意)）$/);
});

test('the timeline tells of referrals and their result, and that a case has supervision notes only to supervisors', async () => {
  const visitor = busiestVisitor();
  const order = visitor.orders[0];
  const partner = [...kit.app.db.counselling.tables.partners.values()][0];
  const casework = kit.app.db.casework;
  casework.referrals.set('r1', {
    id: 'r1',
    orgId: order.orgId,
    cusUserId: visitor.id,
    orderId: order.id,
    partnerId: partner.id,
    reason: '需精神科评估',
    urgency: '紧急',
    summary: '近两周情绪低落加重',
    result: '已就诊，建议药物治疗',
    followUpDate: '2025-07-10',
    status: '已反馈',
    createBy: '管理员',
    createTime: '2025-06-20 09:00:00',
    doneBy: '管理员',
    doneTime: '2025-06-25 16:00:00',
    closeReason: '',
  });
  casework.notes.set('n1', {
    id: 'n1',
    orgId: order.orgId,
    orderId: order.id,
    cusUserId: visitor.id,
    authorId: 'someone',
    text: '注意反移情',
    time: '2025-06-21 10:00:00',
    replies: [],
  });
  const titles = async (token?: string) =>
    (await kit.get<Timeline>(API.cusUser('timeline'), { id: visitor.id }, token)).data.events
      .filter((event) => event.kind === 'referral' || event.kind === 'supervision')
      .map((event) => event.title);
  expect(await titles()).toEqual([
    `转介反馈：${partner.name}`,
    `督导记录（订单 ${order.orderNo}）`,
    `外部转介：${partner.name}（紧急）`,
  ]);
  // the note's text is never on the timeline; an operator without 督导 does not learn of it
  withoutCode(PERM.supervision);
  expect(await titles(kit.tokens.operator)).toEqual([
    `转介反馈：${partner.name}`,
    `外部转介：${partner.name}（紧急）`,
  ]);
});

test('a measure that raises 测评预警 is a change of risk: 危机 when the critical item is answered', async () => {
  const visitor = busiestVisitor();
  const t = kit.app.db.counselling.tables;
  const customer = t.cusUsers.get(visitor.id)!;
  const phq9 = MEASURE_SCALES.find((scale) => scale.code === 'PHQ-9')!;
  // every item 0 but the ninth (self-harm thoughts): 1 point, the critical item hit
  storeMeasureResult(createIds(t.counters), t, {
    customer,
    scale: phq9,
    order: undefined,
    answers: [0, 0, 0, 0, 0, 0, 0, 0, 1],
    time: '2025-06-30 09:00:00',
  });
  const { data } = await kit.get<Overview>(API.cusUser('detail'), { id: visitor.id });
  expect(data.riskHistory[0]).toMatchObject({
    time: '2025-06-30 09:00:00',
    mentalStatus: 2,
    source: 'measure',
  });
});
