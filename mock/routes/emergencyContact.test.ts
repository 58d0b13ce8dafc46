import { loginAs } from '../testing';
import { API, counsellingKit, type Kit } from './counsellingTestKit';

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
