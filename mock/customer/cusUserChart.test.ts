import { PERM } from '../../src/shared/session/permissions';
import { MEASURE_SCALES, storeMeasureResult } from '../counselling/measures';
import { type ConsultOrder } from '../counselling/types';
import { createIds } from '../core/ids';
import { API, counsellingKit, type Kit, freeCustomers, NOW } from '../counselling/testKit';
import { formatDateTime } from '../core/time';

/**
 * 来访者档案 (issue 30 §1): the overview's figures and the timeline, joined from the visitor's
 * orders, follow-ups and calls, each part only for those who may read it.
 */
describe("the visitor's chart", () => {
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
});

/**
 * 来访者详情 lists the visitor's hotline calls beside orders and follow-ups, masked and permitted
 * as on the hotline list; customers answer orgId and deptId (issue 27, point 18).
 */
describe("a visitor's hotline calls", () => {
  let kit: Kit;
  beforeEach(async () => {
    kit = await counsellingKit();
  });

  const HOTLINE = '/server-platform/api/hotline/save';
  const listenerId = () =>
    kit.app.db.cooperApplies
      .filter((a) => a.orgId === kit.app.db.qaOrgs.comprehensive && a.status === 1)
      .map((a) => a.expertUserId)
      .find((id) => kit.app.db.expertProfiles.get(id)?.expertType === 1)!;
  const call = (minutesAgo: number, extra: Record<string, unknown>) => ({
    callStart: formatDateTime(NOW - minutesAgo * 60_000),
    callEnd: formatDateTime(NOW - (minutesAgo - 10) * 60_000),
    anonymous: 0,
    callerMobile: '13612345678',
    sex: 1,
    ageBand: '26-35岁',
    areaCode: '',
    listenerId: listenerId(),
    callType: '一般',
    problemTypeIds: [],
    summary: '来电倾诉工作压力',
    suicideIntent: 8,
    // a crisis call carries its emergency contact (issue 27 point 7)
    emergencyName: '林秀英',
    emergencyRelation: '母亲',
    emergencyMobile: '13812345678',
    hopelessness: 3,
    mentalStatus: 0,
    handling: '疏导',
    needFollowUp: 0,
    status: 1,
    ...extra,
  });

  interface Detail {
    orgId: string;
    deptId: string;
    mobile: string;
    hotlineCalls?: {
      id: string;
      callerMobile: string;
      anonymous: number;
      crisis: boolean;
      suicideIntent: number;
    }[];
  }

  test('linked calls and named calls from their mobile, newest first, masked; an anonymous call from the mobile is not theirs', async () => {
    const [customer] = freeCustomers(kit);
    const ownCalls = () =>
      [...kit.app.db.counselling.tables.hotlines.values()].filter(
        (row) =>
          row.cusUserId === customer.id ||
          (row.anonymous === 0 && row.callerMobile === customer.mobile),
      );
    const seeded = ownCalls().length;
    const linked = await kit.post<{ id: string }>(
      HOTLINE,
      call(300, { cusUserId: customer.id, callerMobile: '13712345670' }),
    );
    const fromMobile = await kit.post<{ id: string }>(
      HOTLINE,
      call(200, { callerMobile: customer.mobile }),
    );
    const anonymous = await kit.post<{ id: string }>(
      HOTLINE,
      call(100, { anonymous: 1, callerMobile: customer.mobile }),
    );
    const other = await kit.post<{ id: string }>(HOTLINE, call(50, {}));
    expect([linked, fromMobile, anonymous, other].map((answer) => answer.code)).toEqual([
      0, 0, 0, 0,
    ]);

    const detail = await kit.get<Detail>(API.cusUser('detail'), { id: customer.id });
    expect(detail.data).toMatchObject({ orgId: customer.orgId, deptId: customer.deptId });
    const calls = detail.data.hotlineCalls ?? [];
    expect(calls).toHaveLength(seeded + 2);
    expect(calls.slice(0, 2).map((row) => row.id)).toEqual([fromMobile.data.id, linked.data.id]);
    expect(calls.map((row) => row.id)).not.toContain(anonymous.data.id);
    expect(calls.map((row) => row.id)).not.toContain(other.data.id);
    expect(calls[0]).toMatchObject({ crisis: true, suicideIntent: 8 });
    expect(calls[0].callerMobile).toBe(
      `${customer.mobile.slice(0, 3)}****${customer.mobile.slice(7)}`,
    );
    expect(calls[1].callerMobile).toBe('137****5670');
  });

  test('without the hotline menu (06-01-02) the detail answers no calls; the list rows carry orgId and deptId', async () => {
    const [customer] = freeCustomers(kit);
    const identityId = kit.app.db.sessions.get(kit.tokens.admin)?.identityId ?? '';
    const identity = kit.app.db.identities.get(identityId)!;
    identity.btnCodes = identity.btnCodes.filter((code) => code !== PERM.hotline);
    const detail = await kit.get<Detail>(API.cusUser('detail'), { id: customer.id });
    expect(detail.code).toBe(0);
    expect(detail.data.hotlineCalls).toBeUndefined();
    const list = await kit.get<{ rows: { orgId: string; deptId: string }[] }>(API.cusUser('page'), {
      pageNum: '1',
      pageSize: '5',
    });
    list.data.rows.forEach((row) => expect(row.orgId).toBe(kit.app.db.qaOrgs.comprehensive));
    list.data.rows.forEach((row) => expect(typeof row.deptId).toBe('string'));
  });
});
