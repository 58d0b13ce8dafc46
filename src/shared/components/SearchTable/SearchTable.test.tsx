import '@/test/polyfillMessageChannel';
import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ConfigProvider, Form, Input, Select } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { Page } from '@/shared/request/types';
import { initialSessionState } from '@/shared/session/sessionSlice';
import type { UserDetails } from '@/shared/session/types';
import { rootReducer } from '@/shared/store/rootReducer';
import { tableRows } from '@/test/storyQueries';
import { listsBusy } from './listsBusy';
import { SearchTable } from './SearchTable';
import type { SearchQuery } from './searchQuery';
import { useSearchTable } from './useSearchTable';

interface Row {
  id: number;
  name: string;
}
const TOTAL = 123;

/** A fake list call: 123 rows, sliced by the query, as the server would. */
function pageOf(query: SearchQuery): Page<Row> {
  const from = (query.pageNum - 1) * query.pageSize;
  const rows = Array.from(
    { length: Math.max(0, Math.min(query.pageSize, TOTAL - from)) },
    (_, i) => ({
      id: from + i + 1,
      name: `用户${from + i + 1}`,
    }),
  );
  return { rows, total: TOTAL };
}

function UserList({ onQuery }: { onQuery: (query: SearchQuery) => void }) {
  const search = useSearchTable<{ name?: string; status?: number }>({
    initialFilters: { status: -99 },
  });
  useEffect(() => onQuery(search.query), [search.query, onQuery]);
  return (
    <SearchTable<Row, { name?: string; status?: number }>
      search={search}
      filters={
        <>
          <Form.Item label="姓名" name="name">
            <Input />
          </Form.Item>
          <Form.Item label="状态" name="status">
            <Select
              style={{ width: 120 }}
              options={[
                { label: '全部', value: -99 },
                { label: '正常', value: 1 },
              ]}
            />
          </Form.Item>
        </>
      }
      columns={[{ title: '姓名', dataIndex: 'name' }]}
      data={pageOf(search.query)}
      rowKey="id"
    />
  );
}

/** A store signed in as `accountId`: the list's view is remembered per account. */
const storeOf = (accountId: string) =>
  configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: {
        ...initialSessionState(),
        userDetails: { id: accountId, username: accountId, name: accountId } as UserDetails,
      },
    },
  });

/** `ui` in Chinese at `path`, as the console renders a list page, for `accountId`. */
const renderAt = (ui: ReactNode, path: string, accountId = 'acc-1') =>
  render(
    <Provider store={storeOf(accountId)}>
      <ConfigProvider locale={zhCN}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ConfigProvider>
    </Provider>,
  );

function renderList(onQuery = jest.fn()) {
  const view = renderAt(<UserList onQuery={onQuery} />, '/task/list');
  return { ...view, onQuery, lastQuery: () => onQuery.mock.lastCall?.[0] as SearchQuery };
}

// hidden: true skips the visibility check, which is slow under antd's injected styles in jsdom.
const rowNames = () =>
  tableRows()
    .slice(1)
    .map((row) => within(row).getAllByRole('cell', { hidden: true })[0].textContent);

test('first page of 10 with the all-option dropped, total text and quick jumper', () => {
  const { lastQuery } = renderList();
  expect(lastQuery()).toEqual({ pageNum: 1, pageSize: 10 });
  expect(screen.getByText('共123条数据')).toBeInTheDocument();
  expect(rowNames()).toHaveLength(10);
  expect(screen.getByRole('textbox', { name: '页' })).toBeInTheDocument(); // 跳至 … 页
});

test('searching trims the filter and goes back to page 1; reset clears it', async () => {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const { lastQuery } = renderList();

  await user.click(screen.getByTitle('2'));
  expect(lastQuery()).toEqual({ pageNum: 2, pageSize: 10 });
  expect(rowNames()[0]).toBe('用户11');

  await user.type(screen.getByLabelText('姓名'), '  张三 ');
  await user.click(screen.getByRole('button', { name: '查询' }));
  await waitFor(() => expect(lastQuery()).toEqual({ pageNum: 1, pageSize: 10, name: '张三' }));
  expect(screen.getByTitle('1')).toHaveClass('ant-pagination-item-active');

  await user.click(screen.getByTitle('3'));
  expect(lastQuery()).toEqual({ pageNum: 3, pageSize: 10, name: '张三' });
  await user.click(screen.getByRole('button', { name: '重置' }));
  expect(screen.getByLabelText('姓名')).toHaveValue('');
  expect(lastQuery()).toEqual({ pageNum: 1, pageSize: 10 });
});

test('searching twice with the same filters keeps the same query object', async () => {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const { onQuery, lastQuery } = renderList();
  await user.type(screen.getByLabelText('姓名'), '李四');
  await user.click(screen.getByRole('button', { name: '查询' }));
  await waitFor(() => expect(lastQuery()).toEqual({ pageNum: 1, pageSize: 10, name: '李四' }));
  const calls = onQuery.mock.calls.length;
  await user.click(screen.getByRole('button', { name: '查询' }));
  // give the submit time to land: the query must not have changed identity
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(onQuery.mock.calls.length).toBe(calls);
});

test('the page size is remembered for the list path', async () => {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const { lastQuery, unmount } = renderList();
  await user.click(screen.getByRole('combobox', { name: /页码|条\/页/ }));
  await user.click(await screen.findByTitle('50 条/页'));
  expect(lastQuery()).toEqual({ pageNum: 1, pageSize: 50 });
  expect(window.localStorage.getItem('PAGE_SIZE:/task/list')).toBe('50');
  // Rows beyond the first slice arrive in the following frames (useRowsInFrames).
  await waitFor(() => expect(rowNames()).toHaveLength(50));
  unmount();

  const again = jest.fn();
  renderList(again);
  expect(again).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 50 });
});

/** A list whose pages are asked for ahead (`prefetch`), each ask settling when the test answers it. */
function prefetchedList() {
  const asks: Array<{ query: SearchQuery; answer: () => void; refuse: () => void }> = [];
  const prefetch = (query: SearchQuery) =>
    new Promise<void>((resolve, reject) =>
      asks.push({ query, answer: resolve, refuse: () => reject(new Error('refused')) }),
    );
  function PrefetchedList({ onQuery }: { onQuery: (query: SearchQuery) => void }) {
    const search = useSearchTable<{ name?: string }>({ listKey: '/prefetched', prefetch });
    useEffect(() => onQuery(search.query), [search.query, onQuery]);
    return (
      <SearchTable<Row, { name?: string }>
        search={search}
        columns={[{ title: '姓名', dataIndex: 'name' }]}
        data={pageOf(search.query)}
        rowKey="id"
      />
    );
  }
  const onQuery = jest.fn();
  renderAt(<PrefetchedList onQuery={onQuery} />, '/prefetched');
  return { asks, lastQuery: () => onQuery.mock.lastCall?.[0] as SearchQuery };
}

test('with prefetch, a page is asked for first and shown once answered; the last page asked wins', async () => {
  const { asks, lastQuery } = prefetchedList();
  // Two pages chosen and answered in the wrong order, well within the wait for an answer.
  fireEvent.click(screen.getByTitle('2'));
  fireEvent.click(screen.getByTitle('3'));
  expect(asks.map((ask) => ask.query)).toEqual([
    { pageNum: 2, pageSize: 10 },
    { pageNum: 3, pageSize: 10 },
  ]);
  expect(lastQuery()).toEqual({ pageNum: 1, pageSize: 10 });
  expect(rowNames()[0]).toBe('用户1');
  asks[1].answer();
  asks[0].answer();
  await waitFor(() => expect(lastQuery()).toEqual({ pageNum: 3, pageSize: 10 }));
  expect(rowNames()[0]).toBe('用户21');
  expect(screen.getByTitle('3')).toHaveClass('ant-pagination-item-active');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(lastQuery()).toEqual({ pageNum: 3, pageSize: 10 });
});

test('with prefetch, a page whose answer does not come is shown all the same', async () => {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const { asks, lastQuery } = prefetchedList();
  await user.click(screen.getByRole('combobox', { name: /页码|条\/页/ }));
  await user.click(await screen.findByTitle('20 条/页'));
  expect(asks.map((ask) => ask.query)).toEqual([{ pageNum: 1, pageSize: 20 }]);
  await waitFor(() => expect(lastQuery()).toEqual({ pageNum: 1, pageSize: 20 }));
  await waitFor(() => expect(rowNames()).toHaveLength(20));
});

test('with prefetch, a page whose ask fails is shown all the same, and the list is not left busy', async () => {
  const { asks, lastQuery } = prefetchedList();
  fireEvent.click(screen.getByTitle('2'));
  expect(listsBusy()).toBe(true);
  asks[0].refuse();
  await waitFor(() => expect(lastQuery()).toEqual({ pageNum: 2, pageSize: 10 }));
  expect(listsBusy()).toBe(false);
});

/** A list whose answer comes only on 答复, as a slow server's would: until then the last page stays. */
function SlowList() {
  const search = useSearchTable<{ name?: string }>({ listKey: '/slow' });
  const [answer, setAnswer] = useState(() => pageOf(search.query));
  return (
    <>
      <button type="button" onClick={() => setAnswer(pageOf(search.query))}>
        答复
      </button>
      <SearchTable<Row, { name?: string }>
        search={search}
        columns={[{ title: '姓名', dataIndex: 'name' }]}
        data={answer}
        rowKey="id"
        numbered
      />
    </>
  );
}

test('序号 numbers the rows on screen: while the next page loads, the last page keeps its numbers', async () => {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderAt(<SlowList />, '/slow');
  const firstRow = () => rowNames()[0];
  const firstName = () =>
    within(tableRows()[1]).getAllByRole('cell', {
      hidden: true,
    })[1].textContent;
  expect(screen.getByRole('columnheader', { name: '序号', hidden: true })).toBeInTheDocument();
  expect([firstRow(), firstName()]).toEqual(['1', '用户1']);

  await user.click(screen.getByTitle('2'));
  expect([firstRow(), firstName()]).toEqual(['1', '用户1']);
  await user.click(screen.getByRole('button', { name: '答复' }));
  expect([firstRow(), firstName()]).toEqual(['11', '用户11']);
});

interface Person {
  id: number;
  name: string;
  phone: string;
  city: string;
}
const people: Page<Person> = {
  rows: [{ id: 1, name: '张三', phone: '13800000000', city: '杭州' }],
  total: 1,
};

/** A list with a key column, two more and 操作, at /people; `moreFilters` folded. */
function PeopleList() {
  const search = useSearchTable<{ name?: string; city?: string; phone?: string }>();
  return (
    <SearchTable<Person, { name?: string; city?: string; phone?: string }>
      search={search}
      filters={
        <Form.Item label="姓名" name="name">
          <Input />
        </Form.Item>
      }
      moreFilters={
        <>
          <Form.Item label="城市" name="city">
            <Input />
          </Form.Item>
          <Form.Item label="电话" name="phone">
            <Input />
          </Form.Item>
        </>
      }
      columns={[
        { title: '姓名', dataIndex: 'name' },
        { title: '电话', dataIndex: 'phone' },
        { title: '城市', key: 'city', render: (_v, row) => row.city },
        { title: '操作', key: 'actions', render: () => <button type="button">查看</button> },
      ]}
      data={people}
      rowKey="id"
    />
  );
}

const headers = () =>
  screen.getAllByRole('columnheader', { hidden: true }).map((header) => header.textContent);

async function openColumnSettings(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '列设置' }));
  return screen.findByRole('group', { name: '列设置' });
}

test('列设置 hides and moves columns, remembered per account and list; the key column and 操作 stay', async () => {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  let view = renderAt(<PeopleList />, '/people', 'acc-1');
  expect(headers()).toEqual(['姓名', '电话', '城市', '操作']);

  const settings = await openColumnSettings(user);
  expect(within(settings).getByRole('checkbox', { name: '姓名' })).toBeDisabled();
  expect(within(settings).getByRole('checkbox', { name: '操作' })).toBeDisabled();
  expect(within(settings).getByRole('button', { name: '上移 电话' })).toBeDisabled();
  await user.click(within(settings).getByRole('checkbox', { name: '电话' }));
  expect(headers()).toEqual(['姓名', '城市', '操作']);
  await user.click(within(settings).getByRole('checkbox', { name: '电话' }));
  await user.click(within(settings).getByRole('button', { name: '上移 城市' }));
  expect(headers()).toEqual(['姓名', '城市', '电话', '操作']);
  await user.click(within(settings).getByRole('checkbox', { name: '电话' }));
  expect(headers()).toEqual(['姓名', '城市', '操作']);
  view.unmount();

  // The same account and list: as left.
  view = renderAt(<PeopleList />, '/people', 'acc-1');
  expect(headers()).toEqual(['姓名', '城市', '操作']);
  view.unmount();
  // Another account, or another list: the list's own columns.
  view = renderAt(<PeopleList />, '/people', 'acc-2');
  expect(headers()).toEqual(['姓名', '电话', '城市', '操作']);
  view.unmount();
  renderAt(<PeopleList />, '/people-too', 'acc-1');
  expect(headers()).toEqual(['姓名', '电话', '城市', '操作']);
});

test('恢复默认 gives the list its own columns back', async () => {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderAt(<PeopleList />, '/people', 'acc-1');
  const settings = await openColumnSettings(user);
  await user.click(within(settings).getByRole('button', { name: '下移 电话' }));
  await user.click(within(settings).getByRole('checkbox', { name: '城市' }));
  expect(headers()).toEqual(['姓名', '电话', '操作']);
  await user.click(within(settings).getByRole('button', { name: '恢复默认' }));
  expect(headers()).toEqual(['姓名', '电话', '城市', '操作']);
});

/** PeopleList's columns with 电话 left to 列设置 (and a key column that cannot be). */
function FittedPeopleList() {
  const search = useSearchTable<{ name?: string }>();
  return (
    <SearchTable<Person, { name?: string }>
      search={search}
      columns={[
        { title: '姓名', dataIndex: 'name', width: 100, defaultHidden: true },
        { title: '电话', dataIndex: 'phone', width: 400, defaultHidden: true },
        { title: '城市', key: 'city', width: 100, render: (_v, row) => row.city },
        {
          title: '操作',
          key: 'actions',
          width: 100,
          render: () => <button type="button">查看</button>,
        },
      ]}
      data={people}
      rowKey="id"
    />
  );
}

/** The width the table scrolls in: the shown columns' widths (antd sets it on the <table>). */
const tableWidth = () => screen.getByRole('table', { hidden: true }).style.width;

test('a defaultHidden column starts hidden and out of the scroll width, offered in 列设置; 恢复默认 hides it again', async () => {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  let view = renderAt(<FittedPeopleList />, '/fitted', 'acc-1');
  // The key column is shown whatever it says.
  expect(headers()).toEqual(['姓名', '城市', '操作']);
  expect(tableWidth()).toBe('300px');

  let settings = await openColumnSettings(user);
  expect(within(settings).getByRole('checkbox', { name: '姓名' })).toBeChecked();
  expect(within(settings).getByRole('checkbox', { name: '电话' })).not.toBeChecked();
  await user.click(within(settings).getByRole('checkbox', { name: '电话' }));
  expect(headers()).toEqual(['姓名', '电话', '城市', '操作']);
  expect(tableWidth()).toBe('700px');
  view.unmount();

  // Remembered for the account and list; another account starts with the list's defaults.
  view = renderAt(<FittedPeopleList />, '/fitted', 'acc-1');
  expect(headers()).toEqual(['姓名', '电话', '城市', '操作']);
  view.unmount();
  view = renderAt(<FittedPeopleList />, '/fitted', 'acc-2');
  expect(headers()).toEqual(['姓名', '城市', '操作']);
  view.unmount();

  renderAt(<FittedPeopleList />, '/fitted', 'acc-1');
  settings = await openColumnSettings(user);
  await user.click(within(settings).getByRole('button', { name: '恢复默认' }));
  expect(headers()).toEqual(['姓名', '城市', '操作']);
  expect(within(settings).getByRole('checkbox', { name: '电话' })).not.toBeChecked();
});

test('密度 紧凑 makes the table small, remembered per account and list', async () => {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  // The size is a class on antd's box around the <table>: nothing a role query can read.
  // eslint-disable-next-line testing-library/no-node-access
  const table = () => screen.getByRole('table', { hidden: true }).closest('.ant-table');
  let view = renderAt(<PeopleList />, '/people', 'acc-1');
  expect(table()).not.toHaveClass('ant-table-small');
  await user.click(screen.getByRole('button', { name: '密度：默认' }));
  await user.click(await screen.findByRole('menuitem', { name: '紧凑' }));
  expect(screen.getByRole('button', { name: '密度：紧凑' })).toBeInTheDocument();
  expect(table()).toHaveClass('ant-table-small');
  // eslint-disable-next-line testing-library/no-node-access
  expect(table()?.closest('.search-table-compact')).not.toBeNull();
  view.unmount();

  view = renderAt(<PeopleList />, '/people', 'acc-1');
  expect(table()).toHaveClass('ant-table-small');
  view.unmount();
  renderAt(<PeopleList />, '/people', 'acc-2');
  expect(table()).not.toHaveClass('ant-table-small');
});

test('the less common filters fold behind 展开/收起, a button that says whether they show', async () => {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderAt(<PeopleList />, '/people');
  const fold = screen.getByRole('button', { name: '展开' });
  expect(fold).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByLabelText('姓名')).toBeVisible();
  expect(screen.getByLabelText('城市')).not.toBeVisible();

  await user.click(fold);
  expect(fold).toHaveAttribute('aria-expanded', 'true');
  expect(fold).toHaveTextContent('收起');
  expect(screen.getByLabelText('城市')).toBeVisible();

  // Set and folded by hand: 展开 says how many are set.
  await user.type(screen.getByLabelText('城市'), '杭州');
  await user.click(fold);
  expect(fold).toHaveAttribute('aria-expanded', 'false');
  expect(fold).toHaveTextContent('展开（已设1项）');
});

test('a folded filter that holds a value from the address shows unfolded', async () => {
  renderAt(<PeopleList />, '/people?city=%E6%9D%AD%E5%B7%9E');
  await waitFor(() => expect(screen.getByLabelText('城市')).toHaveValue('杭州'));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true'),
  );
  expect(screen.getByLabelText('城市')).toBeVisible();
  expect(screen.getByLabelText('电话')).toBeVisible();
});
