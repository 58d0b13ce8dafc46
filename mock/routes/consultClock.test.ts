import { slotTime } from '../../src/shared/counselling/slotRule';
import { loginAs } from '../testing';
import {
  API,
  MAIN_ORG,
  counsellingKit,
  createBody,
  firstFreeSlot,
  freeCustomers,
  scheduledExperts,
  type Kit,
} from './counsellingTestKit';

interface UrgeRow {
  kind: number;
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

/** The SMS rows of an urge text. */
const smsOf = (content: string) => tables().smsLogs.filter((row) => row.content === content);

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

describe('the accept timeout (acceptTimeoutMin 30)', () => {
  test('not due: no system urge; due: one urge and one SMS, not twice', async () => {
    const order = await newOrder();
    const sms = tables().smsLogs.length;
    kit.clock.now += 29 * MINUTE;
    expect(await systemUrges(order.id, 0)).toEqual([]);
    expect(tables().smsLogs.length).toBe(sms);

    kit.clock.now += 2 * MINUTE;
    const [urge, ...more] = await systemUrges(order.id, 0);
    expect(more).toEqual([]);
    expect(urge.content).toMatch(/^订单ZX\d+待接单，请及时处理$/);
    expect(urge.createTime).toBe('2025-06-30 10:30:00');
    expect(smsOf(urge.content)).toMatchObject([{ template: 'URGE_0', bizType: 'urge' }]);

    kit.clock.now += 60 * MINUTE;
    await kit.get(API.consult('page'), { pageNum: '1', pageSize: '10' });
    expect(await systemUrges(order.id, 0)).toHaveLength(1);
    expect(smsOf(urge.content)).toHaveLength(1);
  });

  test('an order accepted in time is never urged by the system', async () => {
    const order = await newOrder();
    const { version } = (await detail(order.id)).data;
    expect((await kit.post(API.consult('accept'), { id: order.id, version })).code).toBe(0);
    kit.clock.now += 31 * MINUTE;
    expect(await systemUrges(order.id, 0)).toEqual([]);
  });
});

describe('the reminder before a session (remindBeforeMin 60)', () => {
  test('not due: none; due: one reminder to the visitor and one SMS, not twice', async () => {
    const order = await newOrder();
    const { version } = (await detail(order.id)).data;
    expect((await kit.post(API.consult('accept'), { id: order.id, version })).code).toBe(0);

    await moveClockTo(order.startsAt - 61 * MINUTE);
    expect(await systemUrges(order.id, 1)).toEqual([]);
    const reminderSms = () =>
      tables().smsLogs.filter((row) => row.mobile === order.mobile && row.template === 'URGE_1');
    expect(reminderSms()).toEqual([]);

    kit.clock.now = order.startsAt - 59 * MINUTE;
    const [reminder, ...more] = await systemUrges(order.id, 1);
    expect(more).toEqual([]);
    expect(reminder.content).toMatch(
      /^您预约的咨询将于\d{4}-\d{2}-\d{2} \d{2}:\d{2}开始，请准时参加$/,
    );
    expect(reminderSms()).toMatchObject([{ content: reminder.content, bizType: 'urge' }]);

    kit.clock.now = order.startsAt - 10 * MINUTE;
    await kit.get(API.consult('page'), { pageNum: '1', pageSize: '10' });
    expect(await systemUrges(order.id, 1)).toHaveLength(1);
    expect(reminderSms()).toHaveLength(1);
  });

  test("the organisation's remindBeforeMin is the one used", async () => {
    const order = await newOrder();
    const { version } = (await detail(order.id)).data;
    await kit.post(API.consult('accept'), { id: order.id, version });
    tables().configs.get(kit.app.db.qaOrgs.comprehensive)!.remindBeforeMin = 120;
    await moveClockTo(order.startsAt - 121 * MINUTE);
    expect(await systemUrges(order.id, 1)).toEqual([]);
    kit.clock.now = order.startsAt - 119 * MINUTE;
    expect(await systemUrges(order.id, 1)).toHaveLength(1);
  });

  test('the seed holds what was due at its now: a request at that now writes nothing', async () => {
    const before = kit.digest();
    await kit.get(API.consult('page'), { pageNum: '1', pageSize: '10' });
    expect(kit.digest()).toBe(before);
    const reminded = tables().urgeLogs.filter((row) => row.operator === '系统' && row.kind === 1);
    expect(reminded.length).toBeGreaterThan(0);
  });
});
