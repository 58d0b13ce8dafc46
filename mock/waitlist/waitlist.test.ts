/** The waiting list (候补, decision 0018): a freed slot is offered in priority then age order, held, passed on, booked. */
import { ageOn } from '../counselling/customers';
import type { ConsultOrder } from '../counselling/types';
import { formatDateTime } from '../core/time';
import { loginAs } from '../testing';
import {
  API,
  counsellingKit,
  freeCustomers,
  MAIN_ORG,
  NOW,
  type Kit,
} from '../counselling/testKit';

const WAITLIST = (action: string) => `/server-platform/api/waitlist/${action}`;
const MINUTE = 60_000;

interface EntryRow {
  id: string;
  visitorName: string;
  status: string;
  offer: { date: string; bucketId: string; holdUntil: string } | null;
  orderNo: string;
}

let kit: Kit;
beforeEach(async () => {
  kit = await counsellingKit();
});

const tables = () => kit.app.db.counselling.tables;
const adults = () => freeCustomers(kit).filter((row) => ageOn(row.birthday, '2025-07-01') >= 18);

/** A 待咨询 order of the main organisation inside the booking window (07-01 … 07-14). */
function bookedOrder(): ConsultOrder {
  const order = [...tables().orders.values()].find(
    (row) =>
      row.orgId === kit.app.db.qaOrgs.comprehensive &&
      row.status === 1 &&
      row.appointDate >= '2025-07-02' &&
      row.appointDate <= '2025-07-12',
  );
  if (!order) throw new Error('the seed has no upcoming 待咨询 order');
  return order;
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

async function join(cusUserId: string, fields: object) {
  const answer = await kit.post<{ id: string }>(WAITLIST('create'), {
    cusUserId,
    consultWays: [0, 1, 2, 3],
    from: '2025-06-30',
    to: '2025-07-31',
    ...fields,
  });
  expect(answer).toMatchObject({ code: 0, msg: '已加入候补' });
  return answer.data.id;
}

/** Moves the mock's clock; the session is renewed, as a user signing in again would. */
async function at(time: number) {
  kit.clock.now = time;
  kit.tokens.admin = (await loginAs(kit.app, 'admin01', MAIN_ORG)).token;
}

async function entries(): Promise<Map<string, EntryRow>> {
  const answer = await kit.get<{ rows: EntryRow[] }>(WAITLIST('page'), {
    pageNum: '1',
    pageSize: '100',
  });
  expect(answer).toMatchObject({ code: 0 });
  return new Map(answer.data.rows.map((row) => [row.id, row]));
}

test('a freed slot goes to the highest-priority waiting entry, is held, then passes on after the hold time, and 转为订单 books it', async () => {
  const order = bookedOrder();
  const [plain, crisis, urgent, otherDay, outsider] = adults();
  // Only this slot suits them (other slots the clock frees meanwhile, e.g. by the accept timeout, do not).
  const wanted = {
    expertIds: [order.expertId],
    from: order.appointDate,
    to: order.appointDate,
    timeRanges: [{ start: order.startTime, end: order.endTime }],
  };
  // Oldest first among equals: the plain one joins first, the crisis one last but goes first.
  const plainId = await join(plain.id, { ...wanted, priority: 0 });
  kit.clock.now += MINUTE;
  const urgentId = await join(urgent.id, { ...wanted, priority: 1 });
  kit.clock.now += MINUTE;
  // Crisis, but not on the slot's weekday: never offered it.
  const otherDayId = await join(otherDay.id, {
    ...wanted,
    priority: 2,
    weekdays: [(weekdayOf(order.appointDate) + 1) % 7],
  });
  kit.clock.now += MINUTE;
  const crisisId = await join(crisis.id, { ...wanted, priority: 2 });

  const sms = tables().smsLogs.length;
  const cancelled = await kit.post(API.consult('cancel'), {
    id: order.id,
    version: order.version,
    reason: '来访者临时出差',
  });
  expect(cancelled.code).toBe(0);
  const offeredAt = kit.clock.now;
  const holdUntil = formatDateTime(offeredAt + 30 * MINUTE);

  let rows = await entries();
  expect(rows.get(crisisId)).toMatchObject({
    status: 'offered',
    offer: { date: order.appointDate, bucketId: order.bucketId, holdUntil },
  });
  expect([plainId, urgentId, otherDayId].map((id) => rows.get(id)?.status)).toEqual([
    'waiting',
    'waiting',
    'waiting',
  ]);
  // The staff's to-do and the visitor's SMS, logged.
  expect(
    tables().todos.filter((todo) => todo.type === '候补可约' && todo.bizId === crisisId),
  ).toEqual([expect.objectContaining({ status: 0, assignee: 'orgAdmins', dueTime: holdUntil })]);
  expect(
    tables()
      .smsLogs.slice(sms)
      .filter((row) => row.template === 'WAITLIST_OFFER')
      .map((row) => row.mobile),
  ).toEqual([crisis.mobile]);

  // Held: another booking of the slot is refused, and nothing is stored.
  const slot = { appointDate: order.appointDate, bucketId: order.bucketId };
  const before = kit.digest();
  const taken = await kit.post(API.consult('create'), {
    appointMode: 2,
    cusUserId: outsider.id,
    expertId: order.expertId,
    ...slot,
    consultWay: order.consultWay,
    consultType: 0,
    problemTypeIds: order.problemTypeIds,
  });
  expect(taken).toMatchObject({ code: 10409, msg: '该时段已为候补来访者保留' });
  expect(kit.digest()).toBe(before);
  const free = await kit.get<{ id: string }[]>(API.schedule('freeSlots'), {
    expertId: order.expertId,
    date: order.appointDate,
  });
  expect(free.data.map((bucket) => bucket.id)).not.toContain(order.bucketId);

  // The hold runs out: the next in turn (priority 1) gets the slot, dated at the hold's end.
  kit.clock.now = offeredAt + 31 * MINUTE;
  rows = await entries();
  expect(rows.get(crisisId)?.status).toBe('waiting');
  expect(rows.get(urgentId)).toMatchObject({
    status: 'offered',
    offer: { holdUntil: formatDateTime(offeredAt + 60 * MINUTE) },
  });
  expect(tables().todos.find((t) => t.type === '候补可约' && t.bizId === crisisId)).toMatchObject({
    status: 2,
    remark: '保留已到期',
  });
  // The crisis entry cannot book a slot no longer held for it.
  expect(await kit.post(WAITLIST('book'), { id: crisisId })).toMatchObject({
    code: 10409,
    msg: '该候补没有保留中的时段',
  });

  // And on: the plain entry is last in turn; 转为订单 books the slot for it in one step.
  kit.clock.now = offeredAt + 61 * MINUTE;
  rows = await entries();
  expect(rows.get(urgentId)?.status).toBe('waiting');
  expect(rows.get(plainId)?.status).toBe('offered');
  const booked = await kit.post<{ id: string; orderNo: string }>(WAITLIST('book'), { id: plainId });
  expect(booked).toMatchObject({ code: 0, msg: '已转为订单' });
  expect(tables().orders.get(booked.data.id)).toMatchObject({
    cusUserId: plain.id,
    expertId: order.expertId,
    ...slot,
    status: 0,
    appointMode: 2,
  });
  rows = await entries();
  expect(rows.get(plainId)).toMatchObject({
    status: 'booked',
    offer: null,
    orderNo: booked.data.orderNo,
  });
  expect(tables().todos.find((t) => t.type === '候补可约' && t.bizId === plainId)).toMatchObject({
    status: 1,
    doneBy: '王立新',
  });
  // Past the last hold nothing passes on: the slot is the new order's.
  await at(offeredAt + 200 * MINUTE);
  rows = await entries();
  expect([crisisId, urgentId, otherDayId].map((id) => rows.get(id)?.status)).toEqual([
    'waiting',
    'waiting',
    'waiting',
  ]);
});

test('withdrawing an offered entry passes the slot on; a hold with nobody next leaves the slot open; entries expire after their to date', async () => {
  const order = bookedOrder();
  const [first, second, late] = adults();
  const wanted = {
    expertIds: [order.expertId],
    from: order.appointDate,
    to: order.appointDate,
    timeRanges: [{ start: order.startTime, end: order.endTime }],
  };
  const firstId = await join(first.id, { ...wanted, priority: 2 });
  const secondId = await join(second.id, wanted);
  const lateId = await join(late.id, { to: '2025-06-30' });
  await kit.post(API.consult('cancel'), { id: order.id, version: order.version, reason: '改约' });
  expect((await entries()).get(firstId)?.status).toBe('offered');

  expect(
    await kit.post(WAITLIST('withdraw'), { id: firstId, reason: '已在别处预约' }),
  ).toMatchObject({ code: 0 });
  let rows = await entries();
  expect(rows.get(firstId)?.status).toBe('withdrawn');
  expect(rows.get(secondId)).toMatchObject({
    status: 'offered',
    offer: { holdUntil: formatDateTime(NOW + 30 * MINUTE) },
  });
  expect(await kit.post(WAITLIST('withdraw'), { id: firstId })).toMatchObject({
    code: 10409,
    msg: '该候补已结束，不能撤销',
  });

  // The second's hold runs out with nobody else in turn: the slot is open again.
  kit.clock.now = NOW + 31 * MINUTE;
  rows = await entries();
  expect(rows.get(secondId)?.status).toBe('waiting');
  const free = await kit.get<{ id: string }[]>(API.schedule('freeSlots'), {
    expertId: order.expertId,
    date: order.appointDate,
  });
  expect(free.data.map((bucket) => bucket.id)).toContain(order.bucketId);

  // The next day the entry whose to date was today has expired.
  await at(NOW + 24 * 60 * MINUTE);
  rows = await entries();
  expect(rows.get(lateId)?.status).toBe('expired');
  expect(rows.get(secondId)?.status).toBe('waiting');
});

test('bad input is refused with a Chinese msg and stores nothing; one live entry per visitor', async () => {
  const [visitor] = adults();
  const before = kit.digest();
  for (const [body, msg] of [
    [
      { cusUserId: visitor.id, consultWays: [], from: '2025-07-01', to: '2025-07-10' },
      '请选择咨询方式',
    ],
    [
      { cusUserId: visitor.id, consultWays: [1], from: '2025-07-10', to: '2025-07-01' },
      '结束日期不能早于开始日期',
    ],
    [
      { cusUserId: visitor.id, consultWays: [1], from: '2025-06-01', to: '2025-06-20' },
      '结束日期不能早于今天',
    ],
    [
      {
        cusUserId: visitor.id,
        consultWays: [1],
        from: '2025-07-01',
        to: '2025-07-10',
        timeRanges: [{ start: '18:00', end: '09:00' }],
      },
      '结束时间须晚于开始时间',
    ],
  ] as const) {
    const answer = await kit.post(WAITLIST('create'), body);
    expect(answer.code).toBe(10400);
    expect(answer.msg).toContain(msg);
  }
  expect(kit.digest()).toBe(before);
  await join(visitor.id, {});
  expect(
    await kit.post(WAITLIST('create'), {
      cusUserId: visitor.id,
      consultWays: [1],
      from: '2025-07-01',
      to: '2025-07-10',
    }),
  ).toMatchObject({ code: 10409, msg: '该来访者已在候补名单中' });
  // Operators read the list; adding needs the button.
  expect((await kit.get(WAITLIST('page'), { pageNum: '1' }, kit.tokens.operator)).code).toBe(0);
  expect(
    (
      await kit.post(
        WAITLIST('create'),
        { cusUserId: visitor.id, consultWays: [1], from: '2025-07-01', to: '2025-07-10' },
        kit.tokens.operator,
      )
    ).code,
  ).toBe(10403);
});

test('a new work day (加班 hours on a date) is offered to the waiting list too', async () => {
  const t = tables();
  const orgId = kit.app.db.qaOrgs.comprehensive;
  // An expert of the main organisation, a date in the window without adjustments, a bucket off that day.
  let found: { expertId: string; date: string; bucketId: string; start: string } | undefined;
  for (const schedule of t.schedules.values()) {
    if (schedule.orgId !== orgId || found) continue;
    const set = t.bucketSets.get(schedule.bucketSetId);
    for (let day = 3; day <= 10 && !found; day += 1) {
      const date = `2025-07-${String(day).padStart(2, '0')}`;
      if (t.overrides.some((row) => row.expertId === schedule.expertId && row.date === date))
        continue;
      const week = schedule.week[String(weekdayOf(date))] ?? [];
      const off = set?.buckets.find((bucket) => !week.includes(bucket.id));
      if (off) found = { expertId: schedule.expertId, date, bucketId: off.id, start: off.start };
    }
  }
  if (!found) throw new Error('no expert with hours off in the window');
  const [visitor] = adults();
  const id = await join(visitor.id, {
    expertIds: [found.expertId],
    from: found.date,
    to: found.date,
  });
  const saved = await kit.post(API.schedule('override/save'), {
    expertId: found.expertId,
    date: found.date,
    type: 0,
    bucketIds: [found.bucketId],
  });
  expect(saved.code).toBe(0);
  expect((await entries()).get(id)).toMatchObject({
    status: 'offered',
    offer: { date: found.date, bucketId: found.bucketId },
  });
  expect(t.smsLogs.at(-1)).toMatchObject({ mobile: visitor.mobile, template: 'WAITLIST_OFFER' });
});
