import {
  API as CONSULT_API,
  createBody,
  firstFreeSlot,
  freeCustomers,
  scheduledExperts,
  counsellingKit,
  type Kit,
  NOW,
} from '../counselling/testKit';
import { DEFAULT_ORDER_CONFIG } from '../counselling/config';
import { formatDateTime } from '../core/time';

const API = {
  hotline: (action: string) => `/server-platform/api/hotline/${action}`,
  todo: (action: string) => `/server-platform/api/todo/${action}`,
  followUp: (action: string) => `/server-platform/api/followUp/${action}`,
};

let kit: Kit;
beforeEach(async () => {
  kit = await counsellingKit();
});

const tables = () => kit.app.db.counselling.tables;
const mainOrg = () => kit.app.db.qaOrgs.comprehensive;
const listenerId = () =>
  kit.app.db.cooperApplies
    .filter((a) => a.orgId === mainOrg() && a.status === 1)
    .map((a) => a.expertUserId)
    .find((id) => kit.app.db.expertProfiles.get(id)?.expertType === 1)!;
const counsellorId = () =>
  kit.app.db.cooperApplies
    .filter((a) => a.orgId === mainOrg() && a.status === 1)
    .map((a) => a.expertUserId)
    .find((id) => kit.app.db.expertProfiles.get(id)?.expertType === 0)!;
const minutesAgo = (minutes: number) => formatDateTime(NOW - minutes * 60_000);

function callBody(extra: Record<string, unknown> = {}) {
  return {
    callStart: minutesAgo(40),
    callEnd: minutesAgo(10),
    anonymous: 0,
    callerMobile: '13612345678',
    sex: 1,
    ageBand: '26-35岁',
    areaCode: '310000-310100-310104',
    listenerId: listenerId(),
    callType: '一般',
    problemTypeIds: [],
    summary: '来电倾诉工作压力',
    suicideIntent: 2,
    hopelessness: 3,
    mentalStatus: 0,
    handling: '疏导',
    needFollowUp: 0,
    status: 1,
    ...extra,
  };
}

const CONTACT = {
  emergencyName: '林秀英',
  emergencyRelation: '母亲',
  emergencyMobile: '13812345678',
};

interface Saved {
  id: string;
  hotlineNo: string;
  crisis: boolean;
  crisisTodoId: string;
}
interface Badge {
  total: number;
  crisisTodos: number;
  pendingOrders: number;
}
const badge = async () => (await kit.get<Badge>(API.todo('badge'), { menuCode: '06' })).data;

describe('seed', () => {
  test('500+ calls in the QA organisation, 1,000+ follow-ups, crisis calls with their to-dos; the list masks mobiles', async () => {
    const calls = [...tables().hotlines.values()].filter((row) => row.orgId === mainOrg());
    expect(calls.length).toBeGreaterThanOrEqual(500);
    expect(tables().followUps.length).toBeGreaterThanOrEqual(1000);
    const crisis = calls.filter((row) => row.suicideIntent >= 7 || row.mentalStatus === 2);
    expect(crisis.length).toBeGreaterThan(0);
    crisis.forEach((row) =>
      expect(tables().todos.some((todo) => todo.bizId === row.id && todo.type === '危机跟进')).toBe(
        true,
      ),
    );
    expect(calls.some((row) => row.orderId !== '')).toBe(true);
    const list = await kit.get<{
      rows: { callerMobile: string; anonymous: number }[];
      total: number;
    }>(API.hotline('page'), { pageNum: '1', pageSize: '50' });
    expect(list.data.total).toBe(calls.length);
    const named = list.data.rows.filter((row) => row.anonymous === 0);
    named.forEach((row) => expect(row.callerMobile).toMatch(/^1\d{2}\*{4}\d{4}$/));
  });
});

describe('record a call', () => {
  test('a crisis call (suicide intent 7) raises the 危机跟进 to-do due in 24 h, an SMS to each crisis mobile, and the badge grows', async () => {
    const before = await badge();
    const smsBefore = tables().smsLogs.length;
    const answer = await kit.post<Saved>(
      API.hotline('save'),
      callBody({ suicideIntent: 7, ...CONTACT }),
    );
    expect(answer).toMatchObject({ code: 0, msg: '保存成功，已生成危机跟进待办' });
    expect(answer.data.crisis).toBe(true);
    const todo = tables().todos.find((row) => row.id === answer.data.crisisTodoId)!;
    expect(todo).toMatchObject({
      type: '危机跟进',
      bizType: 'hotline',
      bizId: answer.data.id,
      assignee: 'orgAdmins',
      status: 0,
      dueTime: formatDateTime(kit.clock.now + 24 * 3_600_000),
    });
    const sms = tables().smsLogs.slice(smsBefore);
    expect(sms.map((row) => row.mobile)).toEqual(DEFAULT_ORDER_CONFIG.crisisNotifyMobiles);
    sms.forEach((row) => expect(row.bizType).toBe('crisis'));
    expect(await badge()).toEqual({
      ...before,
      total: before.total + 1,
      crisisTodos: before.crisisTodos + 1,
    });
  });

  test('mentalStatus 2 alone is a crisis; saving it again raises no second to-do', async () => {
    const first = await kit.post<Saved>(
      API.hotline('save'),
      callBody({ mentalStatus: 2, ...CONTACT }),
    );
    expect(first.data.crisisTodoId).not.toBe('');
    const again = await kit.post<Saved>(
      API.hotline('save'),
      callBody({
        id: first.data.id,
        mentalStatus: 2,
        suicideIntent: 9,
        callerMobile: '',
        ...CONTACT,
      }),
    );
    expect(again).toMatchObject({ code: 0, msg: '保存成功', data: { crisisTodoId: '' } });
    expect(
      tables().todos.filter((todo) => todo.bizId === first.data.id && todo.type === '危机跟进'),
    ).toHaveLength(1);
    expect(tables().hotlines.get(first.data.id)?.callerMobile).toBe('13612345678');
  });

  test('a call that is no crisis raises none; a 待处理 one gives its recorder a 热线待处理 to-do, closed when the call is 已完结', async () => {
    const todosBefore = tables().todos.length;
    const saved = await kit.post<Saved>(
      API.hotline('save'),
      callBody({ status: 0, suicideIntent: 6 }),
    );
    expect(saved.data).toMatchObject({ crisis: false, crisisTodoId: '' });
    const added = tables().todos.slice(todosBefore);
    expect(added.map((todo) => todo.type)).toEqual(['热线待处理']);
    await kit.post(API.hotline('save'), callBody({ id: saved.data.id, status: 2 }));
    // Closing a to-do stores a new row in its place.
    expect(tables().todos[todosBefore].status).toBe(1);
  });

  test.each([
    [{ callEnd: minutesAgo(50) }, 10400, '结束时间须晚于来电时间'],
    [
      {
        callStart: minutesAgo(-60),
        callEnd: minutesAgo(-90),
      },
      10400,
      '来电时间不能晚于当前时间',
    ],
    [{ callerMobile: '' }, 10400, '请输入来电号码'],
    [{ callerMobile: '12345' }, 10400, '来电号码格式不正确'],
    [{ listenerId: 'counsellor' }, 10409, '该接线员未与本机构合作'],
    [{ listenerId: '999999' }, 10409, '该接线员未与本机构合作'],
    [{ problemTypeIds: ['999999'] }, 10409, '问题类型不存在或已停用'],
    [{ cusUserId: '999999' }, 10404, '记录不存在'],
    [{ id: '999999' }, 10404, '记录不存在'],
    [{ suicideIntent: 11 }, 10400, '自杀意念范围0-10'],
    [{ hopelessness: -1 }, 10400, '无望感范围0-10'],
    [{ suicideIntent: undefined }, 10400, '请输入自杀意念'],
    [{ callType: '投诉' }, 10400, '来电类型取值不正确'],
    [{ handling: undefined }, 10400, '请选择处理方式'],
    [{ ageBand: undefined }, 10400, '请选择年龄段'],
    [{ summary: '  ' }, 10400, '请输入通话摘要'],
    [{ summary: '长'.repeat(501) }, 10400, '通话摘要最大输入长度500'],
    [{ callStart: '2025-06-30' }, 10400, '来电时间格式不正确'],
    [{ listenerId: undefined }, 10400, '请选择接线员'],
    [{ mentalStatus: 3 }, 10400, '心理状态取值不正确'],
  ])('%o is refused with %i %s and nothing is stored', async (extra, code, msg) => {
    const body = callBody(extra);
    if (body.listenerId === 'counsellor') body.listenerId = counsellorId();
    const before = kit.digest();
    expect(await kit.post(API.hotline('save'), body)).toMatchObject({ code, msg });
    expect(kit.digest()).toBe(before);
  });

  test('an anonymous call needs no number; expert01 and an identity without 06-01-02 are refused', async () => {
    const saved = await kit.post<Saved>(
      API.hotline('save'),
      callBody({ anonymous: 1, callerMobile: '' }),
    );
    expect(saved).toMatchObject({ code: 0 });
    const before = kit.digest();
    expect(await kit.post(API.hotline('save'), callBody(), kit.tokens.expert)).toMatchObject({
      code: 10403,
    });
    expect(kit.digest()).toBe(before);
  });
});

describe('turn a call into a consult order (hotlineId on consult create)', () => {
  async function orderBody(hotlineId: string, appointMode = 1) {
    const [expertId] = await scheduledExperts(kit);
    const customer = freeCustomers(kit)[0];
    const slot = await firstFreeSlot(kit, expertId, customer.id);
    return {
      ...createBody(kit, customer.id, expertId, slot.appointDate, slot.bucket.id),
      appointMode,
      hotlineId,
    };
  }

  test('the order links the call (handling 转预约); a second conversion is refused', async () => {
    const saved = await kit.post<Saved>(API.hotline('save'), callBody());
    const body = await orderBody(saved.data.id);
    const created = await kit.post<{ id: string }>(CONSULT_API.consult('create'), body);
    expect(created.code).toBe(0);
    expect(tables().hotlines.get(saved.data.id)).toMatchObject({
      orderId: created.data.id,
      cusUserId: body.cusUserId,
      handling: '转预约',
    });
    expect(tables().orders.get(created.data.id)?.appointMode).toBe(1);
    const before = kit.digest();
    const again = await kit.post(CONSULT_API.consult('create'), await orderBody(saved.data.id));
    expect(again).toMatchObject({ code: 10409, msg: '该热线工单已转预约' });
    expect(kit.digest()).toBe(before);
  });

  test('refusals: not appointMode 1, an unknown call, another visitor than the call names', async () => {
    const saved = await kit.post<Saved>(
      API.hotline('save'),
      callBody({ cusUserId: freeCustomers(kit)[5].id }),
    );
    const before = kit.digest();
    expect(
      await kit.post(CONSULT_API.consult('create'), await orderBody(saved.data.id, 2)),
    ).toMatchObject({ code: 10400, msg: '热线转预约的预约方式须为热线' });
    expect(await kit.post(CONSULT_API.consult('create'), await orderBody('999999'))).toMatchObject({
      code: 10404,
      msg: '记录不存在',
    });
    expect(
      await kit.post(CONSULT_API.consult('create'), await orderBody(saved.data.id)),
    ).toMatchObject({ code: 10409, msg: '来访者与热线工单不一致' });
    expect(kit.digest()).toBe(before);
  });
});

interface TodoRow {
  id: string;
  type: string;
  status: number;
  overdue: boolean;
  dueTime: string;
  assignee: string;
  bizNo: string;
}

describe('to-dos', () => {
  test('admin01 sees the administrators’ to-dos, filtered by type and status, overdue flagged; operator01 does not', async () => {
    const open = await kit.get<{ rows: TodoRow[]; total: number }>(API.todo('page'), {
      pageNum: '1',
      pageSize: '100',
      status: '0',
    });
    expect(open.data.total).toBeGreaterThan(0);
    open.data.rows.forEach((row) => {
      expect(row.status).toBe(0);
      expect(row.overdue).toBe(row.dueTime < formatDateTime(kit.clock.now));
    });
    const overdue = await kit.get<{ rows: TodoRow[] }>(API.todo('page'), {
      pageNum: '1',
      pageSize: '100',
      overdue: '1',
    });
    overdue.data.rows.forEach((row) => expect(row.overdue).toBe(true));
    const crisis = await kit.get<{ rows: TodoRow[] }>(API.todo('page'), {
      pageNum: '1',
      pageSize: '100',
      type: '危机跟进',
    });
    crisis.data.rows.forEach((row) => {
      expect(row.type).toBe('危机跟进');
      expect(row.assignee).toBe('机构管理员');
      expect(row.bizNo).not.toBe('');
    });
    const operator = await kit.get<{ total: number }>(
      API.todo('page'),
      { pageNum: '1', pageSize: '10', type: '危机跟进' },
      kit.tokens.operator,
    );
    expect(operator).toMatchObject({ code: 0, data: { total: 0 } });
  });

  test('done and close move an open to-do once; the badge drops when a crisis to-do closes', async () => {
    const crisis = await kit.post<Saved>(
      API.hotline('save'),
      callBody({ suicideIntent: 8, ...CONTACT }),
    );
    const grown = await badge();
    const closed = await kit.post(API.todo('close'), {
      id: crisis.data.crisisTodoId,
      reason: '已联系家属送医',
    });
    expect(closed).toMatchObject({ code: 0, msg: '关闭成功' });
    expect(await badge()).toMatchObject({ crisisTodos: grown.crisisTodos - 1 });
    const todo = tables().todos.find((row) => row.id === crisis.data.crisisTodoId)!;
    expect(todo).toMatchObject({ status: 2, remark: '已联系家属送医', doneBy: '王立新' });

    const before = kit.digest();
    expect(await kit.post(API.todo('done'), { id: todo.id })).toMatchObject({
      code: 10409,
      msg: '该待办已关闭',
    });
    expect(await kit.post(API.todo('close'), { id: todo.id, reason: '重复' })).toMatchObject({
      code: 10409,
      msg: '该待办已关闭',
    });
    expect(await kit.post(API.todo('close'), { id: '999999', reason: '重复' })).toMatchObject({
      code: 10404,
    });
    expect(await kit.post(API.todo('close'), { id: todo.id, reason: ' ' })).toMatchObject({
      code: 10400,
      msg: '请输入关闭原因',
    });
    // an administrators' to-do is not operator01's
    expect(await kit.post(API.todo('done'), { id: todo.id }, kit.tokens.operator)).toMatchObject({
      code: 10404,
    });
    expect(await kit.get(API.todo('badge'), { menuCode: '05' })).toMatchObject({
      code: 10400,
      msg: '菜单编码不正确',
    });
    expect(kit.digest()).toBe(before);

    const other = await kit.post<Saved>(
      API.hotline('save'),
      callBody({ mentalStatus: 2, ...CONTACT }),
    );
    expect(await kit.post(API.todo('done'), { id: other.data.crisisTodoId })).toMatchObject({
      code: 0,
      msg: '办理成功',
    });
    expect(await kit.post(API.todo('done'), { id: other.data.crisisTodoId })).toMatchObject({
      code: 10409,
      msg: '该待办已办理',
    });
  });

  test('the 06-01-08 badge counts the open crisis to-dos the caller’s 待办 list shows', async () => {
    const listed = async (token: string) =>
      (
        await kit.get<{ total: number }>(
          API.todo('page'),
          { pageNum: '1', pageSize: '10', type: '危机跟进', status: '0' },
          token,
        )
      ).data.total;
    const badgeOf = async (token: string) =>
      (await kit.get<Badge>(API.todo('badge'), { menuCode: '06' }, token)).data;
    await kit.post<Saved>(API.hotline('save'), callBody({ suicideIntent: 9, ...CONTACT }));
    const admin = await badgeOf(kit.tokens.admin);
    expect(admin.crisisTodos).toBeGreaterThan(0);
    expect(admin.crisisTodos).toBe(await listed(kit.tokens.admin));
    // operator01 is not an administrator: the administrators' crisis to-dos are not on its list.
    const operator = await badgeOf(kit.tokens.operator);
    expect(operator.crisisTodos).toBe(await listed(kit.tokens.operator));
    expect(operator).toEqual({
      total: admin.pendingOrders,
      crisisTodos: 0,
      pendingOrders: admin.pendingOrders,
    });
  });

  test('the badge counts the 待接单 orders of the organisation', async () => {
    const pending = [...tables().orders.values()].filter(
      (order) => order.orgId === mainOrg() && order.status === 0,
    ).length;
    expect((await badge()).pendingOrders).toBe(pending);
    expect(await kit.get(API.todo('badge'), { menuCode: '06' }, kit.tokens.expert)).toMatchObject({
      code: 10403,
    });
  });
});

interface FollowUpRow {
  id: string;
  status: number;
  overdue: boolean;
  planTime: string;
  source: string;
  hotlineNo: string;
}

describe('follow-ups', () => {
  test('plan one for a call, record it with a next date: the 待回访 to-do is done and the next one planned', async () => {
    const call = await kit.post<Saved>(API.hotline('save'), callBody());
    const planned = await kit.post<{ id: string; todoId: string }>(API.followUp('plan'), {
      hotlineId: call.data.id,
      planTime: formatDateTime(kit.clock.now + 2 * 86_400_000),
      method: '电话',
      content: '了解情绪变化',
    });
    expect(planned).toMatchObject({ code: 0, msg: '回访已安排' });
    const todo = tables().todos.find((row) => row.id === planned.data.todoId)!;
    expect(todo).toMatchObject({ type: '待回访', status: 0, assignee: '200001' });
    const detail = await kit.get<{ followUps: { id: string }[] }>(API.hotline('detail'), {
      id: call.data.id,
    });
    expect(detail.data.followUps.map((row) => row.id)).toEqual([planned.data.id]);

    const before = kit.digest();
    expect(
      await kit.post(API.followUp('plan'), {
        hotlineId: call.data.id,
        planTime: formatDateTime(kit.clock.now + 86_400_000),
        method: '电话',
      }),
    ).toMatchObject({ code: 10409, msg: '已有待回访的计划，请先记录' });
    expect(kit.digest()).toBe(before);

    const recorded = await kit.post<{ id: string; nextId: string }>(API.followUp('record'), {
      id: planned.data.id,
      status: 1,
      method: '电话',
      content: '情绪平稳，已恢复工作',
      result: '稳定',
      mentalStatus: 0,
      nextAction: '再次咨询',
      nextFollowUpDate: '2025-07-10',
    });
    expect(recorded).toMatchObject({ code: 0, msg: '回访已记录' });
    expect(tables().todos.find((row) => row.id === todo.id)?.status).toBe(1);
    const next = tables().followUps.find((row) => row.id === recorded.data.nextId)!;
    expect(next).toMatchObject({
      status: 0,
      planTime: '2025-07-10 10:00:00',
      hotlineId: call.data.id,
    });
  });

  test('a follow-up recorded as 危机 raises the 危机跟进 to-do due in 24 h and an SMS to each crisis mobile', async () => {
    const open = tables().followUps.find(
      (row) =>
        row.status === 0 && !row.hotlineId && tables().orders.get(row.orderId)?.orgId === mainOrg(),
    )!;
    const order = tables().orders.get(open.orderId)!;
    const before = await badge();
    const sms = tables().smsLogs.length;
    const recorded = await kit.post<{ crisisTodoId: string }>(API.followUp('record'), {
      id: open.id,
      status: 1,
      method: '电话',
      content: '来访者情绪低落，有轻生念头',
      result: '恶化',
      mentalStatus: 2,
      nextAction: '转介',
    });
    expect(recorded).toMatchObject({ code: 0, msg: '回访已记录，已生成危机跟进待办' });
    const todo = tables().todos.find((row) => row.id === recorded.data.crisisTodoId)!;
    expect(todo).toMatchObject({
      type: '危机跟进',
      bizType: 'followUp',
      bizId: open.id,
      assignee: 'orgAdmins',
      priority: 2,
      status: 0,
      title: `危机跟进：${order.visitorName}（回访，订单${order.orderNo}）`,
      dueTime: '2025-07-01 10:00:00',
    });
    const sent = tables().smsLogs.slice(sms);
    expect(sent.map((row) => [row.mobile, row.bizType, row.template])).toEqual([
      ['13800138000', 'crisis', 'CRISIS_NOTIFY'],
      ['13900139000', 'crisis', 'CRISIS_NOTIFY'],
    ]);
    expect(sent[0].content).toBe(
      `危机预警：来访者${order.visitorName}（订单${order.orderNo}）回访评估为危机，请在24小时内跟进`,
    );
    expect(await badge()).toMatchObject({ crisisTodos: before.crisisTodos + 1 });
    const listed = await kit.get<{ rows: TodoRow[] }>(API.todo('page'), {
      pageNum: '1',
      pageSize: '100',
      type: '危机跟进',
      status: '0',
    });
    expect(listed.data.rows.find((row) => row.id === todo.id)?.bizNo).toBe(order.orderNo);
  });

  test('a follow-up recorded without crisis raises none', async () => {
    const open = tables().followUps.find((row) => row.status === 0 && row.hotlineId)!;
    const todos = tables().todos.length;
    const recorded = await kit.post<{ crisisTodoId: string }>(API.followUp('record'), {
      id: open.id,
      status: 1,
      method: '电话',
      content: '情绪平稳',
      result: '稳定',
      mentalStatus: 1,
      nextAction: '结案',
    });
    expect(recorded).toMatchObject({ code: 0, msg: '回访已记录', data: { crisisTodoId: '' } });
    expect(
      tables()
        .todos.slice(todos)
        .map((row) => row.type),
    ).toEqual([]);
  });

  test.each([
    ['plan', {}, 10400, '请选择回访的订单或热线工单'],
    ['plan', { orderId: 'ORDER', hotlineId: 'CALL' }, 10400, '订单与热线工单只能选择一个'],
    [
      'plan',
      { hotlineId: 'CALL', planTime: '2020-01-01 10:00:00' },
      10400,
      '计划回访时间不能早于当前时间',
    ],
    ['plan', { orderId: '999999' }, 10404, '记录不存在'],
    ['plan', { hotlineId: 'CALL', method: '邮件' }, 10400, '回访方式取值不正确'],
    ['plan', { hotlineId: 'CALL', planTime: undefined }, 10400, '请选择计划回访时间'],
    ['record', { id: 'DONE' }, 10409, '该回访已记录'],
    ['record', { id: '999999' }, 10404, '记录不存在'],
    ['record', { id: 'OPEN', nextFollowUpDate: '2025-06-30' }, 10400, '下次回访日期须晚于今天'],
    [
      'record',
      { id: 'OPEN', nextAction: '结案', nextFollowUpDate: '2025-07-09' },
      10400,
      '结案后不能再安排回访',
    ],
    ['record', { id: 'OPEN', status: 0 }, 10400, '回访状态取值不正确'],
    ['record', { id: 'OPEN', content: '' }, 10400, '请输入回访内容'],
    ['record', { id: 'OPEN', result: undefined }, 10400, '请选择回访结果'],
  ])('%s %o is refused with %i %s and nothing is stored', async (action, extra, code, msg) => {
    const call = [...tables().hotlines.values()].find(
      (row) => row.orgId === mainOrg() && !tables().followUps.some((f) => f.hotlineId === row.id),
    )!;
    const order = [...tables().orders.values()].find((row) => row.orgId === mainOrg())!;
    const open = tables().followUps.find((row) => row.status === 0 && row.hotlineId)!;
    const done = tables().followUps.find((row) => row.status === 1 && row.hotlineId)!;
    const ids: Record<string, string> = {
      CALL: call.id,
      ORDER: order.id,
      OPEN: open.id,
      DONE: done.id,
    };
    const resolved = Object.fromEntries(
      Object.entries(extra).map(([key, value]) => [
        key,
        typeof value === 'string' ? (ids[value] ?? value) : value,
      ]),
    );
    const base =
      action === 'plan'
        ? { planTime: formatDateTime(kit.clock.now + 86_400_000), method: '电话' }
        : {
            status: 1,
            method: '电话',
            content: '情绪平稳',
            result: '稳定',
            mentalStatus: 0,
            nextAction: '再次咨询',
          };
    const before = kit.digest();
    expect(await kit.post(API.followUp(action), { ...base, ...resolved })).toMatchObject({
      code,
      msg,
    });
    expect(kit.digest()).toBe(before);
  });

  test('the list filters by status, source and overdue, and flags overdue plans', async () => {
    const overdue = await kit.get<{ rows: FollowUpRow[]; total: number }>(API.followUp('page'), {
      pageNum: '1',
      pageSize: '50',
      overdue: '1',
    });
    // At the seed's own hour too: some follow-ups that fell due are still pending.
    expect(overdue.data.total).toBeGreaterThan(0);
    overdue.data.rows.forEach((row) => {
      expect(row).toMatchObject({ status: 0, overdue: true });
      expect(row.planTime < formatDateTime(kit.clock.now)).toBe(true);
    });
    const hotline = await kit.get<{ rows: FollowUpRow[]; total: number }>(API.followUp('page'), {
      pageNum: '1',
      pageSize: '50',
      source: 'hotline',
      status: '1',
    });
    expect(hotline.data.total).toBeGreaterThan(0);
    hotline.data.rows.forEach((row) => {
      expect(row).toMatchObject({ source: 'hotline', status: 1, overdue: false });
      expect(row.hotlineNo).toMatch(/^RX\d{14}$/);
    });
    const all = await kit.get<{ total: number }>(API.followUp('page'), {
      pageNum: '1',
      pageSize: '1',
    });
    expect(all.data.total).toBeGreaterThanOrEqual(1000);
  });
});

describe('order config', () => {
  const valid = {
    acceptTimeoutMin: 45,
    cancelDeadlineHours: 12,
    remindBeforeMin: 30,
    autoConfirmDays: 5,
    bookingAheadDays: 2,
    bookingWindowDays: 21,
    breachPolicy: 'free',
    crisisNotifyMobiles: ['13800138000'],
  };
  const CONFIG = '/server-platform/api/consult/config';

  test('saved per organisation; a crisis call then texts the new crisis mobiles', async () => {
    expect(await kit.post(`${CONFIG}/save`, valid)).toMatchObject({ code: 0, msg: '保存成功' });
    expect(await kit.get(CONFIG, {})).toMatchObject({ code: 0, data: valid });
    const smsBefore = tables().smsLogs.length;
    await kit.post(API.hotline('save'), callBody({ mentalStatus: 2, ...CONTACT }));
    expect(
      tables()
        .smsLogs.slice(smsBefore)
        .map((row) => row.mobile),
    ).toEqual(['13800138000']);
  });

  test.each([
    [{ bookingWindowDays: 2 }, '可预约天数须大于提前预约天数'],
    [{ acceptTimeoutMin: 4 }, '接单超时分钟数范围5-1440'],
    [{ crisisNotifyMobiles: [] }, '请至少填写一个危机通知手机号'],
    [{ crisisNotifyMobiles: ['13800138000', '13800138000'] }, '危机通知手机号不能重复'],
    [{ crisisNotifyMobiles: ['123'] }, '危机通知手机号格式不正确'],
    [{ breachPolicy: 'half' }, '请选择爽约收费规则'],
  ])('%o is refused: %s, nothing stored', async (extra, msg) => {
    const before = kit.digest();
    expect(await kit.post(`${CONFIG}/save`, { ...valid, ...extra })).toMatchObject({
      code: 10400,
      msg,
    });
    expect(kit.digest()).toBe(before);
  });

  test('operator01 (no 06-01-09) and another organisation are refused', async () => {
    const before = kit.digest();
    expect(await kit.post(`${CONFIG}/save`, valid, kit.tokens.operator)).toMatchObject({
      code: 10403,
    });
    expect(await kit.get(CONFIG, { orgId: kit.app.db.qaOrgs.customer })).toMatchObject({
      code: 10403,
      msg: '只能查看本机构的订单设置',
    });
    expect(kit.digest()).toBe(before);
  });
});

test('follow-ups filter by the number of their call or order', async () => {
  const call = [...tables().hotlines.values()].find(
    (row) => row.orgId === mainOrg() && tables().followUps.some((f) => f.hotlineId === row.id),
  )!;
  const answer = await kit.get<{ rows: { hotlineNo: string }[]; total: number }>(
    API.followUp('page'),
    { bizNo: call.hotlineNo, pageSize: '50' },
  );
  expect(answer.code).toBe(0);
  expect(answer.data.total).toBe(
    tables().followUps.filter((row) => row.hotlineId === call.id).length,
  );
  expect(answer.data.rows.every((row) => row.hotlineNo === call.hotlineNo)).toBe(true);
});

describe('a crisis call has an emergency contact (issue 27 point 7)', () => {
  interface Row {
    id: string;
    emergencyName: string;
    emergencyRelation: string;
    emergencyMobile: string;
    noContactReason: string;
  }
  const detail = async (id: string) => (await kit.get<Row>(API.hotline('detail'), { id })).data;

  test.each([
    [{ suicideIntent: 7 }, '危机来电须登记紧急联系人'],
    [{ mentalStatus: 2 }, '危机来电须登记紧急联系人'],
    [
      { suicideIntent: 8, emergencyName: '林秀英', emergencyMobile: '13812345678' },
      '危机来电须登记紧急联系人',
    ],
    [
      { suicideIntent: 8, anonymous: 1, callerMobile: '' },
      '匿名危机来电须登记紧急联系人或填写未留联系人原因',
    ],
    [
      { suicideIntent: 8, anonymous: 1, callerMobile: '', noContactReason: '   ' },
      '匿名危机来电须登记紧急联系人或填写未留联系人原因',
    ],
    [
      { suicideIntent: 8, ...CONTACT, emergencyMobile: '12712345679' },
      '紧急联系人手机号格式不正确',
    ],
  ])('%o is refused with 10400 %s and nothing is stored', async (extra, msg) => {
    const before = kit.digest();
    expect(await kit.post(API.hotline('save'), callBody(extra))).toMatchObject({
      code: 10400,
      msg,
    });
    expect(kit.digest()).toBe(before);
  });

  test('a crisis call saved with its contact keeps it: masked in the list, in full in the detail for a holder of 06-01-01-12, masked without it; an edit with no mobile keeps it', async () => {
    const saved = await kit.post<Saved>(
      API.hotline('save'),
      callBody({ suicideIntent: 9, ...CONTACT }),
    );
    expect(saved).toMatchObject({ code: 0, data: { crisis: true } });
    expect(tables().hotlines.get(saved.data.id)).toMatchObject(CONTACT);
    const list = await kit.get<{ rows: (Row & { hotlineNo: string })[] }>(API.hotline('page'), {
      pageNum: '1',
      pageSize: '5',
      keyword: saved.data.hotlineNo,
    });
    expect(list.data.rows[0]).toMatchObject({ ...CONTACT, emergencyMobile: '138****5678' });
    expect(await detail(saved.data.id)).toMatchObject(CONTACT);

    await kit.post(
      API.hotline('save'),
      callBody({ id: saved.data.id, suicideIntent: 9, ...CONTACT, emergencyMobile: '' }),
    );
    expect(tables().hotlines.get(saved.data.id)?.emergencyMobile).toBe('13812345678');

    const identityId = kit.app.db.sessions.get(kit.tokens.admin)?.identityId ?? '';
    const identity = kit.app.db.identities.get(identityId)!;
    identity.btnCodes = identity.btnCodes.filter((code) => code !== '06-01-01-12');
    expect((await detail(saved.data.id)).emergencyMobile).toBe('138****5678');
  });

  test('an anonymous crisis caller who will not give a contact: the reason is stored instead; a call that is no crisis needs neither', async () => {
    const reason = '来电者坚持匿名，拒绝提供紧急联系人';
    const saved = await kit.post<Saved>(
      API.hotline('save'),
      callBody({ suicideIntent: 8, anonymous: 1, callerMobile: '', noContactReason: reason }),
    );
    expect(saved).toMatchObject({ code: 0, data: { crisis: true } });
    expect(await detail(saved.data.id)).toMatchObject({
      noContactReason: reason,
      emergencyMobile: '',
    });
    expect(await kit.post(API.hotline('save'), callBody({ suicideIntent: 6 }))).toMatchObject({
      code: 0,
    });
  });

  test('the seeded crisis calls have a contact, or (anonymous ones) the reason they have none', () => {
    const crisis = [...tables().hotlines.values()].filter(
      (row) => row.suicideIntent >= 7 || row.mentalStatus === 2,
    );
    expect(crisis.length).toBeGreaterThan(0);
    crisis.forEach((row) =>
      expect(
        (row.emergencyName !== '' && row.emergencyRelation !== '' && row.emergencyMobile !== '') ||
          (row.anonymous === 1 && row.noContactReason !== ''),
      ).toBe(true),
    );
  });
});
