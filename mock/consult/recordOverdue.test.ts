/**
 * Unwritten case notes are visible (issue 27, point 8): a session still 待咨询 24 h after its end
 * is 待写记录 on both workbenches and as the order list's filter, the counsellor has its to-do,
 * and a record written late says 逾期补写 with the delay (docs/api/case-records.md).
 */
import { slotTime } from '../../src/shared/counselling/slotRule';
import type { ConsultOrder } from '../counselling/types';
import { formatDateTime } from '../core/time';
import { loginAs } from '../testing';
import { API, MAIN_ORG, NOW, casePaper, counsellingKit, type Kit } from '../counselling/testKit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const CASE = (action: string) => `/server-platform/api/consult/caseRecord/${action}`;
const WORKBENCH = '/server-platform/api/workbench/summary';

let kit: Kit;
beforeEach(async () => {
  kit = await counsellingKit();
});

const tables = () => kit.app.db.counselling.tables;

/** Moves the clock to `at` and signs both in again (a login ends after 12 hours). */
async function moveClockTo(at: number) {
  kit.clock.now = at;
  kit.tokens.admin = (await loginAs(kit.app, 'admin01', MAIN_ORG)).token;
  kit.tokens.expert = (await loginAs(kit.app, 'expert01')).token;
}

/** A seeded 待咨询 session of expert01 in the main organisation, still ahead of the seed's now. */
function upcomingSession(): { order: ConsultOrder; endsAt: number } {
  const expertId = [...kit.app.db.accounts.values()].find((row) => row.username === 'expert01')!.id;
  const order = [...tables().orders.values()].find(
    (row) =>
      row.expertId === expertId &&
      row.orgId === kit.app.db.qaOrgs.comprehensive &&
      row.status === 1 &&
      slotTime(row.appointDate, row.startTime) > NOW + 3 * HOUR,
  )!;
  return { order, endsAt: slotTime(order.appointDate, order.endTime) };
}

/** What the order list answers with 待写记录 = 1 (and `orderNo`), as admin or as the expert. */
async function overdueList(as: 'admin' | 'expert', orderNo = '') {
  const answer = await kit.get<{ rows: { id: string }[]; total: number }>(
    API.consult('page'),
    { pageNum: '1', pageSize: '10', recordOverdue: '1', ...(orderNo && { orderNo }) },
    kit.tokens[as],
  );
  expect(answer.code).toBe(0);
  return answer.data;
}
const listed = async (as: 'admin' | 'expert', order: ConsultOrder) =>
  (await overdueList(as, order.orderNo)).rows.some((row) => row.id === order.id);

async function figure(as: 'admin' | 'expert', key: string): Promise<number | undefined> {
  const answer = await kit.get<{ figures: { key: string; count: number }[] }>(
    WORKBENCH,
    {},
    kit.tokens[as],
  );
  return answer.data.figures.find((row) => row.key === key)?.count;
}

const recordTodos = (orderId: string) =>
  tables().todos.filter((row) => row.bizId === orderId && row.type === '待写记录');

describe('待写记录: 待咨询 24 h after the session ended', () => {
  test('not before 24 h; then in the filter and both figures, which count what the filter shows', async () => {
    const { order, endsAt } = upcomingSession();
    await moveClockTo(endsAt + DAY - MINUTE);
    expect(await listed('admin', order)).toBe(false);
    expect(await listed('expert', order)).toBe(false);

    await moveClockTo(endsAt + DAY);
    expect(await listed('admin', order)).toBe(true);
    expect(await listed('expert', order)).toBe(true);
    const admin = await overdueList('admin');
    const expert = await overdueList('expert');
    expect(await figure('admin', 'recordsOverdue')).toBe(admin.total);
    expect(await figure('expert', 'expertRecordsOverdue')).toBe(expert.total);
    // recordOverdue=0 is the rest: together they are the whole list.
    const rest = await kit.get<{ total: number }>(API.consult('page'), {
      pageNum: '1',
      pageSize: '1',
      recordOverdue: '0',
    });
    const all = await kit.get<{ total: number }>(API.consult('page'), {
      pageNum: '1',
      pageSize: '1',
    });
    expect(rest.data.total + admin.total).toBe(all.data.total);
  });

  test("the counsellor's to-do opens when the session ends, due 24 h later", async () => {
    const { order, endsAt } = upcomingSession();
    await moveClockTo(endsAt - MINUTE);
    await overdueList('admin');
    expect(recordTodos(order.id)).toEqual([]);

    await moveClockTo(endsAt);
    await overdueList('admin');
    expect(recordTodos(order.id)).toMatchObject([
      {
        assignee: order.expertId,
        status: 0,
        createTime: formatDateTime(endsAt),
        dueTime: formatDateTime(endsAt + DAY),
        title: `待写记录：${order.visitorName}（${order.orderNo}，${order.appointDate} ${order.startTime}）`,
      },
    ]);
  });

  test('written late: 逾期补写 with the delay, out of the filter, the to-do done', async () => {
    const { order, endsAt } = upcomingSession();
    await moveClockTo(endsAt + DAY + 2 * DAY + 3 * HOUR + 20 * MINUTE);
    const completed = await kit.post(
      API.consult('updateStatus'),
      { action: 'complete', id: order.id, version: order.version, ...casePaper(kit, order, '低') },
      kit.tokens.expert,
    );
    expect(completed.code).toBe(0);
    const late = '逾期补写（超时 2天3小时）';
    const detail = await kit.get<{ lateNote: string }>(
      CASE('detail'),
      { orderId: order.id },
      kit.tokens.expert,
    );
    expect(detail.data.lateNote).toBe(late);
    const status = await kit.get<{ lateNote: string }>(CASE('status'), { orderId: order.id });
    expect(status.data.lateNote).toBe(late);
    expect(await listed('expert', order)).toBe(false);
    expect(recordTodos(order.id)).toMatchObject([{ status: 1 }]);
  });

  test('written in time: no 逾期补写', async () => {
    const { order, endsAt } = upcomingSession();
    await moveClockTo(endsAt + DAY - MINUTE);
    const completed = await kit.post(
      API.consult('updateStatus'),
      { action: 'complete', id: order.id, version: order.version, ...casePaper(kit, order, '低') },
      kit.tokens.expert,
    );
    expect(completed.code).toBe(0);
    const status = await kit.get<{ lateNote: string }>(CASE('status'), { orderId: order.id });
    expect(status.data.lateNote).toBe('');
  });

  test('a breach needs no record: not 待写记录, its to-do closed', async () => {
    const { order, endsAt } = upcomingSession();
    await moveClockTo(endsAt + 2 * DAY);
    expect(await listed('admin', order)).toBe(true);
    const breach = await kit.post(API.consult('updateStatus'), {
      action: 'breach',
      id: order.id,
      version: order.version,
    });
    expect(breach.code).toBe(0);
    expect(await listed('admin', order)).toBe(false);
    expect(recordTodos(order.id)).toMatchObject([{ status: 2, remark: '爽约' }]);
  });
});
