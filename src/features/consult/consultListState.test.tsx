/** 咨询订单 keeps its state in its address (issue 29 items 1 and 3, docs/decisions/0009). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp, type MockApp } from '../../../mock/app';
import type { ConsultOrder } from '../../../mock/counselling/types';
import { renderPage } from '@/test/renderPage';
import { sentQueries } from '@/test/sentQueries';
import { showColumns } from '@/test/storyQueries';

const orgOrders = (mock: MockApp): ConsultOrder[] =>
  [...mock.db.counselling.tables.orders.values()].filter(
    (order) => order.orgId === mock.db.qaOrgs.comprehensive,
  );

async function choose(user: ReturnType<typeof userEvent.setup>, box: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: box }));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

test('filtered by 来访者 and 咨询方式, 查看 and 返回 bring the list back filtered; the name stays out of the address', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const orders = orgOrders(mock);
  // A visitor with several orders, some of them 在线视频 (consultWay 2) and some not.
  const names = orders.map((order) => order.visitorName);
  const name = names.find(
    (visitor) =>
      orders.filter((order) => order.visitorName.includes(visitor)).length > 3 &&
      orders.some((order) => order.visitorName.includes(visitor) && order.consultWay === 2),
  )!;
  const matching = orders.filter(
    (order) =>
      (order.visitorName.includes(name) || order.mobile.includes(name)) && order.consultWay === 2,
  );
  const { currentPath } = await renderPage('/consult/orders', { account: 'admin01', mock });
  expect(await screen.findByText(`共${orders.length}条数据`)).toBeInTheDocument();

  await user.type(screen.getByLabelText('来访者'), name);
  await user.click(screen.getByRole('button', { name: '展开' })); // 咨询方式 is folded
  await choose(user, '咨询方式', '在线视频');
  await user.click(screen.getByRole('button', { name: '查询' }));
  expect(await screen.findByText(`共${matching.length}条数据`)).toBeInTheDocument();
  expect(currentPath()).toBe('/consult/orders?consultWay=2&pageSize=10');

  await user.click(screen.getAllByRole('button', { name: '查看' })[0]);
  await waitFor(() => expect(currentPath()).toMatch(/^\/consult\/orders\/\d+$/));
  await user.click(await screen.findByRole('button', { name: /返回/ }));

  await waitFor(() => expect(currentPath()).toBe('/consult/orders?consultWay=2&pageSize=10'));
  expect(await screen.findByText(`共${matching.length}条数据`)).toBeInTheDocument();
  expect(screen.getByLabelText('来访者')).toHaveValue(name);
  // The folded 咨询方式 holds a value, so it shows.
  expect(screen.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
  expect(
    within(screen.getByRole('search', { name: '查询条件' })).getByTitle('在线视频'),
  ).toBeInTheDocument();
});

test('an address with a status, a page, a size and a sort opens the list so; the headers sort it', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const sent = sentQueries(mock, '/consult/page');
  const pending = orgOrders(mock).filter((order) => order.status === 0).length;
  const { currentPath } = await renderPage(
    '/consult/orders?status=0&pageNum=2&pageSize=20&sortField=appointTime&sortOrder=desc',
    { account: 'admin01', mock },
  );
  expect(await screen.findByText(`共${pending}条数据`)).toBeInTheDocument();
  expect(sent.at(-1)).toEqual({
    status: '0',
    pageNum: '2',
    pageSize: '20',
    sortField: 'appointTime',
    sortOrder: 'desc',
  });
  expect(screen.getByRole('tab', { name: /^待接单/, selected: true })).toBeInTheDocument();
  expect(header('预约时段')).toHaveAttribute('aria-sort', 'descending');
  expect(screen.getByRole('listitem', { name: '2' })).toHaveClass('ant-pagination-item-active');

  // 创建时间 starts hidden (the default columns fit at 1440): 列设置 shows it, then its header
  // sorts by it from page 1; antd's cycle is ascending, descending, none.
  expect(screen.queryByRole('columnheader', { name: /创建时间/ })).not.toBeInTheDocument();
  await showColumns(user, '创建时间');
  await user.click(header('创建时间'));
  await waitFor(() =>
    expect(currentPath()).toBe(
      '/consult/orders?status=0&pageSize=20&sortField=createTime&sortOrder=asc',
    ),
  );
  await waitFor(() =>
    expect(sent.at(-1)).toEqual({
      status: '0',
      pageNum: '1',
      pageSize: '20',
      sortField: 'createTime',
      sortOrder: 'asc',
    }),
  );
  expect(header('创建时间')).toHaveAttribute('aria-sort', 'ascending');
  expect(header('预约时段')).not.toHaveAttribute('aria-sort');
  await user.click(header('创建时间'));
  await waitFor(() => expect(header('创建时间')).toHaveAttribute('aria-sort', 'descending'));
  await user.click(header('创建时间'));
  await waitFor(() => expect(currentPath()).toBe('/consult/orders?status=0&pageSize=20'));
  await waitFor(() => expect(sent.at(-1)).toEqual({ status: '0', pageNum: '1', pageSize: '20' }));
});
