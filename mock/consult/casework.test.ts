import { PERM } from '../../src/shared/session/permissions';
import type { ConsultOrder } from '../counselling/types';
import { counsellingKit, expertTokenOf, type Kit } from '../counselling/testKit';

const REFERRAL = (action: string) => `/server-platform/api/referral/${action}`;
const SUPERVISION = (action: string) => `/server-platform/api/supervision/${action}`;

interface Referral {
  id: string;
  visitorName: string;
  orderNo: string;
  partnerName: string;
  status: string;
  result: string;
  followUpDate: string;
  createByName: string;
  doneBy: string;
}
interface Todo {
  type: string;
  bizType: string;
  bizId: string;
  bizNo: string;
  title: string;
  status: number;
  priority: number;
  dueTime: string;
  remark: string;
}
interface Notes {
  canWrite: boolean;
  notes: {
    id: string;
    authorName: string;
    text: string;
    replies: { authorName: string; role: string; text: string }[];
  }[];
}

let kit: Kit;
beforeEach(async () => {
  kit = await counsellingKit();
});

const accountId = (username: string) =>
  [...kit.app.db.accounts.values()].find((account) => account.username === username)!.id;
const tables = () => kit.app.db.counselling.tables;
/** expert01's case in admin01's organisation (the visitor on the books). */
const expertsCase = (): ConsultOrder =>
  [...tables().orders.values()].find(
    (o) =>
      o.orgId === kit.app.db.qaOrgs.comprehensive &&
      o.expertId === accountId('expert01') &&
      tables().cusUsers.get(o.cusUserId)?.archived === 0,
  )!;
/** A case of the organisation whose counsellor is not expert01. */
const othersCase = (): ConsultOrder =>
  [...tables().orders.values()].find(
    (o) => o.orgId === kit.app.db.qaOrgs.comprehensive && o.expertId !== accountId('expert01'),
  )!;
const partners = (status: number) =>
  [...tables().partners.values()].filter(
    (row) => row.orgId === kit.app.db.qaOrgs.comprehensive && row.status === status,
  );

const referralBody = (order: ConsultOrder) => ({
  cusUserId: order.cusUserId,
  orderId: order.id,
  partnerId: partners(1)[0].id,
  reason: '需精神科评估',
  urgency: '紧急',
  summary: '来访者近两周睡眠差、情绪低落，建议精神科评估。',
  followUpDate: '2025-07-07',
});
const referralsOf = (query: Record<string, string>, as?: string) =>
  kit.get<{ rows: Referral[]; total: number }>(
    REFERRAL('page'),
    { pageNum: '1', pageSize: '10', ...query },
    as,
  );
const referralTodos = async () =>
  (
    await kit.get<{ rows: Todo[] }>('/server-platform/api/todo/page', {
      pageNum: '1',
      pageSize: '100',
      type: '转介待反馈',
    })
  ).data.rows;

/** Takes 督导 away from operator01's identity (it holds it in the seed). */
function withoutSupervision() {
  const operator = accountId('operator01');
  for (const identity of kit.app.db.identities.values())
    if (identity.userId === operator)
      identity.btnCodes = identity.btnCodes.filter((code) => code !== PERM.supervision);
}

describe('outside referral', () => {
  test('made from an order, listed for the visitor and the partner, a to-do for its creator until the result closes it', async () => {
    const order = expertsCase();
    const body = referralBody(order);
    const saved = await kit.post<{ id: string }>(REFERRAL('save'), body);
    expect(saved).toMatchObject({ code: 0, msg: '转介已发起' });

    const byVisitor = await referralsOf({ cusUserId: order.cusUserId });
    expect(byVisitor.data.total).toBe(1);
    expect(byVisitor.data.rows[0]).toMatchObject({
      id: saved.data.id,
      visitorName: tables().cusUsers.get(order.cusUserId)!.name,
      orderNo: order.orderNo,
      partnerName: partners(1)[0].name,
      status: '待反馈',
      createByName: '王立新',
    });
    expect((await referralsOf({ partnerId: body.partnerId })).data.total).toBe(1);
    expect((await referralsOf({ partnerId: partners(1)[1].id })).data.total).toBe(0);

    const [todo] = await referralTodos();
    expect(todo).toMatchObject({
      bizType: 'referral',
      bizId: saved.data.id,
      status: 0,
      priority: 2,
      dueTime: '2025-07-07 23:59:59',
    });
    expect(todo.bizNo).toBe(`${byVisitor.data.rows[0].visitorName}→${partners(1)[0].name}`);

    // 办理 does not answer it: only the result does.
    const todoId = kit.app.db.counselling.tables.todos.find(
      (row) => row.bizId === saved.data.id && row.bizType === 'referral',
    )!.id;
    expect(await kit.post('/server-platform/api/todo/done', { id: todoId })).toMatchObject({
      code: 10409,
      msg: '请在来访者档案的外部转介中记录转介结果',
    });
    expect((await referralTodos())[0]).toMatchObject({ status: 0 });

    const recorded = await kit.post(REFERRAL('result'), {
      id: saved.data.id,
      result: '医院已接诊，开始药物治疗',
      followUpDate: '2025-07-20',
    });
    expect(recorded).toMatchObject({ code: 0, msg: '转介结果已记录' });
    expect((await referralsOf({ cusUserId: order.cusUserId })).data.rows[0]).toMatchObject({
      status: '已反馈',
      result: '医院已接诊，开始药物治疗',
      followUpDate: '2025-07-20',
      doneBy: '王立新',
    });
    expect((await referralTodos())[0]).toMatchObject({ status: 1 });
    expect(
      await kit.post(REFERRAL('result'), { id: saved.data.id, result: '再记一次' }),
    ).toMatchObject({ code: 10409, msg: '该转介已反馈或已关闭' });
  });

  test('closing one closes its to-do with the reason', async () => {
    const saved = await kit.post<{ id: string }>(REFERRAL('save'), referralBody(expertsCase()));
    expect(
      await kit.post(REFERRAL('close'), { id: saved.data.id, reason: '来访者拒绝转介' }),
    ).toMatchObject({ code: 0, msg: '转介已关闭' });
    expect((await referralTodos())[0]).toMatchObject({
      status: 2,
      remark: '转介关闭：来访者拒绝转介',
    });
  });

  test('bad input is refused in Chinese and stores nothing', async () => {
    const order = expertsCase();
    const other = [...tables().orders.values()].find(
      (o) => o.orgId === order.orgId && o.cusUserId !== order.cusUserId,
    )!;
    const before = kit.digest();
    const cases: [object, number, string][] = [
      [{ partnerId: undefined }, 10400, '请选择转介机构'],
      [{ reason: '  ' }, 10400, '请输入转介原因'],
      [{ urgency: '很急' }, 10400, '取值不正确'],
      [{ summary: '' }, 10400, '请输入转介摘要'],
      [{ followUpDate: '2025-06-29' }, 10400, '随访日期不能早于今天'],
      [{ orderId: other.id }, 10400, '订单与来访者不一致'],
      [{ partnerId: partners(2)[0].id }, 10409, '该合作伙伴当前不在合作中，不能转介'],
    ];
    for (const [change, code, msg] of cases) {
      const answer = await kit.post(REFERRAL('save'), { ...referralBody(order), ...change });
      expect({ code: answer.code, msg: answer.msg }).toEqual({
        code,
        msg: expect.stringContaining(msg),
      });
    }
    expect(kit.digest()).toBe(before);
    expect(kit.app.db.casework.referrals.size).toBe(0);
  });

  test('only holders of 外部转介 make one; an expert reads those of its own order only', async () => {
    const order = expertsCase();
    expect(
      await kit.post(REFERRAL('save'), referralBody(order), kit.tokens.operator),
    ).toMatchObject({ code: 10403 });
    await kit.post(REFERRAL('save'), referralBody(order));
    expect((await referralsOf({}, kit.tokens.operator)).data.total).toBe(1);
    expect(
      (await referralsOf({ orderId: order.id }, kit.tokens.expert)).data.rows[0],
    ).toMatchObject({ orderNo: order.orderNo });
    expect(await referralsOf({}, kit.tokens.expert)).toMatchObject({ code: 10403 });
    expect(await referralsOf({ orderId: othersCase().id }, kit.tokens.expert)).toMatchObject({
      code: 10404,
    });
  });
});

describe('supervision notes', () => {
  const notesOf = (orderId: string, as?: string) =>
    kit.get<Notes>(SUPERVISION('list'), { orderId }, as);
  const viewsOf = (orderId: string) =>
    kit.get<{ rows: { account: string; identity: string; kind: string }[]; total: number }>(
      SUPERVISION('views'),
      { orderId, pageNum: '1', pageSize: '10' },
    );

  test('a supervisor writes, the case’s counsellor reads and replies, every reading logged', async () => {
    const order = expertsCase();
    const saved = await kit.post<{ id: string }>(SUPERVISION('save'), {
      orderId: order.id,
      text: '注意来访者的自伤风险。',
    });
    expect(saved).toMatchObject({ code: 0, msg: '督导意见已保存' });

    const read = await notesOf(order.id, kit.tokens.expert);
    expect(read.data).toMatchObject({
      canWrite: false,
      notes: [{ authorName: '王立新', text: '注意来访者的自伤风险。', replies: [] }],
    });
    expect(
      await kit.post(
        SUPERVISION('reply'),
        { noteId: saved.data.id, text: '收到，下次会谈先做风险评估。' },
        kit.tokens.expert,
      ),
    ).toMatchObject({ code: 0, msg: '回复成功' });

    const admin = await notesOf(order.id);
    expect(admin.data.canWrite).toBe(true);
    expect(admin.data.notes[0].replies).toEqual([
      expect.objectContaining({ role: '咨询师', text: '收到，下次会谈先做风险评估。' }),
    ]);
    const supervisor = await notesOf(order.id, kit.tokens.operator);
    expect(supervisor.data.notes).toHaveLength(1);

    const log = await viewsOf(order.id);
    expect(log.data.rows.map(({ account, identity, kind }) => [account, identity, kind])).toEqual([
      ['operator01', '操作员', '订单详情'],
      ['admin01', '管理员', '订单详情'],
      ['expert01', '咨询师', '订单详情'],
    ]);
  });

  test('who may not read them: a counsellor not on the case, an identity without 督导; nothing logged', async () => {
    const order = expertsCase();
    await kit.post(SUPERVISION('save'), { orderId: order.id, text: '督导意见' });
    const stranger = await expertTokenOf(kit, othersCase().expertId);
    expect(await notesOf(order.id, stranger)).toMatchObject({ code: 10404 });
    withoutSupervision();
    for (const path of ['list', 'byCustomer'])
      expect(
        await kit.get(
          SUPERVISION(path),
          { orderId: order.id, cusUserId: order.cusUserId },
          kit.tokens.operator,
        ),
      ).toMatchObject({ code: 10403, msg: '仅本案咨询师、督导及机构管理员可查看督导记录' });
    expect(kit.app.db.casework.views).toEqual([]);
    expect(
      await kit.post(
        SUPERVISION('reply'),
        { noteId: [...kit.app.db.casework.notes.keys()][0], text: '我也说一句' },
        kit.tokens.operator,
      ),
    ).toMatchObject({ code: 10403 });
  });

  test('the counsellor replies but does not write notes; blank text is refused', async () => {
    const order = expertsCase();
    const before = kit.digest();
    expect(
      await kit.post(SUPERVISION('save'), { orderId: order.id, text: '自评' }, kit.tokens.expert),
    ).toMatchObject({ code: 10403, msg: '仅督导及机构管理员可填写督导记录' });
    expect(await kit.post(SUPERVISION('save'), { orderId: order.id, text: ' ' })).toMatchObject({
      code: 10400,
      msg: expect.stringContaining('请输入督导意见'),
    });
    expect(kit.digest()).toBe(before);
  });

  test('the chart lists the visitor’s notes for a supervisor, logged on each order', async () => {
    const order = expertsCase();
    await kit.post(SUPERVISION('save'), { orderId: order.id, text: '第一条' });
    await kit.post(SUPERVISION('save'), { orderId: order.id, text: '第二条' });
    const listed = await kit.get<{ rows: { text: string; orderNo: string }[] }>(
      SUPERVISION('byCustomer'),
      { cusUserId: order.cusUserId },
    );
    expect(listed.data.rows.map((row) => row.text)).toEqual(['第二条', '第一条']);
    expect(listed.data.rows[0].orderNo).toBe(order.orderNo);
    expect((await viewsOf(order.id)).data.rows[0]).toMatchObject({ kind: '来访者档案' });
  });
});
