import { API, counsellingKit, type Kit } from '../counselling/testKit';

let kit: Kit;
beforeEach(async () => {
  kit = await counsellingKit();
});

const tables = () => kit.app.db.counselling.tables;
const expert01 = () => [...kit.app.db.accounts.values()].find((a) => a.username === 'expert01')!;
const remark = (body: object, as?: string) => kit.post(API.consult('remark'), body, as);
const lastLog = (id: string) => tables().orders.get(id)!.logs.at(-1);

describe('订单备注', () => {
  test('staff remark at any status: a timeline entry with author and time, status and version kept', async () => {
    const done = [...tables().orders.values()].find(
      (o) => o.orgId === kit.app.db.qaOrgs.comprehensive && o.status === 3,
    )!;
    const answer = await remark({ id: done.id, content: '来访者来电致谢' }, kit.tokens.operator);
    expect(answer).toMatchObject({ code: 0, msg: '备注已添加', data: { id: done.id } });
    const stored = tables().orders.get(done.id)!;
    expect(stored).toMatchObject({ status: 3, version: done.version });
    const operator = [...kit.app.db.accounts.values()].find((a) => a.username === 'operator01')!;
    expect(lastLog(done.id)).toMatchObject({
      action: 'remark',
      from: 3,
      to: 3,
      by: operator.name,
      note: '来访者来电致谢',
    });
    const detail = await kit.get<{ logs: { actionLabel: string; note: string; by: string }[] }>(
      API.consult('detail'),
      { id: done.id },
    );
    expect(detail.data.logs.at(-1)).toMatchObject({
      actionLabel: '备注',
      note: '来访者来电致谢',
      by: operator.name,
    });
  });

  test('the counsellor remarks on their own order; refusals store nothing', async () => {
    const own = [...tables().orders.values()].find(
      (o) => o.expertId === expert01().id && o.status === 1,
    )!;
    expect(
      await remark({ id: own.id, content: '约定下次带上睡眠日记' }, kit.tokens.expert),
    ).toMatchObject({ code: 0 });
    expect(lastLog(own.id)).toMatchObject({ by: expert01().name, note: '约定下次带上睡眠日记' });

    const others = [...tables().orders.values()].find((o) => o.expertId !== expert01().id)!;
    const before = kit.digest();
    expect(await remark({ id: own.id, content: '   ' }, kit.tokens.expert)).toMatchObject({
      code: 10400,
      msg: '请输入备注内容',
    });
    expect(await remark({ id: own.id, content: '长'.repeat(201) })).toMatchObject({
      code: 10400,
    });
    // Another counsellor's order answers as a missing one (point 6: ids do not leak).
    expect(
      await remark({ id: others.id, content: '不是我的订单' }, kit.tokens.expert),
    ).toMatchObject({ code: 10404, msg: '记录不存在' });
    expect(await remark({ id: '999999', content: '不存在' })).toMatchObject({ code: 10404 });
    expect(kit.digest()).toBe(before);
  });
});
