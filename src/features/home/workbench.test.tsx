import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordOverdue } from '../../../mock/counselling/recordDue';
import { formatDate } from '../../../mock/core/time';
import { renderPage } from '@/test/renderPage';

const MAIN_ORG = '星辰心理健康综合服务中心';
const figureLink = (label: string, count: number) =>
  screen.findByRole('link', { name: `${label} ${count}` });
/** The figures are there (the first call builds the 22,000 seeded orders: slow on a busy machine). */
const figuresShown = () => screen.findAllByRole('link', { name: / \d+$/ }, { timeout: 120_000 });

test("admin01: today's orders by status, to-dos, running tasks with fill rates, applications and the trend; a figure opens its list filtered to the same count", async () => {
  const user = userEvent.setup();
  const { mock, currentPath } = await renderPage('/', {
    account: 'admin01',
    identity: (identity) => identity.orgName === MAIN_ORG,
  });
  await figuresShown();
  // The owner organisation as the platform has it: name, type, region and status.
  expect(
    await screen.findByText(`${MAIN_ORG} · 综合服务机构 · 广东省 深圳市 南山区 · 正常`, {
      exact: false,
    }),
  ).toBeInTheDocument();
  const today = formatDate(Date.now());
  const orgId = mock.db.qaOrgs.comprehensive;
  const todays = [...mock.db.counselling.tables.orders.values()].filter(
    (order) => order.orgId === orgId && order.appointDate === today,
  );
  const labels = ['今日待接单', '今日待咨询', '今日待确认', '今日已完成', '今日已取消'];
  for (const [status, label] of labels.entries())
    expect(
      await figureLink(label, todays.filter((o) => o.status === status).length),
    ).toHaveAttribute(
      'href',
      `/consult/orders?status=${status}&appointStart=${today}&appointEnd=${today}`,
    );
  const pending = mock.db.cooperApplies.filter((a) => a.orgId === orgId && a.status === 0).length;
  expect(await figureLink('待审核的合作申请', pending)).toHaveAttribute('href', '/cooper/apply');
  expect(screen.getByRole('link', { name: /^进行中的任务 \d+$/ })).toHaveAttribute(
    'href',
    '/taskManagement?status=1',
  );
  expect(screen.getAllByRole('progressbar', { name: /填写率 [\d.]+%$/ }).length).toBeGreaterThan(0);
  // The chart comes after the figures, with the chart library.
  expect(await screen.findByRole('img', { name: '近30天新增订单' })).toBeInTheDocument();
  // The trend's figures are in the chart's text alternative: 30 days, today last.
  const trend = screen.getByRole('table', { name: '近30天新增订单' });
  expect(within(trend).getByText(today.slice(5))).toBeInTheDocument();

  const waiting = todays.filter((o) => o.status === 0).length;
  await user.click(await figureLink('今日待接单', waiting));
  await waitFor(() => expect(currentPath()).toMatch(/^\/consult\/orders\?status=0/));
  expect(await screen.findByText(`共${waiting}条数据`)).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: /待接单/, selected: true })).toBeInTheDocument();
});

test('admin01: 我的待办 and 逾期待办 open the to-do list filtered to their counts', async () => {
  const user = userEvent.setup();
  const { currentPath } = await renderPage('/', {
    account: 'admin01',
    identity: (identity) => identity.orgName === MAIN_ORG,
  });
  await figuresShown();
  const overdue = await screen.findByRole('link', { name: /^逾期待办 \d+$/ });
  const count = Number(overdue.textContent?.replace(/\D/g, ''));
  expect(screen.getByRole('link', { name: /^待跟进危机 \d+$/ })).toHaveAttribute(
    'href',
    `/consult/todos?type=${encodeURIComponent('危机跟进')}&status=0`,
  );
  expect(screen.getByRole('link', { name: /^待写记录 \d+$/ })).toHaveAttribute(
    'href',
    '/consult/orders?recordOverdue=1',
  );
  await user.click(overdue);
  await waitFor(() => expect(currentPath()).toBe('/consult/todos?status=0&overdue=1'));
  expect(await screen.findByText(`共${count}条数据`)).toBeInTheDocument();
  // Every row of the first page is marked overdue.
  expect(screen.queryAllByText('已逾期')).toHaveLength(Math.min(count, 10));
});

test("expert01: the title names the expert; its own today's sessions, 待接单 and 已完成待确认, no organisation figure; 待接单 opens 我的订单 filtered", async () => {
  const user = userEvent.setup();
  const { mock, store, currentPath } = await renderPage('/', { account: 'expert01' });
  await figuresShown();
  // An expert has no owner organisation (spec §6): none is asked for (decision 0023).
  expect(
    Object.values(store.getState().api?.queries ?? {}).map((entry) => entry?.endpointName),
  ).not.toContain('getOwnerOrg');
  const account = [...mock.db.accounts.values()].find((a) => a.username === 'expert01')!;
  expect(account.name).not.toBe(account.username);
  expect(
    screen.getByRole('heading', { level: 1, name: `欢迎，${account.name}` }),
  ).toBeInTheDocument();
  const expert = account.id;
  const own = [...mock.db.counselling.tables.orders.values()].filter((o) => o.expertId === expert);
  const today = formatDate(Date.now());
  await figureLink('今日咨询', own.filter((o) => o.appointDate === today && o.status === 1).length);
  await figureLink('已完成待确认', own.filter((o) => o.status === 2).length);
  expect(screen.queryByRole('link', { name: /^今日待接单/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^我的待办/ })).not.toBeInTheDocument();
  const waiting = own.filter((o) => o.status === 0).length;
  await user.click(await figureLink('待接单', waiting));
  await waitFor(() => expect(currentPath()).toBe('/service/orders?status=0'));
  expect(await screen.findByText(`共${waiting}条数据`)).toBeInTheDocument();
});

test('expert01: 待写记录 counts its sessions left unwritten 24 h after their end and opens 我的订单 filtered to them', async () => {
  const user = userEvent.setup();
  const { mock, currentPath } = await renderPage('/', { account: 'expert01' });
  await figuresShown();
  const expert = [...mock.db.accounts.values()].find((a) => a.username === 'expert01')!.id;
  const unwritten = [...mock.db.counselling.tables.orders.values()].filter(
    (o) => o.expertId === expert && recordOverdue(o, Date.now()),
  ).length;
  expect(unwritten).toBeGreaterThan(0);
  await user.click(await figureLink('待写记录', unwritten));
  await waitFor(() => expect(currentPath()).toBe('/service/orders?recordOverdue=1'));
  expect(await screen.findByText(`共${unwritten}条数据`)).toBeInTheDocument();
  // The filter form starts on 待写记录 是 (the one code filter not on 全部).
  expect(screen.getByTitle('是')).toBeInTheDocument();
  expect(screen.getAllByTitle('全部')).toHaveLength(5);
});

test('admin01: 进行中的任务 opens 任务管理 filtered to 进行中 with the same count', async () => {
  const user = userEvent.setup();
  const { currentPath } = await renderPage('/', {
    account: 'admin01',
    identity: (identity) => identity.orgName === MAIN_ORG,
  });
  await figuresShown();
  const running = screen.getByRole('link', { name: /^进行中的任务 \d+$/ });
  const count = Number(running.textContent?.replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);
  await user.click(running);
  await waitFor(() => expect(currentPath()).toBe('/taskManagement?status=1'));
  expect(await screen.findByText(`共${count}条数据`)).toBeInTheDocument();
  expect(screen.getAllByText('进行中').length).toBeGreaterThan(1);
});
