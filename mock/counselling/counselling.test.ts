import { createDb } from '../db';
import { type ConsultOrder } from './types';
import {
  API,
  counsellingKit,
  createBody,
  firstFreeSlot,
  freeCustomers,
  scheduledExperts,
  type Kit,
  NOW,
} from './testKit';
import { formatDateTime } from '../core/time';
import { PERM } from '../../src/shared/session/permissions';

describe('the counselling area', () => {
  let kit: Kit;
  beforeEach(async () => {
    kit = await counsellingKit();
  });

  const t = () => kit.app.db.counselling.tables;
  const org = () => kit.app.db.qaOrgs.comprehensive;
  /** A live order of the main organisation after today, of an expert it can schedule. */
  async function bookedAhead(): Promise<ConsultOrder> {
    const experts = new Set(await scheduledExperts(kit));
    return [...t().orders.values()].find(
      (o) =>
        o.orgId === org() &&
        o.status === 1 &&
        o.appointDate >= '2025-07-01' &&
        experts.has(o.expertId),
    )!;
  }
  const weekday = (date: string) => String(new Date(`${date}T00:00:00Z`).getUTCDay());

  describe('schedules', () => {
    test('the seed schedules 60+ experts, with bucket sets and overrides', () => {
      expect(t().schedules.size).toBeGreaterThanOrEqual(60);
      expect(t().overrides.length).toBeGreaterThan(0);
    });

    test('editing a week never drops a booked slot: the order is listed and keeps its slot', async () => {
      const order = await bookedAhead();
      const schedule = t().schedules.get(order.expertId)!;
      const before = JSON.stringify(order);
      const answer = await kit.post<{ affectedOrders: { id: string }[] }>(
        API.schedule('expert/save'),
        {
          expertId: order.expertId,
          bucketSetId: schedule.bucketSetId,
          week: { ...schedule.week, [weekday(order.appointDate)]: [] },
          effectiveFrom: schedule.effectiveFrom,
          effectiveTo: '',
          consultWays: [1],
        },
      );
      expect(answer.code).toBe(0);
      expect(answer.data.affectedOrders.map((row) => row.id)).toContain(order.id);
      expect(JSON.stringify(order)).toBe(before);
      expect(t().slots.get(`${order.expertId}|${order.appointDate}|${order.bucketId}`)).toBe(
        order.id,
      );
      const free = await kit.get<unknown[]>(API.schedule('freeSlots'), {
        expertId: order.expertId,
        date: order.appointDate,
      });
      expect(free.data).toEqual([]);
    });

    test('a rest day keeps booked orders and lists them; free slots follow the override', async () => {
      const order = await bookedAhead();
      const rest = await kit.post<{ id: string; affectedOrders: { id: string }[] }>(
        API.schedule('override/save'),
        {
          expertId: order.expertId,
          date: order.appointDate,
          type: 1,
          bucketIds: [],
        },
      );
      expect(rest.data.affectedOrders.map((row) => row.id)).toContain(order.id);
      expect(t().slots.get(`${order.expertId}|${order.appointDate}|${order.bucketId}`)).toBe(
        order.id,
      );
      expect(
        (
          await kit.get<unknown[]>(API.schedule('freeSlots'), {
            expertId: order.expertId,
            date: order.appointDate,
          })
        ).data,
      ).toEqual([]);
      expect((await kit.post(API.schedule('override/delete'), { id: rest.data.id })).code).toBe(0);
    });

    test('free slots never offer a booked bucket; a bucket with bookings cannot be removed from its set', async () => {
      const order = await bookedAhead();
      const free = await kit.get<{ id: string }[]>(API.schedule('freeSlots'), {
        expertId: order.expertId,
        date: order.appointDate,
      });
      expect(free.data.map((b) => b.id)).not.toContain(order.bucketId);
      const set = t().bucketSets.get(t().schedules.get(order.expertId)!.bucketSetId)!;
      const before = kit.digest();
      const answer = await kit.post(API.schedule('bucketSet/save'), {
        id: set.id,
        name: set.name,
        sessionMin: set.sessionMin,
        buckets: set.buckets.filter((b) => b.id !== order.bucketId),
        status: 1,
      });
      expect(answer).toMatchObject({ code: 10409, msg: '该时段已有预约，不能删除或修改' });
      expect(kit.digest()).toBe(before);
    });

    test('buckets of a set may not overlap', async () => {
      const answer = await kit.post(API.schedule('bucketSet/save'), {
        name: '重叠时段',
        sessionMin: 50,
        buckets: [
          { start: '09:00', end: '09:50' },
          { start: '09:30', end: '10:20' },
        ],
        status: 1,
      });
      expect(answer).toMatchObject({ code: 10400, msg: '时段不能重叠' });
    });
  });

  describe('customers', () => {
    test('add, edit, and a mobile already used is refused', async () => {
      const body = {
        name: '林晓',
        sex: 1,
        birthday: '1992-03-04',
        mobile: '13311112222',
        remark: '',
      };
      const added = await kit.post<{ id: string }>(API.cusUser('save'), body);
      expect(added).toMatchObject({ code: 0, msg: '保存成功' });
      expect(
        await kit.post(API.cusUser('save'), { ...body, name: '林晓晓', id: added.data.id }),
      ).toMatchObject({
        code: 0,
        msg: '编辑成功',
      });
      expect(t().cusUsers.get(added.data.id)).toMatchObject({
        name: '林晓晓',
        source: '手动录入',
        archived: 0,
      });
      expect(await kit.post(API.cusUser('save'), { ...body, name: '别人' })).toMatchObject({
        code: 10409,
        msg: '该手机号已存在',
      });
    });

    test('an archived customer sits in its own tab and cannot be booked until restored', async () => {
      const [customer] = freeCustomers(kit);
      expect(await kit.post(API.cusUser('archive'), { id: customer.id })).toMatchObject({
        code: 0,
        msg: '归档成功',
      });
      const archivedTab = await kit.get<{ rows: { id: string }[] }>(API.cusUser('page'), {
        archived: '1',
        keyword: customer.mobile,
      });
      expect(archivedTab.data.rows.map((row) => row.id)).toEqual([customer.id]);
      const [expertId] = await scheduledExperts(kit);
      const slot = await firstFreeSlot(kit, expertId);
      const body = createBody(kit, customer.id, expertId, slot.appointDate, slot.bucket.id);
      expect(await kit.post(API.consult('create'), body)).toMatchObject({
        code: 10409,
        msg: '该来访者已归档，不能预约',
      });
      expect(await kit.post(API.cusUser('restore'), { id: customer.id })).toMatchObject({
        code: 0,
        msg: '恢复成功',
      });
      expect((await kit.post(API.consult('create'), body)).code).toBe(0);
    });

    test('来访者 sorts by 咨询次数 and 最近咨询 over the whole list, both ways; another field is refused', async () => {
      type Row = { consultCount: number; lastConsultTime: string };
      const rows = async (sortField: string, sortOrder: string) => {
        const answer = await kit.get<{ rows: Row[] }>(API.cusUser('page'), {
          pageSize: '0',
          sortField,
          sortOrder,
        });
        expect(answer.code).toBe(0);
        return answer.data.rows;
      };
      const counts = (await rows('consultCount', 'desc')).map((row) => row.consultCount);
      expect(new Set(counts).size).toBeGreaterThan(2);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const last = (await rows('lastConsultTime', 'asc')).map((row) => row.lastConsultTime);
      // Those never consulted have no time: last either way.
      const dated = last.filter(Boolean);
      expect(new Set(dated).size).toBeGreaterThan(10);
      expect(last).toEqual([...dated.sort(), ...last.filter((time) => !time)]);
      const lastDesc = (await rows('lastConsultTime', 'desc')).map((row) => row.lastConsultTime);
      expect(lastDesc.filter(Boolean)).toEqual([...dated].reverse());
      const refused = await kit.get(API.cusUser('page'), { sortField: 'mobile', sortOrder: 'asc' });
      expect([refused.code, refused.msg]).toEqual([
        10400,
        expect.stringContaining('排序字段不正确'),
      ]);
    });

    test('a customer with a live order cannot be archived', async () => {
      const order = [...t().orders.values()].find((o) => o.orgId === org() && o.status === 1)!;
      const answer = await kit.post(API.cusUser('archive'), { id: order.cusUserId });
      expect(answer).toMatchObject({ code: 10409, msg: '该来访者有未完成的订单，不能归档' });
      expect(t().cusUsers.get(order.cusUserId)?.archived).toBe(0);
    });

    test('the seed holds 2,000+ customers of the organisation', () => {
      expect(
        [...t().cusUsers.values()].filter((row) => row.orgId === org()).length,
      ).toBeGreaterThanOrEqual(2000);
    });
  });

  describe('problem types', () => {
    interface Node {
      id: string;
      name: string;
      status: number;
      inUse: boolean;
      children: Node[];
    }
    const tree = async () => (await kit.get<Node[]>(API.problemType('tree'), {})).data;

    test('the seeded two-level tree', async () => {
      const groups = await tree();
      expect(groups.map((group) => group.name)).toEqual([
        '情绪管理领域',
        '个人成长领域',
        '心理健康领域',
      ]);
      expect(groups[1].children.map((child) => child.name)).toEqual([
        '人际关系',
        '个人成长',
        '职场发展',
        '亲子教育',
      ]);
    });

    test('add, rename, sort and disable; only two levels', async () => {
      const [group] = await tree();
      const added = await kit.post<{ id: string }>(API.problemType('save'), {
        pid: group.id,
        name: '孤独感',
        sort: 0,
      });
      expect(added.code).toBe(0);
      await kit.post(API.problemType('save'), {
        id: added.data.id,
        pid: group.id,
        name: '孤独与疏离',
        sort: 0,
      });
      expect((await tree())[0].children[0]).toMatchObject({ name: '孤独与疏离', inUse: false });
      expect(
        await kit.post(API.problemType('updateStatus'), { id: added.data.id, status: 0 }),
      ).toMatchObject({
        code: 0,
        msg: '停用成功',
      });
      const enabledOnly = (await kit.get<Node[]>(API.problemType('tree'), { status: '1' })).data;
      expect(enabledOnly[0].children.map((child) => child.id)).not.toContain(added.data.id);
      expect(
        await kit.post(API.problemType('save'), { pid: added.data.id, name: '第三级', sort: 1 }),
      ).toMatchObject({
        code: 10409,
        msg: '问题类型只有两级',
      });
    });

    test('a type in use cannot be deleted; an unused one can', async () => {
      const groups = await tree();
      const used = groups[0].children.find((child) => child.inUse)!;
      const before = kit.digest();
      expect(await kit.post(API.problemType('delete'), { id: used.id })).toMatchObject({
        code: 10409,
        msg: '该问题类型已被使用，不能删除，可停用',
      });
      expect(await kit.post(API.problemType('delete'), { id: groups[0].id })).toMatchObject({
        code: 10409,
        msg: '请先删除该分组下的问题类型',
      });
      expect(kit.digest()).toBe(before);
      const unused = groups[2].children.find((child) => !child.inUse)!;
      expect(unused.name).toBe('网络成瘾');
      expect(await kit.post(API.problemType('delete'), { id: unused.id })).toMatchObject({
        code: 0,
        msg: '删除成功',
      });
    });
  });

  test('the counselling tables are deterministic and built only on first use', () => {
    const first = createDb();
    const second = createDb();
    expect(first.counselling.built).toBe(false);
    expect(first.counselling.tables.orders.size).toBeGreaterThan(20000);
    expect(second.counselling.built).toBe(false);
    second.counselling.tables.orders.get('1'); // built on first use
    expect(JSON.stringify(first.counselling)).toBe(JSON.stringify(second.counselling));
    first.counselling.tables.cusUsers.clear();
    expect(JSON.stringify(first.counselling)).not.toBe(JSON.stringify(second.counselling));
  });
});

/**
 * Every counselling mobile follows the spec's one rule (shell spec §5: 1, then 3-9, then 9 digits):
 * customers, emergency contacts, hotline callers, partners and the crisis-notify numbers refuse
 * 12712345679 with the field's format message and store nothing (issue 27, point 17).
 */
describe("visitors' mobiles", () => {
  const BAD = '12712345679';

  let kit: Kit;
  beforeEach(async () => {
    kit = await counsellingKit();
  });

  const listenerId = () =>
    kit.app.db.cooperApplies
      .filter((a) => a.orgId === kit.app.db.qaOrgs.comprehensive && a.status === 1)
      .map((a) => a.expertUserId)
      .find((id) => kit.app.db.expertProfiles.get(id)?.expertType === 1)!;

  const customer = (mobile: string) => ({
    name: '周晓',
    sex: 1,
    birthday: '1990-05-06',
    mobile,
  });
  const partner = (mobile: string) => ({
    name: '测试市第一人民医院',
    type: 1,
    contact: '王敏',
    mobile,
    areaCode: '440000-440300-440305',
    coopStart: '2025-01-01',
    coopEnd: '',
    settlementRatio: 20,
  });
  const hotlineCall = (callerMobile: string) => ({
    callStart: formatDateTime(NOW - 40 * 60_000),
    callEnd: formatDateTime(NOW - 10 * 60_000),
    anonymous: 0,
    callerMobile,
    sex: 1,
    ageBand: '26-35岁',
    areaCode: '',
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
  });
  const orderConfig = (mobile: string) => ({
    acceptTimeoutMin: 30,
    cancelDeadlineHours: 24,
    remindBeforeMin: 60,
    autoConfirmDays: 3,
    bookingAheadDays: 1,
    bookingWindowDays: 14,
    breachPolicy: 'charge',
    crisisNotifyMobiles: ['13800138000', mobile],
  });
  async function order(emergencyMobile: string) {
    const [expertId] = await scheduledExperts(kit);
    const [visitor] = freeCustomers(kit);
    const { appointDate, bucket } = await firstFreeSlot(kit, expertId, visitor.id);
    return {
      ...createBody(kit, visitor.id, expertId, appointDate, bucket.id),
      emergencyMobile,
    };
  }

  const CALLS: [string, string, string, (mobile: string) => unknown][] = [
    ['来访者', API.cusUser('save'), '手机号格式不正确', customer],
    ['合作伙伴', '/server-platform/api/partner/save', '联系电话格式不正确', partner],
    ['热线来电', '/server-platform/api/hotline/save', '来电号码格式不正确', hotlineCall],
    [
      '订单设置',
      '/server-platform/api/consult/config/save',
      '危机通知手机号格式不正确',
      orderConfig,
    ],
  ];

  test.each(CALLS)(
    '%s (%s) refuses 12712345679 with %s, stores nothing, and takes 13712345679',
    async (_what, path, msg, body) => {
      const before = kit.digest();
      expect(await kit.post(path, body(BAD))).toMatchObject({ code: 10400, msg });
      expect(kit.digest()).toBe(before);
      expect(await kit.post(path, body('13712345679'))).toMatchObject({ code: 0 });
    },
  );

  test('新增订单 refuses the emergency contact 12712345679 (紧急联系人手机号格式不正确), stores nothing', async () => {
    const bad = await order(BAD);
    const before = kit.digest();
    expect(await kit.post(API.consult('create'), bad)).toMatchObject({
      code: 10400,
      msg: '紧急联系人手机号格式不正确',
    });
    expect(kit.digest()).toBe(before);
    expect(
      await kit.post(API.consult('create'), { ...bad, emergencyMobile: '13712345679' }),
    ).toMatchObject({
      code: 0,
    });
  });

  test('a new customer with an empty mobile: 手机号不能为空', async () => {
    const before = kit.digest();
    expect(await kit.post(API.cusUser('save'), customer(''))).toMatchObject({
      code: 10400,
      msg: '手机号不能为空',
    });
    expect(kit.digest()).toBe(before);
  });
});

/** Who may read and change customers and problem types (docs/api/counselling.md, "Who acts"). */
describe('people of the counselling area', () => {
  let kit: Kit;
  beforeEach(async () => {
    kit = await counsellingKit();
  });

  const REFUSED = { code: 10403, msg: '无权限执行该操作' };

  /** Takes codes away from the identity the token acts as. */
  function takeCodes(token: string, codes: string[]) {
    const identityId = kit.app.db.sessions.get(token)?.identityId ?? '';
    const identity = kit.app.db.identities.get(identityId)!;
    identity.btnCodes = identity.btnCodes.filter((code) => !codes.includes(code));
  }

  const NEW_CUSTOMER = { name: '周晓', sex: 1, birthday: '1990-05-06', mobile: '13912345678' };

  describe('customers', () => {
    test('operator01 reads the list (06-01-06) but no detail contact, and writes nothing', async () => {
      const op = kit.tokens.operator;
      expect((await kit.get(API.cusUser('page'), {}, op)).code).toBe(0);
      const [customer] = freeCustomers(kit);
      const archived = freeCustomers(kit, 1)[0];
      const before = kit.digest();
      expect(await kit.post(API.cusUser('save'), NEW_CUSTOMER, op)).toMatchObject(REFUSED);
      expect(
        await kit.post(API.cusUser('save'), { ...NEW_CUSTOMER, id: customer.id }, op),
      ).toMatchObject(REFUSED);
      expect(await kit.post(API.cusUser('archive'), { id: customer.id }, op)).toMatchObject(
        REFUSED,
      );
      expect(await kit.post(API.cusUser('restore'), { id: archived.id }, op)).toMatchObject(
        REFUSED,
      );
      expect(kit.digest()).toBe(before);
      const detail = await kit.get<{ mobile: string }>(
        API.cusUser('detail'),
        { id: customer.id },
        op,
      );
      expect(detail.data.mobile).toBe(
        `${customer.mobile.slice(0, 3)}****${customer.mobile.slice(7)}`,
      );
    });

    test('each write needs its own button code', async () => {
      const [customer, other] = freeCustomers(kit);
      const archived = freeCustomers(kit, 1)[0];
      takeCodes(kit.tokens.admin, [
        PERM.customerAdd,
        PERM.customerEdit,
        PERM.customerArchive,
        PERM.customerRestore,
        PERM.consultCreate,
      ]);
      const before = kit.digest();
      expect(await kit.post(API.cusUser('save'), NEW_CUSTOMER)).toMatchObject(REFUSED);
      expect(await kit.post(API.cusUser('save'), { ...NEW_CUSTOMER, id: other.id })).toMatchObject(
        REFUSED,
      );
      expect(await kit.post(API.cusUser('archive'), { id: customer.id })).toMatchObject(REFUSED);
      expect(await kit.post(API.cusUser('restore'), { id: archived.id })).toMatchObject(REFUSED);
      expect(kit.digest()).toBe(before);
    });

    test('the page is refused without 06-01-06 unless the caller may enter orders (新增订单)', async () => {
      takeCodes(kit.tokens.admin, [PERM.customers]);
      expect((await kit.get(API.cusUser('page'), {})).code).toBe(0);
      const [customer] = freeCustomers(kit);
      expect(await kit.get(API.cusUser('detail'), { id: customer.id })).toMatchObject(REFUSED);
      // Manual entry may add the visitor it books for.
      takeCodes(kit.tokens.admin, [PERM.customerAdd]);
      expect((await kit.post(API.cusUser('save'), NEW_CUSTOMER)).code).toBe(0);
      takeCodes(kit.tokens.admin, [PERM.consultCreate]);
      expect(await kit.get(API.cusUser('page'), {})).toMatchObject(REFUSED);
    });

    test('the detail shows the full mobile with 查看联系方式 only', async () => {
      const [customer] = freeCustomers(kit);
      const detail = () => kit.get<{ mobile: string }>(API.cusUser('detail'), { id: customer.id });
      expect((await detail()).data.mobile).toBe(customer.mobile);
      takeCodes(kit.tokens.admin, [PERM.customerViewContact]);
      expect((await detail()).data.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    });

    test('an edit without the mobile keeps it; a new customer needs one', async () => {
      const [customer] = freeCustomers(kit);
      const { mobile: _mobile, ...noMobile } = NEW_CUSTOMER;
      const before = kit.digest();
      expect(await kit.post(API.cusUser('save'), noMobile)).toMatchObject({
        code: 10400,
        msg: '手机号不能为空',
      });
      expect(kit.digest()).toBe(before);
      expect(
        await kit.post(API.cusUser('save'), { ...noMobile, id: customer.id, name: '改名' }),
      ).toMatchObject({ code: 0, msg: '编辑成功' });
      const row = kit.app.db.counselling.tables.cusUsers.get(customer.id)!;
      expect(row).toMatchObject({ name: '改名', mobile: customer.mobile });
    });
  });

  describe('problem types', () => {
    const tree = (as?: string) => kit.get<{ id: string }[]>(API.problemType('tree'), {}, as);

    test('the tree is read on its page and by the order and hotline pages; refused otherwise', async () => {
      // operator01 holds 06-01-01 (order list: the problem-type filter), not 06-01-07.
      expect((await tree(kit.tokens.operator)).code).toBe(0);
      takeCodes(kit.tokens.operator, [PERM.consultOrders]);
      expect((await tree(kit.tokens.operator)).code).toBe(0); // 06-01-02 热线订单
      takeCodes(kit.tokens.operator, ['06-01-02']);
      expect(await tree(kit.tokens.operator)).toMatchObject(REFUSED);
    });

    test('each write needs its own button code', async () => {
      const [group] = (await tree()).data;
      const op = kit.tokens.operator;
      const before = kit.digest();
      const calls = [
        ['save', { pid: group.id, name: '孤独感', sort: 1 }],
        ['save', { id: group.id, pid: '0', name: '改名', sort: 1 }],
        ['updateStatus', { id: group.id, status: 0 }],
        ['delete', { id: group.id }],
      ] as const;
      for (const [action, body] of calls)
        expect(await kit.post(API.problemType(action), body, op)).toMatchObject(REFUSED);
      expect(kit.digest()).toBe(before);
      takeCodes(kit.tokens.admin, [
        PERM.problemTypeAdd,
        PERM.problemTypeEdit,
        PERM.problemTypeStatus,
        PERM.problemTypeDelete,
      ]);
      const withoutButtons = kit.digest();
      for (const [action, body] of calls)
        expect(await kit.post(API.problemType(action), body)).toMatchObject(REFUSED);
      expect(kit.digest()).toBe(withoutButtons);
    });
  });
});
