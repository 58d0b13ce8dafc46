import { slotTime } from '../../src/shared/counselling/slotRule';
import { formatDateTime } from '../core/time';
import { type ConsultOrder } from '../counselling/types';
import { loginAs } from '../testing';
import {
  API,
  MAIN_ORG,
  NOW,
  counsellingKit,
  createBody,
  firstFreeSlot,
  freeCustomers,
  orderNow,
  scheduledExperts,
  type Kit,
  casePaper,
} from '../counselling/testKit';

/**
 * Nothing is cancelled in silence (issue 27, point 9): the order to-dos of the design's table,
 * the urge to accept at half the timeout, the visitor's SMS when the system declines, and the
 * counsellor's own reminder before a session; all driven by the mock's clock.
 */
describe('what falls due on an order', () => {
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;
  const TODOS = '/server-platform/api/todo/page';

  interface TodoRow {
    type: string;
    bizId: string;
    title: string;
    assignee: string;
    dueTime: string;
    status: number;
    doneBy: string;
    doneTime: string;
    remark: string;
    createTime: string;
  }
  interface UrgeRow {
    kind: number;
    target: string;
    operator: string;
    content: string;
    createTime: string;
  }

  let kit: Kit;
  beforeEach(async () => {
    kit = await counsellingKit();
  });

  const tables = () => kit.app.db.counselling.tables;
  const order = (id: string) => tables().orders.get(id)!;
  const expertMobile = (id: string) => kit.app.db.accounts.get(order(id).expertId)!.mobile;

  /** Moves the clock to `at` and signs in again (a session idles out after 2 hours). */
  async function moveClockTo(at: number) {
    kit.clock.now = at;
    kit.tokens.admin = (await loginAs(kit.app, 'admin01', MAIN_ORG)).token;
  }

  /** The admin's to-dos of the order in `status`, through 我的待办 (the latest done or closed come first). */
  async function adminTodos(orderId: string, type: string, status = 0): Promise<TodoRow[]> {
    const answer = await kit.get<{ rows: TodoRow[] }>(TODOS, {
      pageNum: '1',
      pageSize: '100',
      type,
      status: String(status),
    });
    expect(answer.code).toBe(0);
    return answer.data.rows.filter((row) => row.bizId === orderId);
  }

  const systemUrges = async (id: string) =>
    (await kit.get<{ urgeLogs: UrgeRow[] }>(API.consult('detail'), { id })).data.urgeLogs.filter(
      (row) => row.operator === '系统',
    );

  /** A manual-entry order made now (待接单). */
  async function newOrder() {
    const [expertId] = await scheduledExperts(kit);
    const customer = freeCustomers(kit)[0];
    const { appointDate, bucket } = await firstFreeSlot(kit, expertId, customer.id);
    const created = await kit.post<{ id: string }>(
      API.consult('create'),
      createBody(kit, customer.id, expertId, appointDate, bucket.id),
    );
    expect(created.code).toBe(0);
    return { id: created.data.id, mobile: customer.mobile, createdAt: kit.clock.now };
  }

  /** A seeded order of the main organisation in `status` matching `test`. */
  function seeded(status: number, test: (row: ConsultOrder) => boolean = () => true) {
    const found = [...tables().orders.values()].find(
      (row) =>
        row.orgId === kit.app.db.qaOrgs.comprehensive &&
        row.status === status &&
        row.isBreakContract === 0 &&
        test(row),
    );
    if (!found) throw new Error(`no seeded order in status ${status}`);
    return found;
  }

  describe('待接单: a to-do for the administrators, due at the accept timeout', () => {
    test('opened with the order; closed with the reason when the system declines it', async () => {
      const created = await newOrder();
      const [todo, ...more] = await adminTodos(created.id, '待接单');
      expect(more).toEqual([]);
      expect(todo).toMatchObject({
        status: 0,
        assignee: '机构管理员',
        createTime: formatDateTime(created.createdAt),
        dueTime: formatDateTime(created.createdAt + 30 * MINUTE),
      });
      expect(todo.title).toContain(`待接单：${order(created.id).visitorName}（`);

      kit.clock.now = created.createdAt + 31 * MINUTE;
      expect(await adminTodos(created.id, '待接单', 2)).toMatchObject([
        {
          status: 2,
          doneBy: '系统',
          remark: '拒单：超过30分钟未接单，系统自动取消',
        },
      ]);
    });

    test("the seed's waiting orders have theirs, due when the store's timer runs out", async () => {
      const waiting = seeded(0);
      const todos = tables().todos.filter(
        (row) => row.bizType === 'consultOrder' && row.bizId === waiting.id,
      );
      expect(todos).toMatchObject([
        {
          type: '待接单',
          assignee: 'orgAdmins',
          status: 0,
          createTime: waiting.createTime,
          dueTime: formatDateTime(NOW + 30 * MINUTE),
        },
      ]);
    });
  });

  describe('the urge to accept, at half the timeout (kind 0, to the expert)', () => {
    test('none before, one urge and one SMS to the expert at 15 minutes, not twice', async () => {
      const created = await newOrder();
      kit.clock.now = created.createdAt + 15 * MINUTE - 1;
      expect(await systemUrges(created.id)).toEqual([]);

      kit.clock.now = created.createdAt + 15 * MINUTE;
      const urges = await systemUrges(created.id);
      expect(urges).toEqual([
        {
          ...urges[0],
          kind: 0,
          target: 'expert',
          createTime: formatDateTime(created.createdAt + 15 * MINUTE),
          content: `订单${order(created.id).orderNo}待接单，请及时处理`,
        },
      ]);
      const sms = tables().smsLogs.filter(
        (row) => row.template === 'URGE_0' && row.content === urges[0].content,
      );
      expect(sms).toMatchObject([
        { mobile: expertMobile(created.id), createTime: urges[0].createTime },
      ]);

      kit.clock.now = created.createdAt + 20 * MINUTE;
      expect(await systemUrges(created.id)).toHaveLength(1);
    });
  });

  describe("the system's 拒单 tells the visitor", () => {
    test('an SMS to the visitor when the accept timeout declines the order', async () => {
      const created = await newOrder();
      const toVisitor = () =>
        tables().smsLogs.filter(
          (row) => row.mobile === created.mobile && row.template === 'ORDER_DECLINED',
        );
      kit.clock.now = created.createdAt + 29 * MINUTE;
      await systemUrges(created.id);
      expect(toVisitor()).toEqual([]);

      kit.clock.now = created.createdAt + 30 * MINUTE;
      expect(order(created.id).status).toBe(0);
      await systemUrges(created.id);
      expect(order(created.id).status).toBe(4);
      const [sms, ...more] = toVisitor();
      expect(more).toEqual([]);
      expect(sms).toMatchObject({ bizType: 'consultOrder', createTime: '2025-06-30 10:30:00' });
      expect(sms.content).toContain('因咨询师未能及时接单已自动取消');
    });
  });

  describe('the reminder before each session goes to the counsellor too', () => {
    test('remindBeforeMin before the start: one urge each to the visitor and the expert', async () => {
      const upcoming = seeded(
        1,
        (row) => slotTime(row.appointDate, row.startTime) > NOW + 3 * HOUR,
      );
      const startsAt = slotTime(upcoming.appointDate, upcoming.startTime);
      await moveClockTo(startsAt - 61 * MINUTE);
      expect(await systemUrges(upcoming.id)).toEqual([]);

      kit.clock.now = startsAt - 60 * MINUTE;
      const urges = await systemUrges(upcoming.id);
      expect(urges.map((row) => [row.kind, row.target])).toEqual([
        [1, 'visitor'],
        [1, 'expert'],
      ]);
      const toExpert = urges[1];
      expect(toExpert.content).toBe(
        `您有一场咨询将于${upcoming.appointDate} ${upcoming.startTime}开始（来访者${upcoming.visitorName}，订单${upcoming.orderNo}），请准时参加`,
      );
      expect(
        tables().smsLogs.filter(
          (row) => row.template === 'URGE_1' && row.content === toExpert.content,
        ),
      ).toMatchObject([{ mobile: expertMobile(upcoming.id), createTime: toExpert.createTime }]);
    });
  });

  describe('待确认: a to-do for the administrators, due at the auto-confirm', () => {
    test("a seeded 待确认 order has one; the system's 确认完成 marks it done", async () => {
      const waiting = seeded(2);
      const finished = Date.parse(`${waiting.finishTime.replace(' ', 'T')}+08:00`);
      expect(await adminTodos(waiting.id, '待确认')).toMatchObject([
        {
          status: 0,
          createTime: waiting.finishTime,
          dueTime: formatDateTime(finished + 3 * DAY),
        },
      ]);
      await moveClockTo(finished + 3 * DAY);
      expect(await adminTodos(waiting.id, '待确认', 1)).toMatchObject([
        { status: 1, doneBy: '系统' },
      ]);
      expect(orderNow(kit, waiting)!.status).toBe(3);
    });
  });

  describe('the to-dos follow the order through the status update', () => {
    test('接单 marks 待接单 done by whoever accepted', async () => {
      const created = await newOrder();
      const accepted = await kit.post(API.consult('updateStatus'), {
        action: 'accept',
        id: created.id,
        version: order(created.id).version,
      });
      expect(accepted.code).toBe(0);
      const [todo] = await adminTodos(created.id, '待接单', 1);
      expect(todo).toMatchObject({ status: 1, doneTime: formatDateTime(created.createdAt) });
      expect(todo.doneBy).not.toBe('系统');
    });

    test('取消 closes 待接单 with the reason, and a refused call after a creation stores nothing', async () => {
      const created = await newOrder();
      const before = kit.digest();
      const refused = await kit.post(API.consult('cancel'), {
        id: created.id,
        version: 99,
        reason: '来访者临时有事',
      });
      expect(refused.code).not.toBe(0);
      expect(kit.digest()).toBe(before);
      const cancelled = await kit.post(API.consult('cancel'), {
        id: created.id,
        version: order(created.id).version,
        reason: '来访者临时有事',
      });
      expect(cancelled.code).toBe(0);
      expect(await adminTodos(created.id, '待接单', 2)).toMatchObject([
        { status: 2, remark: '取消订单：来访者临时有事' },
      ]);
    });
  });
});

/**
 * Unwritten case notes are visible (issue 27, point 8): a session still 待咨询 24 h after its end
 * is 待写记录 on both workbenches and as the order list's filter, the counsellor has its to-do,
 * and a record written late says 逾期补写 with the delay (docs/api/case-records.md).
 */
describe('an overdue case record', () => {
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
    const expertId = [...kit.app.db.accounts.values()].find(
      (row) => row.username === 'expert01',
    )!.id;
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
        {
          action: 'complete',
          id: order.id,
          version: order.version,
          ...casePaper(kit, order, '低'),
        },
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
        {
          action: 'complete',
          id: order.id,
          version: order.version,
          ...casePaper(kit, order, '低'),
        },
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
});
