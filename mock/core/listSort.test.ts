/** Sorting of the lists (issue 29, item 3; docs/decisions/0009): the whole list, before paging, and the refusals. */
import { sortRows } from './paging';
import { API, counsellingKit, type Kit } from '../counselling/testKit';

interface OrderRow {
  id: string;
  appointDate: string;
  startTime: string;
  createTime: string;
  status: number;
}
interface FeeRow {
  id: string;
  amount: number;
  orderAmount: number;
}
type Page<R> = { rows: R[]; total: number };

const FEE_PAGE = '/server-platform/api/fee/page';
const PAY_PAGE = '/server-platform/api/payOrder/page';
const TODO_PAGE = '/server-platform/api/todo/page';
const SMS_PAGE = '/server-platform/api/smsLog/page';
const slot = (row: OrderRow) => `${row.appointDate} ${row.startTime}`;

let kit: Kit;
beforeAll(async () => {
  kit = await counsellingKit();
});

async function orders(query: Record<string, string>) {
  const answer = await kit.get<Page<OrderRow>>(API.consult('page'), query);
  expect(answer.code).toBe(0);
  return answer.data;
}

test('咨询订单 by 预约时段 both ways: the whole list in order, page 2 going on from page 1', async () => {
  // The cancelled orders: thousands, enough that a page-only sort would show.
  const asc = await orders({
    status: '4',
    pageSize: '0',
    sortField: 'appointTime',
    sortOrder: 'asc',
  });
  const desc = await orders({
    status: '4',
    pageSize: '0',
    sortField: 'appointTime',
    sortOrder: 'desc',
  });
  expect(asc.total).toBeGreaterThan(1000);
  const ascSlots = asc.rows.map(slot);
  expect(ascSlots).toEqual([...ascSlots].sort());
  expect(desc.rows.map(slot)).toEqual([...ascSlots].sort().reverse());
  // The unsorted list is newest created first, so the sort really changed it.
  const plain = await orders({ status: '4', pageSize: '0' });
  expect(plain.rows.map(slot)).not.toEqual(ascSlots);

  const first = await orders({
    status: '4',
    pageSize: '20',
    sortField: 'appointTime',
    sortOrder: 'desc',
  });
  const second = await orders({
    status: '4',
    pageNum: '2',
    pageSize: '20',
    sortField: 'appointTime',
    sortOrder: 'desc',
  });
  expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(
    desc.rows.slice(0, 40).map((row) => row.id),
  );
});

test('咨询订单 by 创建时间 ascending is the default order turned round; by 状态 groups the codes', async () => {
  const plain = await orders({ pageSize: '0', createStart: '2025-06-01' });
  const asc = await orders({
    pageSize: '0',
    createStart: '2025-06-01',
    sortField: 'createTime',
    sortOrder: 'asc',
  });
  expect(asc.rows.map((row) => row.createTime)).toEqual(
    plain.rows.map((row) => row.createTime).reverse(),
  );
  const byStatus = await orders({
    pageSize: '0',
    createStart: '2025-06-01',
    sortField: 'status',
    sortOrder: 'desc',
  });
  const codes = byStatus.rows.map((row) => row.status);
  expect(codes).toEqual([...codes].sort((a, b) => b - a));
});

test('费用列表 by 结算金额 and 订单金额, as numbers over the whole list', async () => {
  const fees = async (sortField: string, sortOrder: string) => {
    const answer = await kit.get<Page<FeeRow>>(FEE_PAGE, { pageSize: '0', sortField, sortOrder });
    expect(answer.code).toBe(0);
    return answer.data.rows;
  };
  const byAmount = (await fees('amount', 'desc')).map((row) => row.amount);
  expect(byAmount.length).toBeGreaterThan(100);
  expect(byAmount).toEqual([...byAmount].sort((a, b) => b - a));
  expect(new Set(byAmount).size).toBeGreaterThan(2); // not one amount repeated
  const byOrder = (await fees('orderAmount', 'asc')).map((row) => row.orderAmount);
  expect(byOrder).toEqual([...byOrder].sort((a, b) => a - b));
});

test('热线工单 by 通话时长 and 回访记录 by 计划回访时间, over the whole list', async () => {
  const hotlines = await kit.get<Page<{ duration: number }>>('/server-platform/api/hotline/page', {
    pageSize: '0',
    sortField: 'duration',
    sortOrder: 'desc',
  });
  expect(hotlines.code).toBe(0);
  const durations = hotlines.data.rows.map((row) => row.duration);
  expect(durations.length).toBeGreaterThan(10);
  expect(durations).toEqual([...durations].sort((a, b) => b - a));
  const followUps = await kit.get<Page<{ planTime: string }>>(
    '/server-platform/api/followUp/page',
    { pageSize: '0', sortField: 'planTime', sortOrder: 'asc' },
  );
  expect(followUps.code).toBe(0);
  const plans = followUps.data.rows.map((row) => row.planTime);
  expect(plans.length).toBeGreaterThan(10);
  expect(plans).toEqual([...plans].sort());
});

test('任务管理 by 结束时间 descending, over the whole list', async () => {
  const tasks = await kit.get<Page<{ endTime: string }>>('/api/task/page', {
    pageSize: '0',
    sortField: 'endTime',
    sortOrder: 'desc',
  });
  expect(tasks.code).toBe(0);
  const ends = tasks.data.rows.map((row) => row.endTime);
  expect(ends.length).toBeGreaterThan(5);
  expect(ends).toEqual([...ends].sort().reverse());
});

test('待办 by 截止时间 both ways and by 优先级, over all the caller’s to-dos', async () => {
  type Todo = { dueTime: string; priority: number; status: number };
  const todos = async (sortField: string, sortOrder: string) => {
    const answer = await kit.get<Page<Todo>>(TODO_PAGE, {
      pageSize: '0',
      sortField,
      sortOrder,
    });
    expect(answer.code).toBe(0);
    return answer.data.rows;
  };
  const dues = (await todos('dueTime', 'asc')).map((row) => row.dueTime);
  expect(new Set(dues).size).toBeGreaterThan(5);
  expect(dues).toEqual([...dues].sort());
  expect((await todos('dueTime', 'desc')).map((row) => row.dueTime)).toEqual(
    [...dues].sort().reverse(),
  );
  const priorities = (await todos('priority', 'desc')).map((row) => row.priority);
  expect(new Set(priorities).size).toBeGreaterThan(1);
  expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
});

test('短信记录 by 发送时间 both ways and by 状态, over the organisation’s whole log', async () => {
  type Sms = { createTime: string; status: string };
  const sms = async (sortField: string, sortOrder: string) => {
    const answer = await kit.get<Page<Sms>>(SMS_PAGE, { pageSize: '0', sortField, sortOrder });
    expect(answer.code).toBe(0);
    return answer.data.rows;
  };
  const times = (await sms('createTime', 'asc')).map((row) => row.createTime);
  expect(times.length).toBeGreaterThan(1000);
  expect(times).toEqual([...times].sort());
  expect((await sms('createTime', 'desc')).map((row) => row.createTime)).toEqual(
    [...times].sort().reverse(),
  );
  const statuses = (await sms('status', 'asc')).map((row) => row.status);
  expect(new Set(statuses).size).toBeGreaterThan(1);
  expect(statuses).toEqual([...statuses].sort());
});

test('an unknown field or a bad direction is refused (10400, in Chinese), never a 500', async () => {
  for (const [path, query, msg] of [
    [API.consult('page'), { sortField: 'mobile', sortOrder: 'asc' }, '排序字段不正确'],
    [API.consult('page'), { sortField: 'appointTime', sortOrder: 'up' }, '排序方向只能是asc或desc'],
    [FEE_PAGE, { sortField: 'visitorName', sortOrder: 'desc' }, '排序字段不正确'],
    [PAY_PAGE, { sortField: 'amount', sortOrder: 'DESC' }, '排序方向只能是asc或desc'],
    [TODO_PAGE, { sortField: 'title', sortOrder: 'asc' }, '排序字段不正确'],
    [SMS_PAGE, { sortField: 'mobile', sortOrder: 'desc' }, '排序字段不正确'],
  ] as const) {
    const answer = await kit.get(path, query);
    expect([answer.code, answer.msg]).toEqual([10400, expect.stringContaining(msg)]);
  }
  // A list that declares no sorting drops the pair, as it drops any undeclared parameter.
  const roles = (query: Record<string, string>) => kit.get('/server-platform/api/role/list', query);
  expect(await roles({ sortField: 'name', sortOrder: 'asc' })).toEqual(await roles({}));
});

test('sortRows: ties and empty values keep the route order, empties last either way; its own refusals', () => {
  const rows = [
    { id: 'a', t: '2025-01-02' },
    { id: 'b', t: '' },
    { id: 'c', t: '2025-01-01' },
    { id: 'd', t: '2025-01-02' },
  ];
  const keys = { t: (row: (typeof rows)[number]) => row.t };
  const ids = (sortOrder: string) =>
    sortRows(rows, { sortField: 't', sortOrder }, keys).map((row) => row.id);
  expect(ids('asc')).toEqual(['c', 'a', 'd', 'b']);
  expect(ids('desc')).toEqual(['a', 'd', 'c', 'b']);
  expect(sortRows(rows, {}, keys)).toBe(rows);
  expect(() => sortRows(rows, { sortOrder: 'asc' }, keys)).toThrow('排序方向需与排序字段一起传');
  expect(() => sortRows(rows, { sortField: 'toString', sortOrder: 'asc' }, keys)).toThrow(
    '排序字段不正确',
  );
});
