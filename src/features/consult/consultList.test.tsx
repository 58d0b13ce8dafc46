import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import moment from 'moment';
import { saveAs } from 'file-saver';
import * as XLSX from 'xlsx';
import { createMockApp, type MockApp } from '../../../mock/app';
import type { ConsultOrder } from '../../../mock/counselling/types';
import { PERM } from '@/shared/session/permissions';
import { maskMobile } from '@/shared/utils/format';
import { renderPage } from '@/test/renderPage';
import { atMinuteStart } from '@/test/shiftClock';
import { expectExportSettled } from '@/test/storyQueries';
import { sentQueries } from '@/test/sentQueries';

jest.mock('file-saver', () => ({ saveAs: jest.fn() }));

const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

const newestFirst = (mock: MockApp): ConsultOrder[] =>
  [...mock.db.counselling.tables.orders.values()]
    .filter((order) => order.orgId === mock.db.qaOrgs.comprehensive)
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || Number(b.id) - Number(a.id));

const readable = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

async function choose(user: ReturnType<typeof userEvent.setup>, box: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: box }));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

async function searchOrderNo(user: ReturnType<typeof userEvent.setup>, orderNo: string) {
  const input = await screen.findByLabelText('订单号');
  await user.clear(input);
  await user.type(input, orderNo);
  await user.click(screen.getByRole('button', { name: '查询' }));
}

const readBlob = (blob: Blob): Promise<ArrayBuffer> =>
  new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });

beforeEach(() => jest.mocked(saveAs).mockClear());

test('tabs carry their counts; a tab and the filters send their codes, the all-option -99 never', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const sent = sentQueries(mock, '/consult/page');
  const orders = newestFirst(mock);
  const count = (status: number) => orders.filter((order) => order.status === status).length;
  await renderPage('/consult/orders', { account: 'admin01', mock });

  expect(await screen.findByText(`共${orders.length}条数据`)).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: `全部(${orders.length})` })).toBeInTheDocument();
  // an organisation's list names each order's 咨询师 (an expert's, all its own, does not)
  expect(screen.getByRole('columnheader', { name: '咨询师' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: `已取消(${count(4)})` })).toBeInTheDocument();
  expect(sent[sent.length - 1]).toEqual({ pageNum: '1', pageSize: '10' });

  await user.click(screen.getByRole('tab', { name: `待接单(${count(0)})` }));
  expect(await screen.findByText(`共${count(0)}条数据`)).toBeInTheDocument();
  expect(sent[sent.length - 1]).toEqual({ pageNum: '1', pageSize: '10', status: '0' });

  await user.click(screen.getByRole('button', { name: '展开' })); // the less common filters
  await choose(user, '心理状态', '危机');
  await choose(user, '咨询方式', '在线视频');
  await user.click(screen.getByRole('tab', { name: /^全部/ }));
  await user.click(screen.getByRole('button', { name: '查询' }));
  const crisisVideo = orders.filter((order) => order.mentalStatus === 2 && order.consultWay === 2);
  expect(await screen.findByText(`共${crisisVideo.length}条数据`)).toBeInTheDocument();
  expect(sent[sent.length - 1]).toEqual({
    pageNum: '1',
    pageSize: '10',
    mentalStatus: '2',
    consultWay: '2',
  });
  // A crisis order says so in words, not only in red.
  const firstRow = screen.getAllByRole('row')[1];
  expect(within(firstRow).getByText('危机')).toBeInTheDocument();
  expect(
    screen.getByRole('tab', {
      name: `已完成(${crisisVideo.filter((o) => o.status === 3).length})`,
    }),
  ).toBeInTheDocument();

  // The counsellor: a remote search over the organisation's counsellors, 200 a page.
  const expert = mock.db.accounts.get(crisisVideo[0].expertId);
  if (!expert) throw new Error('no counsellor');
  const experts = sentQueries(mock, '/schedule/experts');
  const box = screen.getByRole('combobox', { name: '咨询师' });
  await user.click(box);
  await user.type(box, expert.name);
  await waitFor(() => expect(experts[experts.length - 1]).toMatchObject({ name: expert.name }));
  await user.click(await screen.findByTitle(expert.name));
  expect(experts[0]).toMatchObject({ pageNum: '1', pageSize: '200' });
  await choose(user, '是否爽约', '否');
  const sleep = [...mock.db.counselling.tables.problemTypes.values()].find(
    (type) => type.orgId === mock.db.qaOrgs.comprehensive && type.name === '婚姻家庭',
  );
  if (!sleep) throw new Error('no 婚姻家庭');
  await user.click(screen.getByRole('combobox', { name: '问题类型' }));
  await user.click(await screen.findByTitle('婚姻家庭'));
  const [appointFrom, createFrom] = screen.getAllByPlaceholderText('开始日期');
  const [appointTo, createTo] = screen.getAllByPlaceholderText('结束日期');
  for (const [input, day] of [
    [appointFrom, '2025-01-01'],
    [appointTo, '2025-03-31'],
    [createFrom, '2024-12-01'],
    [createTo, '2025-03-31'],
  ] as const) {
    await user.click(input);
    await user.type(input, `${day}{Enter}`);
  }
  await user.click(screen.getByRole('button', { name: '查询' }));
  await waitFor(() =>
    expect(sent[sent.length - 1]).toEqual({
      pageNum: '1',
      pageSize: '10',
      mentalStatus: '2',
      consultWay: '2',
      expertId: crisisVideo[0].expertId,
      isBreakContract: '0',
      problemTypeId: sleep.id,
      appointStart: '2025-01-01 00:00:00',
      appointEnd: '2025-03-31 23:59:59',
      createStart: '2024-12-01 00:00:00',
      createEnd: '2025-03-31 23:59:59',
    }),
  );

  await user.click(screen.getByRole('button', { name: '重置' }));
  // Back to the first query, which the cache still holds.
  expect(await screen.findByText(`共${orders.length}条数据`)).toBeInTheDocument();
  expect(sent.some((query) => Object.values(query).includes('-99'))).toBe(false);
});

test('导出 writes the rows the list shows, masked, as 咨询订单-<YYYYMMDD-HHmm>.xlsx', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const day = newestFirst(mock)[0].orderNo.slice(0, 10);
  const rows = newestFirst(mock).filter((order) => order.orderNo.startsWith(day));
  await renderPage('/consult/orders', { account: 'admin01', mock });
  await searchOrderNo(user, day);
  expect(await screen.findByText(`共${rows.length}条数据`)).toBeInTheDocument();

  const stamp = atMinuteStart();
  await user.click(screen.getByRole('button', { name: /导出$/ }));
  await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
  await expectExportSettled();
  const [blob, name] = jest.mocked(saveAs).mock.calls[0] as [Blob, string];
  expect(name).toBe(`咨询订单-${stamp}.xlsx`);
  const book = XLSX.read(await readBlob(blob), { type: 'array' });
  const sheet = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
  expect(sheet[0]).toEqual([
    '订单号',
    '来访者',
    '手机号',
    '咨询师',
    '预约时段',
    '咨询方式',
    '预约方式',
    '咨询类型',
    '问题类型',
    '心理状态',
    '爽约',
    '状态',
    '创建时间',
  ]);
  expect(sheet.slice(1).map((row) => row[0])).toEqual(rows.map((order) => order.orderNo));
  expect(sheet.slice(1).map((row) => row[2])).toEqual(
    rows.map((order) => maskMobile(order.mobile)),
  );
});

test('导出 covers the whole list, batch after batch of 10000', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  // Appointments after the seed's last unreadable visitor info: more than one batch, all exportable.
  const lastBroken = newestFirst(mock)
    .filter((order) => !readable(order.visitorInfo))
    .map((order) => order.appointDate)
    .sort()
    .at(-1);
  const start = moment(lastBroken).add(1, 'day').format('YYYY-MM-DD');
  const total = newestFirst(mock).filter((order) => order.appointDate >= start).length;
  expect(total).toBeGreaterThan(10_000);
  const sent = sentQueries(mock, '/consult/page');
  await renderPage(`/consult/orders?appointStart=${start}&appointEnd=2099-12-31`, {
    account: 'admin01',
    mock,
  });
  expect(await screen.findByText(`共${total}条数据`)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /导出$/ }));
  await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
  await expectExportSettled();
  const batches = sent.filter((query) => query.pageSize === '10000');
  expect(batches.map((query) => query.pageNum)).toEqual(['1', '2']);
  const [blob] = jest.mocked(saveAs).mock.calls[0] as [Blob, string];
  const book = XLSX.read(await readBlob(blob), { type: 'array' });
  const sheet = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
  expect(sheet).toHaveLength(total + 1);
  expect(new Set(sheet.slice(1).map((row) => row[0])).size).toBe(total);
});

test('导出 stops on unreadable visitor info, and says 数据有误 when the rows do not come', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const broken = newestFirst(mock).find((order) => !readable(order.visitorInfo));
  if (!broken) throw new Error('the seed has no malformed visitorInfo');
  await renderPage('/consult/orders', { account: 'admin01', mock });
  await searchOrderNo(user, broken.orderNo);
  await screen.findByText(broken.orderNo);
  await user.click(screen.getByRole('button', { name: /导出$/ }));
  expect(await screen.findByText('来访者信息有误，无法导出')).toBeInTheDocument();

  // The export's fetch answers without rows.
  const handle = mock.handle.bind(mock);
  mock.handle = async (req) => {
    if (req.path.endsWith('/consult/page') && req.query.pageSize === '10000')
      return {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: 0, msg: '', data: {} }),
      };
    return handle(req);
  };
  await user.click(await screen.findByRole('button', { name: /导出$/ }));
  expect(await screen.findByText('数据有误，请联系管理员')).toBeInTheDocument();
  expect(saveAs).not.toHaveBeenCalled();
});

test('without the codes: operator01 sees 催单 but no 新增订单, 导出 or transition; 新增订单 opens the form page', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const pending = newestFirst(mock).find((order) => order.status === 0);
  if (!pending) throw new Error('no pending order');
  const { currentPath, unmount } = await renderPage('/consult/orders', {
    account: 'operator01',
    mock,
  });
  await screen.findByText(pending.orderNo);
  expect(screen.queryByRole('button', { name: /新增订单/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /导出/ })).not.toBeInTheDocument();
  const row = screen.getByRole('row', { name: new RegExp(pending.orderNo) });
  expect(within(row).getByRole('button', { name: label('催单') })).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: label('查看') }));
  expect(await screen.findByText('来访者信息')).toBeInTheDocument();
  expect(currentPath()).toBe(`/consult/orders/${pending.id}`);
  expect(screen.getByRole('button', { name: label('催单') })).toBeInTheDocument();
  for (const name of ['接单', '取消订单', '拒单'])
    expect(screen.queryByRole('button', { name: label(name) })).not.toBeInTheDocument();
  unmount();

  const view = await renderPage('/consult/orders', {
    account: 'admin01',
    mock,
    withoutCodes: [PERM.consultUrge],
  });
  await screen.findByText(pending.orderNo);
  expect(screen.queryByRole('button', { name: label('催单') })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /新增订单/ }));
  expect(view.currentPath()).toBe('/consult/orders/new');
});
