/** Measurement-based care in the mock: plans and their SMS, scoring on arrival, 测评预警, who may, refusals. */
import { DEFAULT_PLAN_AUTHOR, MEASURE_SCALES } from '../counselling/measures';
import type { ConsultOrder } from '../counselling/types';
import { call, visitorTokenOf } from '../testing';
import {
  API,
  counsellingKit,
  createBody,
  firstFreeSlot,
  freeCustomers,
  type Kit,
} from '../counselling/testKit';

const M = (action: string) => `/server-platform/api/measure/${action}`;
const [PHQ9, GAD7] = MEASURE_SCALES;

/** PHQ-9 answers summing to `score`, item 9 (critical) left at 0 unless `critical`. */
function phq(score: number, critical = 0): number[] {
  let left = score - critical;
  const answers = Array.from({ length: 8 }, () => {
    const chosen = Math.min(3, left);
    left -= chosen;
    return chosen;
  });
  return [...answers, critical];
}

const expertIdOf = (k: Kit) =>
  [...k.app.db.accounts.values()].find((account) => account.username === 'expert01')?.id ?? '';

/** A visitor of expert01's in the main organisation with a 待咨询 session, and that session. */
function expertVisitor(kit: Kit): { cusUserId: string; order: ConsultOrder } {
  const t = kit.app.db.counselling.tables;
  const expertId = expertIdOf(kit);
  const order = [...t.orders.values()].find(
    (row) =>
      row.orgId === kit.app.db.qaOrgs.comprehensive &&
      row.status === 1 &&
      row.expertId === expertId &&
      !t.measureResults.some((result) => result.cusUserId === row.cusUserId),
  );
  if (!order) throw new Error('no 待咨询 order of the QA expert');
  return { cusUserId: order.cusUserId, order };
}

async function submit(kit: Kit, orderId: string, body: object, visitorToken?: string) {
  const token = visitorToken ?? (await visitorTokenOf(kit.app, orderId));
  return call<{ id: string; score: number; band: string; alert: boolean }>(kit.app, {
    method: 'POST',
    path: M('submit'),
    body,
    token,
  });
}

const measureTodos = (kit: Kit, cusUserId: string) =>
  kit.app.db.counselling.tables.todos.filter(
    (todo) => todo.type === '测评预警' && todo.bizId === cusUserId,
  );

let kit: Kit;
beforeEach(async () => {
  kit = await counsellingKit();
});

test('the scored scales carry their bands, critical items and reliable change', async () => {
  const answer = await kit.get<{ code: string; bands: unknown[]; criticalItems: number[] }[]>(
    M('scales'),
    {},
  );
  expect(answer.code).toBe(0);
  expect(answer.data.map((scale) => scale.code)).toEqual(['PHQ-9', 'GAD-7']);
  expect(answer.data[0]).toMatchObject({
    name: '抑郁症筛查量表 PHQ-9',
    itemCount: 9,
    minScore: 0,
    maxScore: 27,
    criticalItems: [9],
    reliableChange: 5,
    options: [
      { label: '完全不会', score: 0 },
      { label: '好几天', score: 1 },
      { label: '一半以上的天数', score: 2 },
      { label: '几乎每天', score: 3 },
    ],
  });
  expect(answer.data[1]).toMatchObject({
    name: '广泛性焦虑量表 GAD-7',
    itemCount: 7,
    maxScore: 21,
  });
});

test('a plan before every session sends the measure for the booked sessions, once each, in the SMS log', async () => {
  const { cusUserId, order } = expertVisitor(kit);
  const t = kit.app.db.counselling.tables;
  const body = { cusUserId, formId: PHQ9.id, when: 'beforeEverySession', from: '2025-01-01' };
  const saved = await kit.post<{ id: string; sentSms: number }>(M('plan/save'), body);
  expect(saved.code).toBe(0);
  expect(saved.data.sentSms).toBeGreaterThanOrEqual(1);
  const sms = t.smsLogs.filter((row) => row.bizType === 'measure');
  expect(sms).toHaveLength(saved.data.sentSms);
  expect(sms[0]).toMatchObject({ template: 'MEASURE_INVITE', mobile: order.mobile });
  expect(sms[0].content).toContain('抑郁症筛查量表 PHQ-9');
  expect(sms[0].content).toMatch(/https:\/\/\S+formId=970001/);
  // Saved again (an edit), nothing is sent twice.
  const again = await kit.post<{ sentSms: number }>(M('plan/save'), { ...body, id: saved.data.id });
  expect(again.data.sentSms).toBe(0);
  const plans = await kit.get<{ id: string; scaleCode: string; when: string }[]>(M('plan/list'), {
    cusUserId,
  });
  expect(plans.data).toEqual([
    expect.objectContaining({ id: saved.data.id, scaleCode: 'PHQ-9', when: 'beforeEverySession' }),
  ]);
});

test('a session booked for a visitor with a plan sends the measure; every N sessions only the 1st, N+1th…', async () => {
  const [customer] = freeCustomers(kit);
  const t = kit.app.db.counselling.tables;
  const plan = { cusUserId: customer.id, formId: GAD7.id, when: 'everyNSessions', n: 2 };
  expect((await kit.post(M('plan/save'), { ...plan, from: '2025-07-01' })).code).toBe(0);
  const sent = () => t.smsLogs.filter((row) => row.bizType === 'measure').length;
  expect(sent()).toBe(0);
  const expertId = [...t.orders.values()].find((row) => row.status === 1)?.expertId ?? '';
  const book = async () => {
    const slot = await firstFreeSlot(kit, expertId, customer.id);
    const body = createBody(kit, customer.id, expertId, slot.appointDate, slot.bucket.id);
    const answer = await kit.post(API.consult('create'), body);
    expect(answer).toMatchObject({ code: 0 });
  };
  await book();
  expect(sent()).toBe(1);
  await book();
  expect(sent()).toBe(1);
  await book();
  expect(sent()).toBe(2);
});

test('the organisation’s default plan becomes a new visitor’s at the first booking, a once measure sent for it; not again, nor over a plan of their own', async () => {
  const t = kit.app.db.counselling.tables;
  const defaults = {
    items: [
      { formId: PHQ9.id, when: 'beforeEverySession', n: 0 },
      { formId: GAD7.id, when: 'once', n: 0 },
    ],
  };
  expect(await kit.post(M('defaultPlan/save'), defaults)).toMatchObject({
    code: 0,
    msg: '保存成功',
  });
  const read = await kit.get<{ items: { scaleCode: string; when: string }[] }>(
    M('defaultPlan'),
    {},
  );
  expect(read.data.items.map((item) => [item.scaleCode, item.when])).toEqual([
    ['PHQ-9', 'beforeEverySession'],
    ['GAD-7', 'once'],
  ]);

  const register = async (mobile: string) => {
    const saved = await kit.post<{ id: string }>(API.cusUser('save'), {
      ...{ name: '默认计划来访者', sex: 0, birthday: '1990-05-01', source: '', remark: '' },
      mobile,
    });
    expect(saved.code).toBe(0);
    return saved.data.id;
  };
  const expertId = [...t.orders.values()].find((row) => row.status === 1)?.expertId ?? '';
  const book = async (cusUserId: string) => {
    const slot = await firstFreeSlot(kit, expertId, cusUserId);
    const body = createBody(kit, cusUserId, expertId, slot.appointDate, slot.bucket.id);
    expect(await kit.post(API.consult('create'), body)).toMatchObject({ code: 0 });
    return slot.appointDate;
  };
  const plansOf = (cusUserId: string) =>
    t.measurePlans.filter((plan) => plan.cusUserId === cusUserId);
  const smsTo = (mobile: string) =>
    t.smsLogs.filter((row) => row.bizType === 'measure' && row.mobile === mobile);

  const fresh = await register('13612345671');
  const date = await book(fresh);
  expect(
    plansOf(fresh).map(({ formId, when, from, to, createBy }) => ({
      formId,
      when,
      from,
      to,
      createBy,
    })),
  ).toEqual([
    {
      formId: PHQ9.id,
      when: 'beforeEverySession',
      from: date,
      to: '',
      createBy: DEFAULT_PLAN_AUTHOR,
    },
    { formId: GAD7.id, when: 'once', from: date, to: '', createBy: DEFAULT_PLAN_AUTHOR },
  ]);
  // PHQ-9 for this session (before every session) and GAD-7 once
  expect(smsTo('13612345671').map((row) => row.content)).toEqual([
    expect.stringContaining('完成广泛性焦虑量表'),
    expect.stringContaining('完成抑郁症筛查量表'),
  ]);
  await book(fresh);
  expect(plansOf(fresh)).toHaveLength(2);

  // a visitor whose counsellor planned already keeps their own plan
  const planned = await register('13612345672');
  const own = {
    cusUserId: planned,
    formId: GAD7.id,
    when: 'everyNSessions',
    n: 3,
    from: '2025-07-01',
  };
  expect((await kit.post(M('plan/save'), own)).code).toBe(0);
  await book(planned);
  expect(plansOf(planned).map((plan) => plan.createBy)).not.toContain(DEFAULT_PLAN_AUTHOR);
  expect(plansOf(planned)).toHaveLength(1);
});

test('the default plan: only 订单设置 may read it and its 保存 write it; bad items are refused and nothing is stored', async () => {
  const t = kit.app.db.counselling.tables;
  expect(await kit.get(M('defaultPlan'), {}, kit.tokens.expert)).toMatchObject({ code: 10403 });
  const saveAs = (body: object, as?: string) => kit.post(M('defaultPlan/save'), body, as);
  const item = { formId: PHQ9.id, when: 'beforeEverySession', n: 0 };
  expect(await saveAs({ items: [item] }, kit.tokens.expert)).toMatchObject({ code: 10403 });
  expect(await saveAs({ items: [item, item] })).toMatchObject({
    code: 10400,
    msg: '默认测评计划中同一量表只能设置一次',
  });
  expect(await saveAs({ items: [{ ...item, formId: '1' }] })).toMatchObject({
    code: 10400,
    msg: '量表不存在',
  });
  expect(await saveAs({ items: [{ ...item, when: 'everyNSessions', n: 1 }] })).toMatchObject({
    code: 10400,
    msg: '每 N 次咨询的间隔次数须在2-20之间',
  });
  expect(await saveAs({ items: [{ ...item, when: 'sometimes' }] })).toMatchObject({
    code: 10400,
    msg: '测评时机取值不正确',
  });
  expect(t.measureDefaults.size).toBe(0);
});

test('results are scored on arrival; 16 after 8 raises 测评预警 for the counsellor and admins and marks the session', async () => {
  const { cusUserId, order } = expertVisitor(kit);
  const t = kit.app.db.counselling.tables;
  for (const score of [8, 11]) {
    const answer = await submit(kit, order.id, { formId: PHQ9.id, answers: phq(score) });
    expect(answer).toMatchObject({ code: 0, data: { score, alert: false } });
  }
  expect(measureTodos(kit, cusUserId)).toEqual([]);
  const third = await submit(kit, order.id, { formId: PHQ9.id, answers: phq(16) });
  expect(third).toMatchObject({ code: 0, data: { score: 16, band: '中重度', alert: true } });
  const todos = measureTodos(kit, cusUserId);
  expect(todos.map((todo) => todo.assignee).sort()).toEqual([order.expertId, 'orgAdmins'].sort());
  expect(todos[0].title).toContain('PHQ-9 16（+8）中重度');
  expect(todos[0].title).toContain('较首次可靠恶化');
  expect(t.orders.get(order.id)?.measureAlert).toBe(
    '测评预警：PHQ-9 16（+8）中重度，较首次可靠恶化',
  );

  const detail = await kit.get<{ measureAlert: string; measures: { line: string }[] }>(
    API.consult('detail'),
    { id: order.id },
  );
  expect(detail.data.measureAlert).toContain('PHQ-9 16（+8）');
  expect(detail.data.measures.map((row) => row.line)).toEqual(['PHQ-9 16（+8）中重度']);

  const list = await kit.get<{
    results: { score: number; change: number | null; verdict: string | null; orderId: string }[];
    sessions: { orderId: string }[];
  }>(M('result/list'), { cusUserId });
  expect(list.data.results.map((row) => [row.score, row.change, row.verdict])).toEqual([
    [8, null, null],
    [11, 3, 'unchanged'],
    [16, 8, 'deteriorated'],
  ]);
  expect(list.data.results.every((row) => row.orderId === order.id)).toBe(true);
  expect(list.data.sessions.map((row) => row.orderId)).toContain(order.id);
});

test('a critical item or the top band raises 测评预警 on the first result too', async () => {
  const { cusUserId, order } = expertVisitor(kit);
  const critical = await submit(kit, order.id, { formId: PHQ9.id, answers: phq(3, 1) });
  expect(critical.data).toMatchObject({ score: 3, band: '无', alert: true });
  expect(measureTodos(kit, cusUserId)[0].title).toContain('危急条目阳性');
  const top = await submit(kit, order.id, { formId: GAD7.id, answers: Array(7).fill(3) });
  expect(top.data).toMatchObject({ score: 21, band: '重度', alert: true });
  expect(measureTodos(kit, cusUserId).at(-1)?.title).toContain('最高分段');
});

test('the answers name each item and choice, for the counsellor and admins only, every view logged', async () => {
  const { cusUserId, order } = expertVisitor(kit);
  const sent = await submit(kit, order.id, { formId: PHQ9.id, answers: phq(4, 1) });
  const id = sent.data.id;
  const detail = await kit.get<{ answers: { item: string; answer: string; critical: boolean }[] }>(
    M('result/detail'),
    { id },
  );
  expect(detail.code).toBe(0);
  expect(detail.data.answers).toHaveLength(9);
  expect(detail.data.answers[0]).toEqual({
    item: '做事时提不起劲或没有兴趣',
    answer: '几乎每天',
    score: 3,
    critical: false,
  });
  expect(detail.data.answers[8]).toMatchObject({ answer: '好几天', critical: true });
  const byExpert = await kit.get(M('result/detail'), { id }, kit.tokens.expert);
  expect(byExpert.code).toBe(0);
  const byOperator = await kit.get(M('result/detail'), { id }, kit.tokens.operator);
  expect(byOperator).toMatchObject({ code: 10403, msg: '仅来访者的咨询师或机构管理员可以操作' });
  // The operator may read the scores on the chart, not write plans.
  expect((await kit.get(M('result/list'), { cusUserId }, kit.tokens.operator)).code).toBe(0);
  const views = kit.app.db.counselling.tables.measureViews;
  // Two views: admin01's and expert01's; the operator's refusal is no view.
  expect(views.map((view) => [view.resultId, view.account])).toEqual([
    [id, 'admin01'],
    [id, 'expert01'],
  ]);
  expect(views[0].cusUserId).toBe(cusUserId);
});

test('who may: the visitor’s counsellor and the organisation; no one else learns the visitor exists', async () => {
  const { cusUserId } = expertVisitor(kit);
  const t = kit.app.db.counselling.tables;
  const plan = { cusUserId, formId: PHQ9.id, when: 'once', from: '2025-06-30' };
  expect((await kit.post(M('plan/save'), plan, kit.tokens.expert)).code).toBe(0);
  expect(await kit.post(M('plan/save'), plan, kit.tokens.operator)).toMatchObject({
    code: 10403,
    msg: '仅来访者的咨询师或机构管理员可以操作',
  });
  // A visitor expert01 never saw: as a missing one.
  const stranger = [...t.cusUsers.values()].find(
    (row) =>
      row.orgId === kit.app.db.qaOrgs.comprehensive &&
      ![...t.orders.values()].some(
        (order) => order.cusUserId === row.id && order.expertId === expertIdOf(kit),
      ),
  );
  expect(
    (await kit.get(M('plan/list'), { cusUserId: stranger?.id ?? '' }, kit.tokens.expert)).code,
  ).toBe(10404);
  // Another organisation's visitor, for admin01.
  const other = [...t.cusUsers.values()].find(
    (row) => row.orgId !== kit.app.db.qaOrgs.comprehensive,
  );
  expect((await kit.get(M('result/list'), { cusUserId: other?.id ?? '' })).code).toBe(10404);
  const plans = t.measurePlans.filter((row) => row.cusUserId === cusUserId);
  expect((await kit.post(M('plan/delete'), { id: plans[0].id }, kit.tokens.operator)).code).toBe(
    10403,
  );
  expect((await kit.post(M('plan/delete'), { id: plans[0].id })).code).toBe(0);
  expect(t.measurePlans.some((row) => row.id === plans[0].id)).toBe(false);
});

test('bad input is refused with 10400 and a Chinese msg, and nothing is stored', async () => {
  const { cusUserId, order } = expertVisitor(kit);
  // The token first: handing one out is stored.
  const token = await visitorTokenOf(kit.app, order.id);
  const before = kit.digest();
  const refusals: [object, string][] = [
    [{ formId: '123456', answers: phq(5) }, '量表不存在'],
    [{ formId: PHQ9.id, answers: phq(5).slice(1) }, 'PHQ-9共9题，请回答全部题目'],
    [{ formId: PHQ9.id, answers: [4, 0, 0, 0, 0, 0, 0, 0, 0] }, '第1题的选项不存在'],
    [{ formId: GAD7.id, answers: [0, 0, 0, 0, 0, 0, -1] }, '第7题的选项不存在'],
  ];
  for (const [body, msg] of refusals)
    expect(await submit(kit, order.id, body, token)).toMatchObject({ code: 10400, msg });
  const plans: [object, string][] = [
    [{ cusUserId, formId: '123456', when: 'once', from: '2025-07-01' }, '量表不存在'],
    [
      { cusUserId, formId: PHQ9.id, when: 'everyNSessions', n: 1, from: '2025-07-01' },
      '每 N 次咨询的间隔次数须在2-20之间',
    ],
    [
      { cusUserId, formId: PHQ9.id, when: 'once', from: '2025-07-01', to: '2025-06-01' },
      '结束日期不能早于开始日期',
    ],
  ];
  for (const [body, msg] of plans)
    expect(await kit.post(M('plan/save'), body)).toMatchObject({ code: 10400, msg });
  expect(kit.digest()).toBe(before);
  // Without the visitor's token the submit asks for the mini-program's login.
  const anonymous = await call(kit.app, {
    method: 'POST',
    path: M('submit'),
    body: { formId: PHQ9.id, answers: phq(5) },
  });
  expect(anonymous).toMatchObject({ code: 10001, msg: '请先登录小程序' });
});

test('QA submits for a visitor through /__mock__/measure', async () => {
  const { cusUserId } = expertVisitor(kit);
  const answer = await call<{ score: number }>(kit.app, {
    method: 'POST',
    path: '/__mock__/measure',
    query: { cusUserId, formId: PHQ9.id, answers: phq(9).join(',') },
  });
  expect(answer).toMatchObject({ code: 0, data: { score: 9, band: '轻度' } });
  const refused = await call(kit.app, {
    method: 'POST',
    path: '/__mock__/measure',
    query: { cusUserId, formId: PHQ9.id, answers: '1,2' },
  });
  expect(refused).toMatchObject({ code: 10400, msg: 'PHQ-9共9题，请回答全部题目' });
});

test('测评结局 counts visitors with two or more results by the reliable-change rule, per counsellor and in all', async () => {
  type Row = {
    key: string;
    visitors: number;
    improved: number;
    unchanged: number;
    deteriorated: number;
    deterioratedRate: number;
  };
  const outcomes = () =>
    kit.get<{ rows: Row[]; summary: Row }>(M('outcomes'), {
      startDate: '2023-01-01',
      endDate: '2025-06-30',
    });
  const before = await outcomes();
  expect(before.code).toBe(0);
  // The seed's measured visitors improve or stay unchanged.
  expect(before.data.summary.visitors).toBeGreaterThan(0);
  expect(before.data.summary.deteriorated).toBe(0);
  expect(before.data.summary.improved + before.data.summary.unchanged).toBe(
    before.data.summary.visitors,
  );
  expect(before.data.rows.reduce((sum, row) => sum + row.visitors, 0)).toBe(
    before.data.summary.visitors,
  );

  const { order } = expertVisitor(kit);
  await submit(kit, order.id, { formId: PHQ9.id, answers: phq(8) });
  const one = await outcomes();
  // One result is no outcome yet.
  expect(one.data.summary.visitors).toBe(before.data.summary.visitors);
  await submit(kit, order.id, { formId: PHQ9.id, answers: phq(13) });
  const after = await outcomes();
  expect(after.data.summary).toMatchObject({
    visitors: before.data.summary.visitors + 1,
    deteriorated: 1,
  });
  const expertRow = after.data.rows.find((row) => row.key === order.expertId);
  expect(expertRow).toMatchObject({ visitors: 1, deteriorated: 1, deterioratedRate: 100 });

  expect(
    await kit.get(M('outcomes'), { startDate: '2025-06-30', endDate: '2025-06-01' }),
  ).toMatchObject({ code: 10400, msg: '结束日期不能早于开始日期' });
});
