import { loginAs } from '../testing';
import { changeRow } from '../counselling/rows';
import type { ConsultOrder } from '../counselling/types';
import {
  API,
  casePaper,
  counsellingKit,
  orderNow,
  type Kit,
  updateStatus,
} from '../counselling/testKit';

let kit: Kit;
beforeEach(async () => {
  kit = await counsellingKit();
});

const tables = () => kit.app.db.counselling.tables;
const account = (username: string) =>
  [...kit.app.db.accounts.values()].find((a) => a.username === username)!;
const crisisOrders = () =>
  [...tables().orders.values()].filter((o) => o.mentalStatus === 2 && o.emergencyMobile !== '');
const reveal = (body: object, as?: string) =>
  kit.post<{ emergencyMobile: string }>(API.consult('emergencyContact/reveal'), body, as);

test('staff without the contact code break glass on a crisis order: the number, and who, when and why in 操作记录', async () => {
  const order = crisisOrders().find((o) => o.orgId === kit.app.db.qaOrgs.comprehensive)!;
  const operator = (await loginAs(kit.app, 'operator01')).token;
  const detail = await kit.get<{ emergencyMobile: string }>(
    API.consult('detail'),
    { id: order.id },
    operator,
  );
  expect(detail.data.emergencyMobile).not.toBe(order.emergencyMobile);

  const answer = await reveal({ id: order.id, reason: '来访者失联，需联系家属' }, operator);
  expect(answer).toMatchObject({
    code: 0,
    data: {
      emergencyName: order.emergencyName,
      emergencyRelation: order.emergencyRelation,
      emergencyMobile: order.emergencyMobile,
    },
  });
  const logs = (
    await kit.get<{ logs: { actionLabel: string; by: string; note: string; time: string }[] }>(
      API.consult('detail'),
      { id: order.id },
      operator,
    )
  ).data.logs;
  expect(logs.at(-1)).toMatchObject({
    actionLabel: '紧急查看联系人',
    by: account('operator01').name,
    note: '来访者失联，需联系家属',
    time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  });
  expect(tables().orders.get(order.id)!.version).toBe(order.version);
});

test("the order's counsellor may too; refusals store nothing", async () => {
  const expertId = account('expert01').id;
  const own = crisisOrders().find((o) => o.expertId === expertId)!;
  expect(await reveal({ id: own.id, reason: '评估自伤风险' }, kit.tokens.expert)).toMatchObject({
    code: 0,
    data: { emergencyMobile: own.emergencyMobile },
  });

  const calm = [...tables().orders.values()].find(
    (o) => o.orgId === kit.app.db.qaOrgs.comprehensive && o.mentalStatus === 0,
  )!;
  const others = crisisOrders().find((o) => o.expertId !== expertId)!;
  const before = kit.digest();
  expect(await reveal({ id: calm.id, reason: '核实' })).toMatchObject({
    code: 10409,
    msg: '仅危机个案可紧急查看联系人',
  });
  expect(await reveal({ id: own.id, reason: '  ' }, kit.tokens.expert)).toMatchObject({
    code: 10400,
    msg: '请输入查看原因',
  });
  expect(await reveal({ id: others.id, reason: '核实' }, kit.tokens.expert)).toMatchObject({
    code: 10404,
  });
  expect(kit.digest()).toBe(before);
});

describe('完成咨询 of a crisis case (风险等级 高) needs an emergency contact', () => {
  /** expert01's 待咨询 order whose session has begun and which has no emergency contact. */
  const uncontacted = (): ConsultOrder =>
    [...tables().orders.values()].find(
      (o) =>
        o.expertId === account('expert01').id &&
        o.status === 1 &&
        o.appointDate < '2025-06-30' &&
        o.emergencyName === '' &&
        o.emergencyMobile === '',
    )!;
  const complete = (order: ConsultOrder, risk: '低' | '中' | '高', contact: object = {}) =>
    updateStatus(
      kit,
      'complete',
      { id: order.id, version: order.version, ...casePaper(kit, order, risk), ...contact },
      kit.tokens.expert,
    );
  const contact = {
    emergencyName: '林秀英',
    emergencyRelation: '母亲',
    emergencyMobile: '13812345678',
  };

  test('without one it is refused and nothing is stored: no record, the draft kept, the order as it was', async () => {
    const order = uncontacted();
    const { formId, answers } = casePaper(kit, order, '高');
    const draft = await kit.post(
      API.consult('caseRecord/draft'),
      { orderId: order.id, formId, answers: answers.slice(0, 2) },
      kit.tokens.expert,
    );
    expect(draft.code).toBe(0);
    const before = kit.digest();
    const refused = { code: 10400, msg: '危机个案须登记紧急联系人' };
    expect(await complete(order, '高')).toMatchObject(refused);
    // A part of one is not a contact: the staff must know whom they call, and how.
    expect(await complete(order, '高', { ...contact, emergencyRelation: '' })).toMatchObject(
      refused,
    );
    expect(await complete(order, '高', { ...contact, emergencyMobile: '' })).toMatchObject(refused);
    expect(await complete(order, '高', { ...contact, emergencyMobile: '1381234' })).toMatchObject({
      code: 10400,
      msg: '紧急联系人手机号格式不正确',
    });
    expect(kit.digest()).toBe(before);
    expect(orderNow(kit, order)).toMatchObject({ status: 1, version: order.version });
    expect(kit.app.db.caseRecords.written.has(order.id)).toBe(false);
    expect(kit.app.db.caseRecords.drafts.has(order.id)).toBe(true);
  });

  test('with one it completes, the order keeps the contact and the timeline says who, never the number', async () => {
    const order = uncontacted();
    expect(await complete(order, '高', contact)).toMatchObject({
      code: 0,
      data: { status: 2 },
    });
    expect(orderNow(kit, order)).toMatchObject({ ...contact, status: 2, mentalStatus: 2 });
    const detail = await kit.get<{ logs: { actionLabel: string; note: string }[] }>(
      API.consult('detail'),
      { id: order.id },
    );
    expect(detail.data.logs.at(-1)).toMatchObject({
      actionLabel: '完成咨询',
      note: '登记紧急联系人：林秀英（母亲）',
    });
    expect(JSON.stringify(detail.data.logs)).not.toContain('13812345678');
  });

  test("an order's own contact is enough; a crisis case fills in what the order lacks", async () => {
    const order = uncontacted();
    const t = tables();
    const partial = changeRow(t.orders, order, {
      emergencyName: '李晨',
      emergencyMobile: '13700000001',
    });
    expect(await complete(partial, '高')).toMatchObject({
      code: 10400,
      msg: '危机个案须登记紧急联系人',
    });
    expect(await complete(partial, '高', { emergencyRelation: '父亲' })).toMatchObject({ code: 0 });
    expect(orderNow(kit, order)).toMatchObject({
      emergencyName: '李晨',
      emergencyRelation: '父亲',
      emergencyMobile: '13700000001',
    });
    const contacted = [...t.orders.values()].find(
      (o) =>
        o.expertId === account('expert01').id &&
        o.status === 1 &&
        o.appointDate < '2025-06-30' &&
        o.emergencyMobile !== '' &&
        o.emergencyRelation !== '',
    )!;
    expect(await complete(contacted, '高')).toMatchObject({ code: 0 });
    expect(orderNow(kit, contacted)?.logs.at(-1)?.note).toBe('');
  });

  test('a whole contact given with a calmer case is kept too; a part of one is not taken', async () => {
    const [first, second] = [...tables().orders.values()].filter(
      (o) =>
        o.expertId === account('expert01').id &&
        o.status === 1 &&
        o.appointDate < '2025-06-30' &&
        o.emergencyMobile === '',
    );
    expect(await complete(first, '中', contact)).toMatchObject({ code: 0 });
    expect(orderNow(kit, first)).toMatchObject({ ...contact, mentalStatus: 1 });
    expect(await complete(second, '低', { emergencyName: '林秀英' })).toMatchObject({ code: 0 });
    expect(orderNow(kit, second)).toMatchObject({
      emergencyName: '',
      emergencyRelation: '',
      emergencyMobile: '',
      mentalStatus: 0,
    });
  });
});
