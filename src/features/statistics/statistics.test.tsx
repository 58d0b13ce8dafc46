import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveAs } from 'file-saver';
import moment from 'moment';
import * as XLSX from 'xlsx';
import { createMockApp, type MockApp } from '../../../mock/app';
import { datePart } from '@/shared/counselling/statisticsCodes';
import { PERM } from '@/shared/session/permissions';
import { formatCount } from '@/shared/utils/format';
import { renderPage } from '@/test/renderPage';
import { atMinuteStart } from '@/test/shiftClock';
import { cellsOf, expectExportSettled, rowWith } from '@/test/storyQueries';
import { lastTwelveMonths } from './StatRangePicker';
import { call } from '../../../mock/testing';

jest.mock('file-saver', () => ({ saveAs: jest.fn() }));

const readBlob = (blob: Blob): Promise<ArrayBuffer> =>
  new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });

// Each story reads the first file it saved.
beforeEach(() => jest.mocked(saveAs).mockClear());

/** The seed's orders of admin01's organisation created in the page's default range. */
function ordersInRange(mock: MockApp) {
  const [start, end] = lastTwelveMonths();
  const orgId = mock.db.qaOrgs.comprehensive;
  return [...mock.db.counselling.tables.orders.values()].filter(
    (o) => o.orgId === orgId && datePart(o.createTime) >= start && datePart(o.createTime) <= end,
  );
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader', { hidden: true })
    .map((cell) => cell.textContent);

test('咨询统计: months with a summary, a new dimension and columns saved for the user, export of the visible columns and the summary row, charts', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const orders = ordersInRange(mock);
  await renderPage('/stat/consult', { account: 'admin01', mock });
  const table = await screen.findByRole('table', { name: '咨询统计表' });
  const summary = await rowWith('合计', table);
  expect(headers(table)).toEqual([
    '周期',
    '订单数',
    '已完成',
    '已取消',
    '完成率(%)',
    '来访人数',
    '咨询时长(小时)',
  ]);
  // Counts with thousands separators (20,386), as every table shows them.
  expect(cellsOf(summary)[1]).toHaveTextContent(formatCount(orders.length));
  expect(cellsOf(summary)[3]).toHaveTextContent(
    formatCount(orders.filter((o) => o.status === 4).length),
  );

  await user.click(screen.getByRole('combobox', { name: '统计维度' }));
  await user.click(await screen.findByTitle('咨询方式'));
  await waitFor(() => expect(headers(table)[0]).toBe('咨询方式'));
  const faceToFace = await rowWith('面对面咨询', table);
  expect(cellsOf(faceToFace)[1]).toHaveTextContent(
    formatCount(orders.filter((o) => o.consultWay === 3).length),
  );

  await user.click(screen.getByRole('button', { name: /列设置/ }));
  await user.click(await screen.findByRole('checkbox', { name: '危机个案' }));
  await user.click(screen.getByRole('checkbox', { name: '已取消' }));
  await waitFor(() =>
    expect(headers(table)).toEqual([
      '咨询方式',
      '订单数',
      '已完成',
      '完成率(%)',
      '来访人数',
      '咨询时长(小时)',
      '危机个案',
    ]),
  );
  const account = [...mock.db.accounts.values()].find((a) => a.username === 'admin01')!;
  await waitFor(() =>
    expect(mock.db.statConfigs.get(account.id)).toEqual({
      dimension: 'consultWay',
      columns: ['orders', 'completed', 'completionRate', 'visitors', 'consultHours', 'crisis'],
    }),
  );

  const stamp = atMinuteStart();
  await user.click(screen.getByRole('button', { name: /^导\s*出$/ }));
  await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
  await expectExportSettled();
  const [blob, name] = jest.mocked(saveAs).mock.calls[0] as [Blob, string];
  expect(name).toBe(`咨询统计-${stamp}.xlsx`);
  const book = XLSX.read(await readBlob(blob), { type: 'array' });
  const sheet = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0]], {
    header: 1,
  });
  expect(sheet[0]).toEqual(headers(table));
  expect(sheet.at(-1)?.[0]).toBe('合计');
  expect(sheet.at(-1)?.[1]).toBe(orders.length);
  expect(sheet.at(-1)?.[6]).toBe(orders.filter((o) => o.mentalStatus === 2).length);
  // The file's 合计 row is the table's summary row, cell for cell: the same numbers (the table
  // shows thousands separators and a rate with one decimal, 20,386 and 60.0; the file holds the
  // numbers 20386 and 60).
  const shown = cellsOf(await rowWith('合计', table)).map((cell) => cell.textContent?.trim() ?? '');
  expect(shown).toHaveLength(7);
  expect(shown[3]).toMatch(/^(\d+\.\d|\/)$/);
  const asNumber = (text: string) =>
    /^\d{1,3}(,\d{3})*(\.\d+)?$/.test(text) ? String(Number(text.replaceAll(',', ''))) : text;
  expect(sheet.at(-1)?.map(String)).toEqual(shown.map(asNumber));

  for (const chart of ['月度趋势', '各月订单状态', '问题类型占比', '咨询方式占比', '咨询师排行'])
    expect(await screen.findByRole('img', { name: chart })).toBeInTheDocument();
  const trend = screen.getByRole('table', { name: '月度趋势' });
  expect(within(trend).getAllByRole('row', { hidden: true })).toHaveLength(13);
  // The charts come before the table, on the first screen.
  expect(
    screen.getByRole('img', { name: '月度趋势' }).compareDocumentPosition(table) &
      Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
  // A pie's figures carry each share, as its slice labels show them.
  const ways = screen.getByRole('table', { name: '咨询方式占比', hidden: true });
  expect(within(ways).getAllByRole('columnheader', { hidden: true }).at(-1)).toHaveTextContent(
    '占比(%)',
  );
  const shares = within(ways)
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => Number(within(row).getAllByRole('cell', { hidden: true }).at(-1)?.textContent));
  expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(100, 0);
});

test('咨询统计 without the export code shows no 导出; the saved choice and the range of the link come back', async () => {
  const mock = createMockApp();
  const account = [...mock.db.accounts.values()].find((a) => a.username === 'admin01')!;
  mock.db.statConfigs.set(account.id, { dimension: 'sex', columns: ['orders'] });
  // Last month, whole: this month's first minutes have no orders yet (it failed at 00:20 CST on
  // the 1st), and the range must still differ from the default twelve months.
  const lastMonth = moment().subtract(1, 'month');
  const month = lastMonth.startOf('month').format('YYYY-MM-DD');
  const end = lastMonth.endOf('month').format('YYYY-MM-DD');
  await renderPage(`/stat/consult?start=${month}&end=${end}`, {
    account: 'admin01',
    mock,
    withoutCodes: [PERM.consultStatisticsExport],
  });
  const table = await screen.findByRole('table', { name: '咨询统计表' });
  await waitFor(() => expect(headers(table)).toEqual(['性别', '订单数']));
  const women = [...mock.db.counselling.tables.orders.values()].filter(
    (o) =>
      o.orgId === mock.db.qaOrgs.comprehensive &&
      o.sex === 1 &&
      datePart(o.createTime) >= month &&
      datePart(o.createTime) <= end,
  );
  expect(cellsOf(await rowWith('女', table))[1]).toHaveTextContent(formatCount(women.length));
  expect(screen.queryByRole('button', { name: /导\s*出/ })).not.toBeInTheDocument();
});

test('运营统计: the figures of each month from their own tables, a summary and a trend chart', async () => {
  const mock = createMockApp();
  await renderPage('/stat/operate', { account: 'admin01', mock });
  const table = await screen.findByRole('table', { name: '运营统计表' });
  const [start, end] = lastTwelveMonths();
  const month = end.slice(0, 7);
  const orgId = mock.db.qaOrgs.comprehensive;
  const orders = [...mock.db.counselling.tables.orders.values()].filter(
    (o) =>
      o.orgId === orgId && datePart(o.createTime) >= `${month}-01` && datePart(o.createTime) <= end,
  );
  const row = await rowWith(month, table);
  const column = (title: string) => headers(table).indexOf(title);
  expect(cellsOf(row)[column('订单数')]).toHaveTextContent(formatCount(orders.length));
  const summary = await rowWith('合计', table);
  const sms = mock.db.counselling.tables.smsLogs.filter(
    (s) => s.orgId === orgId && datePart(s.createTime) >= start && datePart(s.createTime) <= end,
  );
  expect(cellsOf(summary)[column('短信发送')]).toHaveTextContent(formatCount(sms.length));
  expect(screen.getByRole('img', { name: '运营趋势' })).toBeInTheDocument();
  // 问卷任务 counts the tasks running in the month, as the workbench counts 进行中 ones.
  const running = [...mock.db.survey.tasks.values()].filter(
    (t) => t.status === 1 && t.cusOrgId === orgId,
  );
  expect(
    Number(cellsOf(row)[column('问卷任务')].textContent?.replaceAll(',', '')),
  ).toBeGreaterThanOrEqual(running.length);
  expect(cellsOf(summary)[column('问卷填写率(%)')]).toHaveTextContent(/^\d+\.\d$/);
});

test('运营统计: 列设置 kept for the account, 导出 of the visible columns', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const { unmount } = await renderPage('/stat/operate', { account: 'admin01', mock });
  const table = await screen.findByRole('table', { name: '运营统计表' });
  await rowWith('合计', table);
  await user.click(screen.getByRole('button', { name: /列设置/ }));
  await user.click(await screen.findByRole('checkbox', { name: '短信发送' }));
  await waitFor(() => expect(headers(table)).not.toContain('短信发送'));
  const visible = headers(table);

  const stamp = atMinuteStart();
  await user.click(screen.getByRole('button', { name: /导\s*出/ }));
  await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
  await expectExportSettled();
  const [blob, name] = jest.mocked(saveAs).mock.calls[0] as [Blob, string];
  expect(name).toBe(`运营统计-${stamp}.xlsx`);
  const book = XLSX.read(await readBlob(blob), { type: 'array' });
  const sheet = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0]], {
    header: 1,
  });
  expect(sheet[0]).toEqual(visible);
  expect(sheet.at(-1)?.[0]).toBe('合计');

  // Back on the page later, the choice is still there.
  unmount();
  await renderPage('/stat/operate', { account: 'admin01', mock });
  const again = await screen.findByRole('table', { name: '运营统计表' });
  await rowWith('合计', again);
  expect(headers(again)).toEqual(visible);
});

test('咨询统计 shows 测评结局 per counsellor and in all, a deterioration counted, and exports it', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const t = mock.db.counselling.tables;
  // A visitor measured twice, 8 then 13 on PHQ-9: reliably worse.
  const order = [...t.orders.values()].find(
    (row) =>
      row.orgId === mock.db.qaOrgs.comprehensive &&
      row.status === 1 &&
      !t.measureResults.some((result) => result.cusUserId === row.cusUserId),
  );
  if (!order) throw new Error('no 待咨询 order of an unmeasured visitor');
  for (const answers of ['3,3,2,0,0,0,0,0,0', '3,3,3,3,1,0,0,0,0']) {
    const answer = await call(mock, {
      method: 'POST',
      path: '/__mock__/measure',
      query: { cusUserId: order.cusUserId, formId: '970001', answers, orderId: order.id },
    });
    expect(answer.code).toBe(0);
  }
  const expertName = mock.db.accounts.get(order.expertId)?.name ?? '';

  await renderPage('/stat/consult', {
    account: 'admin01',
    mock,
    identity: (identity: { orgName: string }) => identity.orgName === '星辰心理健康综合服务中心',
  });
  const card = await screen.findByRole('region', { name: '测评结局' });
  const total = await within(card).findByRole('row', { name: /^合计/ });
  const cells = within(total)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  const visitors = Number(cells[1]);
  expect(visitors).toBeGreaterThan(1);
  // The seed's visitors improve or stay unchanged; the one above is the only deterioration.
  expect(cells[4]).toBe(`1（${((1 / visitors) * 100).toFixed(1)}%）`);
  const counsellor = within(card).getByRole('row', { name: new RegExp(`^${expertName}`) });
  expect(within(counsellor).getAllByRole('cell')[4]).toHaveTextContent(/^1（\d+\.\d%）$/);

  await user.click(within(card).getByRole('button', { name: /导出结局$/ }));
  await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
  const [blob, name] = jest.mocked(saveAs).mock.calls[0] as [Blob, string];
  expect(name).toMatch(/^测评结局-\d{8}-\d{4}\.xlsx$/);
  const book = XLSX.read(await readBlob(blob), { type: 'array' });
  const sheet = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], {
    header: 1,
  });
  expect(sheet[0]).toEqual(['咨询师', '测评≥2次人数', '好转', '无变化', '恶化']);
  expect(sheet.at(-1)).toEqual(['合计', visitors, cells[2], cells[3], cells[4]]);
});
