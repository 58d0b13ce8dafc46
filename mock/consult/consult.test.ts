import { addDays } from '../../src/shared/counselling/slotRule';
import { type ConsultOrder } from '../counselling/types';
import {
  API,
  casePaper,
  createBody,
  firstFreeSlot,
  freeCustomers,
  orderNow,
  scheduledExperts,
  counsellingKit,
  type Kit,
  updateStatus,
} from '../counselling/testKit';

describe('consult orders', () => {
  interface ListAnswer {
    rows: { id: string; status: number; mobile: string; expertId: string }[];
    total: number;
    statusCounts: { status: number; label: string; count: number }[];
  }
  interface Moved {
    id: string;
    status: number;
    version: number;
  }

  let kit: Kit;
  beforeEach(async () => {
    kit = await counsellingKit();
  });

  const orders = () => [...kit.app.db.counselling.tables.orders.values()];
  const expert01 = () =>
    [...kit.app.db.accounts.values()].find((account) => account.username === 'expert01')!.id;
  const orgOrder = (status: number, skip = 0) =>
    orders().filter((o) => o.orgId === kit.app.db.qaOrgs.comprehensive && o.status === status)[
      skip
    ];
  const ownOrder = (status: number, keep = (_: ConsultOrder) => true) =>
    orders().find((o) => o.expertId === expert01() && o.status === status && keep(o))!;
  /** A transition as the console sends it: 取消订单 on its own call, every other action through the status update. */
  const act = (action: string, order: ConsultOrder, extra: object = {}, as?: string) => {
    const body = { id: order.id, version: order.version, ...extra };
    return action === 'cancel'
      ? kit.post<Moved>(API.consult('cancel'), body, as)
      : updateStatus<Moved>(kit, action, body, as);
  };

  describe('list', () => {
    test('tabs count every status over the other filters; a status filter keeps only its rows; mobiles are masked', async () => {
      const all = await kit.get<ListAnswer>(API.consult('page'), {
        pageNum: '1',
        pageSize: '10',
        consultWay: '1',
      });
      expect(all.code).toBe(0);
      expect(all.data.statusCounts.map((tab) => tab.label)).toEqual([
        '全部',
        '待接单',
        '待咨询',
        '待确认',
        '已完成',
        '已取消',
      ]);
      const [total, ...byStatus] = all.data.statusCounts.map((tab) => tab.count);
      expect(total).toBe(all.data.total);
      expect(byStatus.reduce((a, b) => a + b, 0)).toBe(total);
      byStatus.forEach((count) => expect(count).toBeGreaterThan(0));
      expect(all.data.rows[0].mobile).toMatch(/^1\d{2}\*{4}\d{4}$/);

      const pending = await kit.get<ListAnswer>(API.consult('page'), {
        status: '0',
        consultWay: '1',
        pageSize: '50',
      });
      expect(pending.data.total).toBe(byStatus[0]);
      expect(pending.data.rows.every((row) => row.status === 0)).toBe(true);
      expect(pending.data.statusCounts[0].count).toBe(total);
    });

    test('the export fetch takes pageSize 10000; the seed holds 20,000+ orders of the organisation', async () => {
      const answer = await kit.get<ListAnswer>(API.consult('page'), {
        pageNum: '1',
        pageSize: '10000',
      });
      expect(answer.data.rows).toHaveLength(10000);
      expect(answer.data.total).toBeGreaterThanOrEqual(20000);
    });

    test('the all-option -99 is never a filter value', async () => {
      const answer = await kit.get(API.consult('page'), { status: '-99' });
      expect(answer).toMatchObject({ code: 10400, msg: '订单状态取值不正确' });
    });

    test('rows and the detail answer formId, orgId and customerOrgId; formId is the case form of the record, written by 完成咨询', async () => {
      type Ids = { id: string; formId: string; orgId: string; customerOrgId: string };
      const caseForm = kit.app.db.forms.defaults.case;
      const rowsOf = async (status: string) =>
        (await kit.get<{ rows: Ids[] }>(API.consult('page'), { status, pageSize: '100' })).data
          .rows;
      const byId = new Map([...(await rowsOf('3')), ...(await rowsOf('1'))].map((r) => [r.id, r]));
      const shown = orders().filter((o) => byId.has(o.id));
      const recorded = shown.find((o) => o.status === 3 && o.isBreakContract === 0)!;
      const waiting = shown.find((o) => o.status === 1)!;
      const fromCustomerOrg = shown.find((o) => o.customerOrgId !== '')!;
      expect(byId.get(recorded.id)).toMatchObject({
        formId: caseForm,
        orgId: kit.app.db.qaOrgs.comprehensive,
      });
      expect(byId.get(waiting.id)?.formId).toBe('');
      expect(byId.get(fromCustomerOrg.id)?.customerOrgId).toBe(fromCustomerOrg.customerOrgId);

      const started = ownOrder(1, (o) => o.appointDate < '2025-06-30');
      const paper = casePaper(kit, started, '低');
      expect((await act('complete', started, paper, kit.tokens.expert)).code).toBe(0);
      const detail = await kit.get<Ids>(
        API.consult('detail'),
        { id: started.id },
        kit.tokens.expert,
      );
      expect(detail.data).toMatchObject({
        formId: paper.formId,
        orgId: started.orgId,
        customerOrgId: started.customerOrgId,
      });
    });

    test('expert01 sees only its own orders, in every status', async () => {
      const answer = await kit.get<ListAnswer>(
        API.consult('page'),
        { pageSize: '0' },
        kit.tokens.expert,
      );
      expect(answer.data.rows.every((row) => row.expertId === expert01())).toBe(true);
      answer.data.statusCounts.forEach((tab) => expect(tab.count).toBeGreaterThan(0));
    });
  });

  describe('transitions', () => {
    test('the old transition paths answer as unknown routes: every transition is the one status update', async () => {
      const order = orgOrder(0);
      const before = kit.digest();
      const unknown = await kit.post(API.consult('noSuchCall'), {});
      expect(unknown).toMatchObject({ code: 10404, msg: '接口不存在' });
      for (const old of [
        'accept',
        'decline',
        'reschedule',
        'referral',
        'complete',
        'confirm',
        'breach',
      ])
        expect(await kit.post(API.consult(old), { id: order.id, version: order.version })).toEqual(
          unknown,
        );
      expect(kit.digest()).toBe(before);
    });

    test('an unknown or missing action is refused with a Chinese msg, and cancel is not a status update', async () => {
      const order = orgOrder(1);
      const seen = { id: order.id, version: order.version };
      const before = kit.digest();
      for (const action of ['start', 'cancel', 42, ''])
        expect(await kit.post(API.consult('updateStatus'), { ...seen, action })).toMatchObject({
          code: 10400,
          msg: '操作类型取值不正确',
        });
      expect(await kit.post(API.consult('updateStatus'), seen)).toMatchObject({
        code: 10400,
        msg: '操作类型不能为空',
      });
      expect(await updateStatus(kit, 'decline', { id: orgOrder(0).id, version: 1 })).toMatchObject({
        code: 10400,
        msg: '请输入拒单原因',
      });
      expect(kit.digest()).toBe(before);
    });

    test('an admin accepts: 0 → 1, the version grows, the timeline and an SMS record it', async () => {
      const order = orgOrder(0);
      const sms = kit.app.db.counselling.tables.smsLogs.length;
      const answer = await act('accept', order);
      expect(answer).toMatchObject({
        code: 0,
        msg: '接单成功',
        data: { id: order.id, status: 1, version: 2 },
      });
      expect(orderNow(kit, order)?.logs.at(-1)).toMatchObject({
        action: 'accept',
        from: 0,
        to: 1,
        by: '王立新',
      });
      expect(kit.app.db.counselling.tables.smsLogs[sms]).toMatchObject({
        mobile: order.mobile,
        template: 'ORDER_ACCEPTED',
      });
    });

    test('stale: two admins act on the same order; the second is refused and nothing changes', async () => {
      const order = orgOrder(1);
      const seen = { id: order.id, version: order.version };
      expect(
        (await kit.post(API.consult('cancel'), { ...seen, reason: '来访者临时有事' })).code,
      ).toBe(0);
      const before = kit.digest();
      const second = await updateStatus(kit, 'breach', seen);
      expect(second).toMatchObject({ code: 10409, msg: '订单已被他人处理，请刷新后重试' });
      expect(kit.digest()).toBe(before);
    });

    test('a wrong status is refused with the status and action named', async () => {
      const before = kit.digest();
      expect(await act('accept', orgOrder(3))).toMatchObject({
        code: 10409,
        msg: '订单已完成，不能接单',
      });
      expect(await act('cancel', orgOrder(4), { reason: '重复' })).toMatchObject({
        code: 10409,
        msg: '订单已取消，不能取消订单',
      });
      expect(await act('confirm', orgOrder(1))).toMatchObject({
        code: 10409,
        msg: '订单待咨询，不能确认完成',
      });
      expect(kit.digest()).toBe(before);
    });

    test('a wrong actor is refused: decline and complete are the expert’s own', async () => {
      const before = kit.digest();
      expect(await act('decline', orgOrder(0), { reason: '没空' })).toMatchObject({
        code: 10403,
        msg: '无权拒单',
      });
      expect(await act('complete', orgOrder(1), casePaper(kit, orgOrder(1), '低'))).toMatchObject({
        code: 10403,
        msg: '无权完成咨询',
      });
      expect(
        await act(
          'referral',
          ownOrder(1),
          { expertId: '1', appointDate: '2025-07-02', bucketId: '1', reason: '转介' },
          kit.tokens.expert,
        ),
      ).toMatchObject({
        code: 10403,
        msg: '无权转介',
      });
      expect(kit.digest()).toBe(before);
    });

    test('operator01 lists orders but holds no transition code', async () => {
      expect((await kit.get(API.consult('page'), {}, kit.tokens.operator)).code).toBe(0);
      const before = kit.digest();
      for (const action of ['accept', 'cancel'])
        expect(
          await act(action, orgOrder(0), { reason: '测试' }, kit.tokens.operator),
        ).toMatchObject({
          code: 10403,
          msg: '无权限执行该操作',
        });
      expect(kit.digest()).toBe(before);
    });

    test('another expert’s order answers an expert as a missing one does (no telling which ids exist)', async () => {
      const other = orders().find((o) => o.expertId !== expert01() && o.status === 0)!;
      const missing = { ...other, id: String(Math.max(...orders().map((o) => Number(o.id))) + 1) };
      const before = kit.digest();
      for (const order of [other, missing]) {
        const accept = { action: 'accept', id: order.id, version: order.version };
        expect(
          await kit.post(API.consult('updateStatus'), accept, kit.tokens.expert),
        ).toMatchObject({
          code: 10404,
          msg: '记录不存在',
        });
        for (const [path, query] of [
          [API.consult('detail'), { id: order.id }],
          ['/server-platform/api/consult/caseRecord/status', { orderId: order.id }],
          ['/server-platform/api/consult/satisfaction', { orderId: order.id }],
        ] as const)
          expect(await kit.get(path, query, kit.tokens.expert)).toMatchObject({
            code: 10404,
            msg: '记录不存在',
          });
      }
      expect(kit.digest()).toBe(before);
    });

    test('expert01 accepts, declines (freeing the slot) and breaches its own orders', async () => {
      expect((await act('accept', ownOrder(0), {}, kit.tokens.expert)).data.status).toBe(1);
      const declined = ownOrder(0);
      const key = `${declined.expertId}|${declined.appointDate}|${declined.bucketId}`;
      expect(kit.app.db.counselling.tables.slots.get(key)).toBe(declined.id);
      expect(
        await act('decline', declined, { reason: '时间冲突' }, kit.tokens.expert),
      ).toMatchObject({ code: 0, data: { status: 4 } });
      expect(kit.app.db.counselling.tables.slots.has(key)).toBe(false);
      expect(orderNow(kit, declined)).toMatchObject({
        cancelBy: 'expert',
        cancelReason: '时间冲突',
      });
      const started = ownOrder(1, (o) => o.appointDate < '2025-06-30');
      expect(await act('breach', started, {}, kit.tokens.expert)).toMatchObject({
        code: 0,
        data: { status: 3 },
      });
      expect(orderNow(kit, started)?.isBreakContract).toBe(1);
    });

    test("complete waits for the session and takes the mental status from the case record's risk level (高 → 2); a crisis raises a to-do due in 24 h and SMS", async () => {
      const future = ownOrder(1, (o) => o.appointDate > '2025-06-30');
      expect(
        await act('complete', future, casePaper(kit, future, '低'), kit.tokens.expert),
      ).toMatchObject({
        code: 10409,
        msg: '咨询开始前不能完成咨询',
      });
      const started = ownOrder(1, (o) => o.appointDate < '2025-06-30');
      const t = kit.app.db.counselling.tables;
      const sms = t.smsLogs.length;
      expect(
        await act('complete', started, casePaper(kit, started, '高'), kit.tokens.expert),
      ).toMatchObject({
        code: 0,
        data: { status: 2 },
      });
      expect(orderNow(kit, started)).toMatchObject({
        mentalStatus: 2,
        finishTime: '2025-06-30 10:00:00',
      });
      // Beside the 待确认 to-do that 完成咨询 opens (orderNotices.test.ts).
      expect(
        t.todos.find((row) => row.type === '危机跟进' && row.bizId === started.id),
      ).toMatchObject({
        type: '危机跟进',
        bizId: started.id,
        dueTime: '2025-07-01 10:00:00',
        status: 0,
        assignee: 'orgAdmins',
      });
      expect(t.smsLogs.slice(sms).map((row) => row.mobile)).toEqual(['13800138000', '13900139000']);
    });

    test('an admin confirms 2 → 3 and reschedules to a free slot, freeing the old one', async () => {
      expect((await act('confirm', orgOrder(2))).data.status).toBe(3);
      const order = orgOrder(1);
      const oldKey = `${order.expertId}|${order.appointDate}|${order.bucketId}`;
      const slot = await firstFreeSlot(kit, order.expertId, order.cusUserId);
      const answer = await act('reschedule', order, {
        appointDate: slot.appointDate,
        bucketId: slot.bucket.id,
      });
      expect(answer).toMatchObject({ code: 0, data: { status: 1 } });
      const slots = kit.app.db.counselling.tables.slots;
      expect(slots.has(oldKey)).toBe(false);
      expect(slots.get(`${order.expertId}|${slot.appointDate}|${slot.bucket.id}`)).toBe(order.id);
      expect(orderNow(kit, order)?.startTime).toBe(slot.bucket.start);
    });

    test('reschedule into a taken slot and referral to the same expert are refused', async () => {
      const order = orgOrder(1);
      const taken = orders().find(
        (o) =>
          o.expertId === order.expertId &&
          o.status === 1 &&
          o.id !== order.id &&
          o.appointDate >= '2025-07-01',
      )!;
      const before = kit.digest();
      expect(
        await act('reschedule', order, {
          appointDate: taken.appointDate,
          bucketId: taken.bucketId,
        }),
      ).toMatchObject({
        code: 10409,
        msg: '该时段已被预约',
      });
      expect(
        await act('referral', order, {
          expertId: order.expertId,
          appointDate: '2025-07-02',
          bucketId: order.bucketId,
          reason: '转介',
        }),
      ).toMatchObject({ code: 10409, msg: '请选择其他咨询师' });
      expect(kit.digest()).toBe(before);
    });

    test('the detail parses visitorInfo, flags a malformed one, and lists the actions the caller may take', async () => {
      const broken = orders().find(
        (o) => o.orgId === kit.app.db.qaOrgs.comprehensive && !o.visitorInfo.endsWith('}'),
      )!;
      const answer = await kit.get<{ visitorInfoError: boolean; customFields: unknown[] }>(
        API.consult('detail'),
        { id: broken.id },
      );
      expect(answer.data).toMatchObject({ visitorInfoError: true, customFields: [] });
      const pending = await kit.get<{ actions: string[]; customFields: unknown[]; mobile: string }>(
        API.consult('detail'),
        {
          id: orgOrder(1).id,
        },
      );
      expect(pending.data.actions).toEqual(['reschedule', 'referral', 'cancel', 'breach']);
      expect(pending.data.customFields).toHaveLength(2);
      expect(pending.data.mobile).toBe(orgOrder(1).mobile);
    });
  });

  /** Another scheduled expert with a free bucket starting at the same time that day. */
  async function sameStartElsewhere(expertId: string, date: string, start: string) {
    for (const other of await scheduledExperts(kit)) {
      if (other === expertId) continue;
      const free = await kit.get<{ id: string; start: string }[]>(API.schedule('freeSlots'), {
        expertId: other,
        date,
      });
      const bucket = free.data.find((b) => b.start === start);
      if (bucket) return { expertId: other, bucketId: bucket.id };
    }
    throw new Error('no other expert free at that time');
  }

  describe('manual entry', () => {
    test('books a free slot once; the same slot again, an archived customer and a busy visitor are refused', async () => {
      const [expertId] = await scheduledExperts(kit);
      const [first, second] = freeCustomers(kit);
      const slot = await firstFreeSlot(kit, expertId, first.id);
      const body = createBody(kit, first.id, expertId, slot.appointDate, slot.bucket.id);
      const created = await kit.post<{ id: string; orderNo: string }>(API.consult('create'), body);
      expect(created).toMatchObject({ code: 0, msg: '预约成功' });
      expect(created.data.orderNo).toMatch(/^ZX20250630\d{6}$/);
      const free = await kit.get<{ id: string }[]>(API.schedule('freeSlots'), {
        expertId,
        date: slot.appointDate,
      });
      expect(free.data.map((b) => b.id)).not.toContain(slot.bucket.id);

      const before = kit.digest();
      expect(
        await kit.post(API.consult('create'), { ...body, cusUserId: second.id }),
      ).toMatchObject({
        code: 10409,
        msg: '该时段已被预约',
      });
      const archived = freeCustomers(kit, 1)[0];
      expect(
        await kit.post(API.consult('create'), { ...body, cusUserId: archived.id }),
      ).toMatchObject({
        code: 10409,
        msg: '该来访者已归档，不能预约',
      });
      const sameTime = await sameStartElsewhere(expertId, slot.appointDate, slot.bucket.start);
      expect(
        await kit.post(
          API.consult('create'),
          createBody(kit, first.id, sameTime.expertId, slot.appointDate, sameTime.bucketId),
        ),
      ).toMatchObject({ code: 10409, msg: '该来访者在此时段已有预约' });
      const shifted = (days: number) => addDays(slot.appointDate, days);
      for (const appointDate of [shifted(-14), shifted(21)])
        expect(
          await kit.post(API.consult('create'), { ...body, cusUserId: second.id, appointDate }),
        ).toMatchObject({
          code: 10409,
          msg: '不在可预约时间范围内',
        });
      expect(
        await kit.post(API.consult('create'), { ...body, cusUserId: second.id, bucketId: '1' }),
      ).toMatchObject({
        code: 10409,
        msg: '该时段不可预约',
      });
      expect(kit.digest()).toBe(before);
    });

    test('20 parallel bookings of one slot: exactly one succeeds', async () => {
      const [expertId] = await scheduledExperts(kit);
      const customers = freeCustomers(kit).slice(0, 20);
      const slot = await firstFreeSlot(kit, expertId);
      const answers = await Promise.all(
        customers.map((customer) =>
          kit.post(
            API.consult('create'),
            createBody(kit, customer.id, expertId, slot.appointDate, slot.bucket.id),
          ),
        ),
      );
      expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
      expect(answers.filter((a) => a.code === 10409 && a.msg === '该时段已被预约')).toHaveLength(
        19,
      );
    });

    test('a cancelled order frees its slot for the next booking', async () => {
      const order = orders().find(
        (o) =>
          o.orgId === kit.app.db.qaOrgs.comprehensive &&
          o.status === 0 &&
          o.appointDate >= '2025-07-01',
      )!;
      expect((await act('cancel', order, { reason: '来访者改约其他时间' })).data.status).toBe(4);
      const free = await kit.get<{ id: string }[]>(API.schedule('freeSlots'), {
        expertId: order.expertId,
        date: order.appointDate,
      });
      if (order.appointDate >= '2025-07-01')
        expect(free.data.map((b) => b.id)).toContain(order.bucketId);
      expect(
        kit.app.db.counselling.tables.slots.has(
          `${order.expertId}|${order.appointDate}|${order.bucketId}`,
        ),
      ).toBe(false);
    });

    test('a required custom field left out or blank is refused with its name, and nothing is stored', async () => {
      const field = [...kit.app.db.forms.customFields.values()].find(
        (f) => f.orgId === kit.app.db.qaOrgs.comprehensive && f.name === '工号',
      )!;
      kit.app.db.forms.customFields.set(field.id, { ...field, required: 1 });
      const [expertId] = await scheduledExperts(kit);
      const [customer] = freeCustomers(kit);
      const slot = await firstFreeSlot(kit, expertId, customer.id);
      const body = createBody(kit, customer.id, expertId, slot.appointDate, slot.bucket.id);
      const before = kit.digest();
      for (const customFields of [[], [{ name: '工号', value: '  ' }]])
        expect(await kit.post(API.consult('create'), { ...body, customFields })).toMatchObject({
          code: 10400,
          msg: '工号不能为空',
        });
      expect(kit.digest()).toBe(before);
      const customFields = [{ name: '工号', value: 'E1024' }];
      expect(await kit.post(API.consult('create'), { ...body, customFields })).toMatchObject({
        code: 0,
      });
    });

    test('operator01 cannot enter an order (no 新增订单 code)', async () => {
      const [expertId] = await scheduledExperts(kit);
      const [customer] = freeCustomers(kit);
      const slot = await firstFreeSlot(kit, expertId);
      expect(
        await kit.post(
          API.consult('create'),
          createBody(kit, customer.id, expertId, slot.appointDate, slot.bucket.id),
          kit.tokens.operator,
        ),
      ).toMatchObject({ code: 10403, msg: '无权限执行该操作' });
    });
  });
});

describe('remarks on an order', () => {
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
});
