import { loginAs } from '../testing';
import { API, counsellingKit, type Kit } from '../counselling/testKit';

let kit: Kit;
beforeEach(async () => {
  kit = await counsellingKit();
});

const tables = () => kit.app.db.counselling.tables;
const orgOrders = (status: number) =>
  [...tables().orders.values()].filter(
    (o) => o.orgId === kit.app.db.qaOrgs.comprehensive && o.status === status,
  );
const publishedScales = () =>
  [...kit.app.db.scaleArea.scales.values()].filter(
    (row) => row.orgId === kit.app.db.qaOrgs.comprehensive && row.status === 1,
  );
const recommend = (body: object, as?: string) => kit.post(API.consult('recommend'), body, as);
const rowsOf = (orderId: string) => tables().recommendations.filter((r) => r.orderId === orderId);

describe('推荐 after a session', () => {
  test('an admin recommends published scales to a 已完成 order: one row each, named, not twice', async () => {
    const order = orgOrders(3).find((o) => rowsOf(o.id).length === 0)!;
    const [a, b] = publishedScales();
    const body = { id: order.id, version: order.version, kind: 'scale', targetIds: [a.id, b.id] };
    expect(await recommend({ ...body, reason: '建议完成量表评估' })).toMatchObject({
      code: 0,
      msg: '推荐成功',
      data: { added: 2 },
    });
    expect(rowsOf(order.id)).toMatchObject([
      { type: 'scale', targetId: a.id, targetName: a.name, reason: '建议完成量表评估' },
      { type: 'scale', targetId: b.id, targetName: b.name },
    ]);
    const detail = await kit.get<{ recommendations: { targetName: string }[] }>(
      API.consult('detail'),
      { id: order.id },
    );
    expect(detail.data.recommendations.map((r) => r.targetName)).toEqual([a.name, b.name]);
    expect(await recommend(body)).toMatchObject({ code: 10409, msg: '所选项目已推荐过' });
    expect(rowsOf(order.id)).toHaveLength(2);
  });

  test('a cooperating expert to a 待确认 order', async () => {
    const order = orgOrders(2)[0];
    const other = [...tables().orders.values()].find(
      (o) => o.orgId === order.orgId && o.expertId !== order.expertId,
    )!;
    const answer = await recommend({ id: order.id, kind: 'expert', targetIds: [other.expertId] });
    expect(answer).toMatchObject({ code: 0, data: { added: 1 } });
    expect(rowsOf(order.id).at(-1)).toMatchObject({ type: 'expert', targetId: other.expertId });
  });

  test("the order's counsellor recommends without a button code, and the row names who did", async () => {
    const expert01 = [...kit.app.db.accounts.values()].find((a) => a.username === 'expert01')!;
    const own = orgOrders(2).find((o) => o.expertId === expert01.id)!;
    const targets = await kit.get<{ id: string; name: string }[]>(
      API.consult('recommendTargets'),
      { orderId: own.id, kind: 'scale' },
      kit.tokens.expert,
    );
    expect(targets.data.map((row) => row.id).sort()).toEqual(
      publishedScales()
        .map((row) => row.id)
        .sort(),
    );
    const scale = targets.data[0];
    const answer = await recommend(
      { id: own.id, kind: 'scale', targetIds: [scale.id], reason: '下次咨询前完成' },
      kit.tokens.expert,
    );
    expect(answer).toMatchObject({ code: 0, msg: '推荐成功', data: { added: 1 } });
    expect(rowsOf(own.id).at(-1)).toMatchObject({ targetId: scale.id, createBy: expert01.name });
    const detail = await kit.get<{ recommendations: { createBy: string }[] }>(
      API.consult('detail'),
      { id: own.id },
    );
    expect(detail.data.recommendations.at(-1)).toMatchObject({ createBy: expert01.name });
  });

  test('the targets: cooperating counsellors; an admin needs 06-01-01-13, a counsellor only their order', async () => {
    const order = orgOrders(3)[0];
    const experts = await kit.get<{ id: string; name: string }[]>(API.consult('recommendTargets'), {
      orderId: order.id,
      kind: 'expert',
    });
    expect(experts.data.length).toBeGreaterThan(0);
    expect(experts.data.map((row) => row.id)).toContain(order.expertId);
    const operator = (await loginAs(kit.app, 'operator01')).token;
    const query = { orderId: order.id, kind: 'scale' };
    expect(await kit.get(API.consult('recommendTargets'), query, operator)).toMatchObject({
      code: 10403,
      msg: '无权限执行该操作',
    });
    const expert01 = [...kit.app.db.accounts.values()].find((a) => a.username === 'expert01')!.id;
    const others = orgOrders(3).find((o) => o.expertId !== expert01)!;
    expect(
      await kit.get(
        API.consult('recommendTargets'),
        { orderId: others.id, kind: 'scale' },
        kit.tokens.expert,
      ),
    ).toMatchObject({ code: 10404 });
  });

  test('refusals store nothing', async () => {
    const done = orgOrders(3)[0];
    const scale = publishedScales()[0];
    const draft = [...kit.app.db.scaleArea.scales.values()].find(
      (row) => row.orgId === kit.app.db.qaOrgs.comprehensive && row.status !== 1,
    )!;
    const expert01 = [...kit.app.db.accounts.values()].find((a) => a.username === 'expert01')!.id;
    const othersOrder = orgOrders(3).find((o) => o.expertId !== expert01)!;
    const operator = (await loginAs(kit.app, 'operator01')).token;
    const before = kit.digest();
    const cases: [object, string | undefined, number, string][] = [
      [{ id: orgOrders(1)[0].id }, undefined, 10409, '订单待咨询，不能推荐'],
      [{ id: orgOrders(4)[0].id }, undefined, 10409, '订单已取消，不能推荐'],
      [
        { id: done.id, version: done.version + 1 },
        undefined,
        10409,
        '订单已被他人处理，请刷新后重试',
      ],
      [{ id: done.id, targetIds: [draft.id] }, undefined, 10409, '量表不存在或未发布'],
      [
        { id: done.id, kind: 'expert', targetIds: ['999999'] },
        undefined,
        10409,
        '该咨询师未与本机构合作',
      ],
      [{ id: done.id }, operator, 10403, '无权限执行该操作'],
      [{ id: othersOrder.id }, kit.tokens.expert, 10404, '记录不存在'],
      [{ id: '999999' }, undefined, 10404, '记录不存在'],
      [{ id: done.id, targetIds: [] }, undefined, 10400, '请选择推荐对象'],
      [{ id: done.id, kind: 'book' }, undefined, 10400, '推荐类型取值不正确'],
    ];
    for (const [extra, as, code, msg] of cases) {
      const body = { kind: 'scale', targetIds: [scale.id], ...extra };
      expect(await recommend(body, as)).toMatchObject({ code, msg });
    }
    expect(kit.digest()).toBe(before);
  });
});
