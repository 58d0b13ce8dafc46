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

/** The whole list at `path` (no paging) sorted by `field`, as that field's values in order. */
async function sortedBy<V>(path: string, field: string, order: 'asc' | 'desc'): Promise<V[]> {
  const answer = await kit.get<Page<Record<string, V>>>(path, {
    pageSize: '0',
    sortField: field,
    sortOrder: order,
  });
  expect(answer.code).toBe(0);
  return answer.data.rows.map((row) => row[field]);
}

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
  const byAmount = await sortedBy<number>(FEE_PAGE, 'amount', 'desc');
  expect(byAmount.length).toBeGreaterThan(100);
  expect(byAmount).toEqual([...byAmount].sort((a, b) => b - a));
  expect(new Set(byAmount).size).toBeGreaterThan(2); // not one amount repeated
  const byOrder = await sortedBy<number>(FEE_PAGE, 'orderAmount', 'asc');
  expect(byOrder).toEqual([...byOrder].sort((a, b) => a - b));
});

test('热线工单 by 通话时长 and 回访记录 by 计划回访时间, over the whole list', async () => {
  const durations = await sortedBy<number>('/server-platform/api/hotline/page', 'duration', 'desc');
  expect(durations.length).toBeGreaterThan(10);
  expect(durations).toEqual([...durations].sort((a, b) => b - a));
  const plans = await sortedBy<string>('/server-platform/api/followUp/page', 'planTime', 'asc');
  expect(plans.length).toBeGreaterThan(10);
  expect(plans).toEqual([...plans].sort());
});

test('任务管理 by 结束时间 descending, over the whole list', async () => {
  const ends = await sortedBy<string>('/api/task/page', 'endTime', 'desc');
  expect(ends.length).toBeGreaterThan(5);
  expect(ends).toEqual([...ends].sort().reverse());
});

test('待办 by 截止时间 both ways and by 优先级, over all the caller’s to-dos', async () => {
  const dues = await sortedBy<string>(TODO_PAGE, 'dueTime', 'asc');
  expect(new Set(dues).size).toBeGreaterThan(5);
  expect(dues).toEqual([...dues].sort());
  expect(await sortedBy<string>(TODO_PAGE, 'dueTime', 'desc')).toEqual([...dues].sort().reverse());
  const priorities = await sortedBy<number>(TODO_PAGE, 'priority', 'desc');
  expect(new Set(priorities).size).toBeGreaterThan(1);
  expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
});

test('短信记录 by 发送时间 both ways and by 状态, over the organisation’s whole log', async () => {
  const times = await sortedBy<string>(SMS_PAGE, 'createTime', 'asc');
  expect(times.length).toBeGreaterThan(1000);
  expect(times).toEqual([...times].sort());
  expect(await sortedBy<string>(SMS_PAGE, 'createTime', 'desc')).toEqual(
    [...times].sort().reverse(),
  );
  const statuses = await sortedBy<string>(SMS_PAGE, 'status', 'asc');
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
