import { slotKey, slotTime } from '../../src/shared/counselling/slotRule';
import { formatDateTime } from '../core/time';
import { loginAs } from '../testing';
import {
  API,
  MAIN_ORG,
  NOW,
  casePaper,
  counsellingKit,
  createBody,
  firstFreeSlot,
  freeCustomers,
  configureMainOrg,
  orderNow,
  scheduledExperts,
  type Kit,
  updateStatus,
} from '../counselling/testKit';

interface UrgeRow {
  kind: number;
  target: string;
  operator: string;
  content: string;
  createTime: string;
}
interface Detail {
  status: number;
  version: number;
  urgeLogs: UrgeRow[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
let kit: Kit;
beforeEach(async () => {
  kit = await counsellingKit();
});

const tables = () => kit.app.db.counselling.tables;
const detail = (id: string) => kit.get<Detail>(API.consult('detail'), { id });
const systemUrges = async (id: string, kind: number) =>
  (await detail(id)).data.urgeLogs.filter((row) => row.operator === '系统' && row.kind === kind);

/** Moves the clock to `at` and signs in again (a session idles out after 2 hours). */
async function moveClockTo(at: number) {
  kit.clock.now = at;
  kit.tokens.admin = (await loginAs(kit.app, 'admin01', MAIN_ORG)).token;
}

/** A manual-entry order made now, with its slot's start. */
async function newOrder() {
  const [expertId] = await scheduledExperts(kit);
  const customer = freeCustomers(kit)[0];
  const { appointDate, bucket } = await firstFreeSlot(kit, expertId, customer.id);
  const created = await kit.post<{ id: string }>(
    API.consult('create'),
    createBody(kit, customer.id, expertId, appointDate, bucket.id),
  );
  expect(created.code).toBe(0);
  return {
    id: created.data.id,
    mobile: customer.mobile,
    startsAt: slotTime(appointDate, bucket.start),
  };
}

interface Timeline {
  action: string;
  from: number | null;
  to: number;
  by: string;
  time: string;
  note: string;
}
const timeline = async (id: string) =>
  (await kit.get<{ logs: Timeline[] }>(API.consult('detail'), { id })).data.logs;
const order = (id: string) => tables().orders.get(id)!;

describe('the accept timeout (acceptTimeoutMin 30): the system declines, 0 → 4', () => {
  test('not due: still 待接单; due: declined once, slot freed, one timeline entry by 系统', async () => {
    const created = await newOrder();
    const { expertId, appointDate, bucketId } = order(created.id);
    const slot = slotKey(expertId, appointDate, bucketId);
    kit.clock.now += 29 * MINUTE;
    expect((await detail(created.id)).data.status).toBe(0);
    expect(tables().slots.get(slot)).toBe(created.id);

    kit.clock.now += 2 * MINUTE;
    const declined = await detail(created.id);
    expect(declined.data).toMatchObject({ status: 4, version: 2 });
    expect(order(created.id)).toMatchObject({
      cancelBy: 'system',
      cancelTime: '2025-06-30 10:30:00',
      cancelReason: '超过30分钟未接单，系统自动取消',
    });
    expect(tables().slots.has(slot)).toBe(false);
    const entries = (await timeline(created.id)).filter((row) => row.by === '系统');
    expect(entries).toMatchObject([
      { action: 'decline', from: 0, to: 4, time: '2025-06-30 10:30:00' },
    ]);
    // Nothing in silence: the expert was urged at half the timeout (orderNotices.test.ts).
    expect(await systemUrges(created.id, 0)).toMatchObject([{ createTime: '2025-06-30 10:15:00' }]);

    kit.clock.now += 60 * MINUTE;
    await kit.get(API.consult('page'), { pageNum: '1', pageSize: '10' });
    expect((await timeline(created.id)).filter((row) => row.by === '系统')).toHaveLength(1);
    // The admin who still sees 待接单 learns that someone else acted.
    expect(await updateStatus(kit, 'accept', { id: created.id, version: 1 })).toMatchObject({
      code: 10409,
      msg: '订单已被他人处理，请刷新后重试',
    });
  });

  test('after sweeps that wrote nothing, the timeout still falls due on time (issue 32)', async () => {
    const created = await newOrder();
    kit.clock.now += 16 * MINUTE; // the urge at half the timeout is written
    expect((await detail(created.id)).data.status).toBe(0);
    // Sweeps that find nothing due: the next one may be skipped, up to the timeout and no later.
    for (const minutes of [1, 5, 7]) {
      kit.clock.now += minutes * MINUTE;
      expect((await detail(created.id)).data.status).toBe(0);
    }
    kit.clock.now += 1 * MINUTE; // 30 minutes after the booking
    expect((await detail(created.id)).data).toMatchObject({ status: 4, version: 2 });
    expect(order(created.id).cancelTime).toBe('2025-06-30 10:30:00');
  });

  test('an order accepted in time is never declined by the system', async () => {
    const created = await newOrder();
    const { version } = (await detail(created.id)).data;
    expect((await updateStatus(kit, 'accept', { id: created.id, version })).code).toBe(0);
    kit.clock.now += 31 * MINUTE;
    expect((await detail(created.id)).data.status).toBe(1);
  });

  test("the seed's waiting orders get the timeout from the store's start, then are declined", async () => {
    const waiting = [...tables().orders.values()].filter((row) => row.status === 0);
    expect(waiting.length).toBeGreaterThan(50);
    kit.clock.now = NOW + 29 * MINUTE;
    await kit.get(API.consult('page'), { pageNum: '1', pageSize: '10' });
    expect(waiting.every((row) => row.status === 0)).toBe(true);
    kit.clock.now = NOW + 30 * MINUTE;
    await kit.get(API.consult('page'), { pageNum: '1', pageSize: '10' });
    const declined = waiting.map((row) => orderNow(kit, row)!);
    expect(declined.every((row) => row.status === 4 && row.cancelBy === 'system')).toBe(true);
    expect(new Set(declined.map((row) => row.cancelTime))).toEqual(
      new Set(['2025-06-30 10:30:00']),
    );
  });

  test("the organisation's acceptTimeoutMin is the one used", async () => {
    configureMainOrg(kit, { acceptTimeoutMin: 90 });
    const created = await newOrder();
    kit.clock.now += 89 * MINUTE;
    expect((await detail(created.id)).data.status).toBe(0);
    kit.clock.now += 2 * MINUTE;
    expect((await detail(created.id)).data.status).toBe(4);
    expect(order(created.id).cancelReason).toBe('超过90分钟未接单，系统自动取消');
  });
});

/** A seeded 待咨询 order of expert01 in the main organisation whose session began, completed by expert01 now. */
async function completedOrder() {
  const expertId = [...kit.app.db.accounts.values()].find((row) => row.username === 'expert01')!.id;
  const started = [...tables().orders.values()].find(
    (row) =>
      row.expertId === expertId &&
      row.orgId === kit.app.db.qaOrgs.comprehensive &&
      row.status === 1 &&
      slotTime(row.appointDate, row.startTime) < NOW,
  )!;
  const completed = await updateStatus(
    kit,
    'complete',
    { id: started.id, version: started.version, ...casePaper(kit, started, '低') },
    kit.tokens.expert,
  );
  expect(completed.code).toBe(0);
  return { id: started.id, finishedAt: kit.clock.now };
}

describe('auto-confirm (autoConfirmDays 3): the system confirms, 2 → 3', () => {
  test('not due: still 待确认; due: confirmed once with its timeline entry', async () => {
    const done = await completedOrder();
    await moveClockTo(done.finishedAt + 3 * DAY - MINUTE);
    expect((await detail(done.id)).data.status).toBe(2);

    kit.clock.now = done.finishedAt + 3 * DAY;
    expect((await detail(done.id)).data.status).toBe(3);
    const confirmedAt = formatDateTime(done.finishedAt + 3 * DAY);
    expect(order(done.id)).toMatchObject({ confirmTime: confirmedAt, isBreakContract: 0 });
    expect((await timeline(done.id)).filter((row) => row.by === '系统')).toEqual([
      {
        action: 'confirm',
        actionLabel: '确认完成',
        from: 2,
        to: 3,
        by: '系统',
        time: confirmedAt,
        note: '超过3天未确认，系统自动确认',
      },
    ]);
    await moveClockTo(kit.clock.now + DAY);
    await kit.get(API.consult('page'), { pageNum: '1', pageSize: '10' });
    expect((await timeline(done.id)).filter((row) => row.by === '系统')).toHaveLength(1);
  });

  test('an order confirmed by an admin in time is left alone', async () => {
    const done = await completedOrder();
    const { version } = (await detail(done.id)).data;
    expect((await updateStatus(kit, 'confirm', { id: done.id, version })).code).toBe(0);
    await moveClockTo(done.finishedAt + 4 * DAY);
    const logs = await timeline(done.id);
    expect(logs.filter((row) => row.action === 'confirm')).toHaveLength(1);
    expect(logs.some((row) => row.by === '系统')).toBe(false);
  });
});

describe('the visitor-side cancel (cancelDeadlineHours 24)', () => {
  async function acceptedOrder() {
    const created = await newOrder();
    const { version } = (await detail(created.id)).data;
    expect((await updateStatus(kit, 'accept', { id: created.id, version })).code).toBe(0);
    return created;
  }

  test('before the deadline: cancelled for the visitor (cancelBy visitor)', async () => {
    const created = await acceptedOrder();
    await moveClockTo(created.startsAt - 24 * HOUR);
    const { version } = (await detail(created.id)).data;
    const answer = await kit.post(API.consult('cancel'), {
      id: created.id,
      version,
      reason: '来访者出差',
      by: 'visitor',
    });
    expect([answer.code, answer.msg]).toEqual([0, '取消订单成功']);
    expect(order(created.id)).toMatchObject({
      status: 4,
      cancelBy: 'visitor',
      cancelReason: '来访者出差',
    });
    expect((await timeline(created.id)).at(-1)).toMatchObject({
      action: 'cancel',
      note: '来访者申请：来访者出差',
    });
  });

  test('after the deadline: refused with a clear msg, nothing stored; an admin still may', async () => {
    const created = await acceptedOrder();
    await moveClockTo(created.startsAt - 24 * HOUR + 1000);
    const { version } = (await detail(created.id)).data;
    const body = { id: created.id, version, reason: '来访者临时有事' };
    const before = kit.digest();
    expect(await kit.post(API.consult('cancel'), { ...body, by: 'visitor' })).toMatchObject({
      code: 10409,
      msg: '咨询开始前24小时内，来访者不能取消订单',
    });
    expect(kit.digest()).toBe(before);
    expect(await kit.post(API.consult('cancel'), { ...body, by: 'someone' })).toMatchObject({
      code: 10400,
      msg: '取消方取值不正确',
    });
    expect(kit.digest()).toBe(before);
    const answer = await kit.post(API.consult('cancel'), body);
    expect(answer.code).toBe(0);
    expect(order(created.id).cancelBy).toBe('admin');
  });

  test("the organisation's cancelDeadlineHours is the one used", async () => {
    const created = await acceptedOrder();
    configureMainOrg(kit, { cancelDeadlineHours: 2 });
    await moveClockTo(created.startsAt - 3 * HOUR);
    const { version } = (await detail(created.id)).data;
    const answer = await kit.post(API.consult('cancel'), {
      id: created.id,
      version,
      reason: '来访者临时有事',
      by: 'visitor',
    });
    expect(answer.code).toBe(0);
    expect(order(created.id).cancelBy).toBe('visitor');
  });
});

describe('the reminder before a session (remindBeforeMin 60)', () => {
  test('not due: none; due: one reminder to the visitor and one SMS, not twice', async () => {
    const order = await newOrder();
    const { version } = (await detail(order.id)).data;
    expect((await updateStatus(kit, 'accept', { id: order.id, version })).code).toBe(0);

    await moveClockTo(order.startsAt - 61 * MINUTE);
    expect(await systemUrges(order.id, 1)).toEqual([]);
    const reminderSms = () =>
      tables().smsLogs.filter((row) => row.mobile === order.mobile && row.template === 'URGE_1');
    expect(reminderSms()).toEqual([]);

    kit.clock.now = order.startsAt - 59 * MINUTE;
    // The counsellor's own reminder beside it: orderNotices.test.ts.
    const [reminder, ...more] = (await systemUrges(order.id, 1)).filter(
      (row) => row.target === 'visitor',
    );
    expect(more).toEqual([]);
    expect(reminder.content).toMatch(
      /^您预约的咨询将于\d{4}-\d{2}-\d{2} \d{2}:\d{2}开始，请准时参加$/,
    );
    expect(reminderSms()).toMatchObject([{ content: reminder.content, bizType: 'urge' }]);

    kit.clock.now = order.startsAt - 10 * MINUTE;
    await kit.get(API.consult('page'), { pageNum: '1', pageSize: '10' });
    expect(await systemUrges(order.id, 1)).toHaveLength(2);
    expect(reminderSms()).toHaveLength(1);
  });

  test("the organisation's remindBeforeMin is the one used", async () => {
    const order = await newOrder();
    const { version } = (await detail(order.id)).data;
    await updateStatus(kit, 'accept', { id: order.id, version });
    configureMainOrg(kit, { remindBeforeMin: 120 });
    await moveClockTo(order.startsAt - 121 * MINUTE);
    expect(await systemUrges(order.id, 1)).toEqual([]);
    kit.clock.now = order.startsAt - 119 * MINUTE;
    expect(await systemUrges(order.id, 1)).toHaveLength(2);
  });

  test('the seed holds what was due at its now: a request at that now writes nothing', async () => {
    const before = kit.digest();
    await kit.get(API.consult('page'), { pageNum: '1', pageSize: '10' });
    expect(kit.digest()).toBe(before);
    const reminded = tables().urgeLogs.filter((row) => row.operator === '系统' && row.kind === 1);
    expect(reminded.length).toBeGreaterThan(0);
  });
});

describe('the urge to accept (kind 0)', () => {
  test("its SMS goes to the expert's mobile, in the seed and from 催单", async () => {
    const seeded = tables().smsLogs.filter((row) => row.template === 'URGE_0');
    expect(seeded.length).toBeGreaterThan(0);
    seeded.forEach((row) => expect(row.mobile).toMatch(/^1\d{10}$/));

    const created = await newOrder();
    const answer = await kit.post(API.consult('urge'), { id: created.id, kind: 0 });
    expect([answer.code, answer.msg]).toEqual([0, '催单成功']);
    const expert = kit.app.db.accounts.get(order(created.id).expertId)!;
    expect(tables().smsLogs.at(-1)).toMatchObject({ template: 'URGE_0', mobile: expert.mobile });
  });
});
