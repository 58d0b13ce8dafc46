import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveAs } from 'file-saver';
import * as XLSX from 'xlsx';
import { createMockApp, type MockApp } from '../../../mock/app';
import { settleDue } from '../../../mock/counselling/dueEffects';
import { feesOf, payOrdersOf } from '../../../mock/counselling/fees';
import { descendantsOf } from '../../../mock/core/scope';
import { PERM } from '@/shared/session/permissions';
import { formatCents } from '@/shared/utils/money';
import { renderPage } from '@/test/renderPage';
import { atMinuteStart } from '@/test/shiftClock';
import { expectExportSettled, showColumns } from '@/test/storyQueries';

jest.mock('file-saver', () => ({ saveAs: jest.fn() }));

/** The list's table (the 合计 below it is another). */
const list = () => within(screen.getAllByRole('table')[0]);
const dataRows = () => list().getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');
const headers = () =>
  list()
    .getAllByRole('columnheader')
    .map((h) => h.textContent ?? '')
    .filter((text) => text !== '');
/** A row's cell under the header `title` (a list without a selection column). */
const cellUnder = (row: HTMLElement, title: string) => cells(row)[headers().indexOf(title)];
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const readBlob = (blob: Blob): Promise<ArrayBuffer> =>
  new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });

/** The organisations admin01's fee pages read: its comprehensive provider and those under it. */
function scopeOf(mock: MockApp): Set<string> {
  const own = mock.db.qaOrgs.comprehensive;
  return new Set([own, ...descendantsOf(mock.db, own).map((org) => org.id)]);
}
/**
 * A mock whose clock stands still for the test, so what the clock makes due (seeded 待确认 orders
 * auto-confirming into fees, on the hour) cannot change between the test's own count and the
 * page's call (a request is accepted within 5 minutes of the mock's time).
 */
function stillMock(): MockApp {
  const at = Date.now();
  return createMockApp({ now: () => at });
}

/**
 * The mock's state as a request now would see it: what the clock made due (auto-confirmed
 * orders become fees) is written first, as every counselling call does (tablesOf).
 */
function dueNow(mock: MockApp): number {
  const now = mock.now();
  settleDue(mock.db, now);
  return now;
}
const ownFees = (mock: MockApp) => {
  const scope = scopeOf(mock);
  return feesOf(mock.db, dueNow(mock)).filter((fee) => scope.has(fee.orgId));
};
/** The 合计 item's value. */
const summaryOf = (label: string) =>
  within(screen.getByRole('region', { name: '合计' })).getByLabelText(label).textContent;

beforeEach(() => jest.mocked(saveAs).mockClear());

test('费用列表: every settlement with its shares and status, the totals the sum of the rows, filters, 导出 and 结算', async () => {
  const user = userEvent.setup();
  const mock = stillMock();
  await renderPage('/fee/list', { account: 'admin01', mock });
  const fees = ownFees(mock);
  expect(await screen.findByText(`共${fees.length}条数据`)).toBeInTheDocument();
  await waitFor(() =>
    expect(summaryOf('结算金额')).toBe(formatCents(sum(fees.map((f) => f.amount)))),
  );
  expect(summaryOf('专家分成')).toBe(formatCents(sum(fees.map((f) => f.expertShare))));
  expect(summaryOf('平台分成')).toBe(formatCents(sum(fees.map((f) => f.platformShare))));

  // 部分结算: a settled session fee and a refund adjustment still to settle.
  const partial = fees.filter((fee) => fee.status === 1);
  expect(partial.length).toBeGreaterThan(0);
  await user.click(screen.getByRole('button', { name: '展开' })); // the folded filters
  await user.click(screen.getByRole('combobox', { name: '结算状态' }));
  await user.click(await screen.findByTitle('部分结算'));
  await user.click(screen.getByRole('button', { name: '查询' }));
  expect(await screen.findByText(`共${partial.length}条数据`)).toBeInTheDocument();
  await waitFor(() =>
    expect(summaryOf('结算金额')).toBe(formatCents(sum(partial.map((f) => f.amount)))),
  );
  dataRows().forEach((row) => expect(cells(row)).toContain('部分结算'));

  // 导出 writes every column, those the list starts without too (the default columns fit at
  // 1440): with them shown through 列设置, exactly the columns on screen, '/' where a cell is
  // empty, every matching row.
  expect(headers()).not.toContain('订单金额');
  await showColumns(
    user,
    '订单号',
    '服务机构',
    '合作方',
    '完成时间',
    '订单金额',
    '实收金额',
    '专家比例',
    '结算时间',
  );
  expect(headers()).toHaveLength(17);
  const stamp = atMinuteStart();
  await user.click(screen.getByRole('button', { name: /导出/ }));
  await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
  await expectExportSettled();
  const [blob, name] = jest.mocked(saveAs).mock.calls[0] as [Blob, string];
  expect(name).toBe(`费用列表-${stamp}.xlsx`);
  const book = XLSX.read(await readBlob(blob), { type: 'array' });
  const sheet = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
  expect(sheet[0]).toEqual(headers());
  expect(sheet).toHaveLength(partial.length + 1);
  const shown = cells(dataRows()[0]).slice(1); // the first cell is the row's checkbox
  expect(sheet.find((row) => row[0] === shown[0])).toEqual(shown);
  // 合作方 is the partner's name, or '/' for an order without one.
  const partnerCells = sheet.slice(1).map((row) => row[sheet[0].indexOf('合作方')]);
  expect(partnerCells).toEqual(
    sheet.slice(1).map((row) => {
      const fee = partial.find((one) => one.feeNo === row[0])!;
      return mock.db.counselling.tables.partners.get(fee.partnerId)?.name ?? '/';
    }),
  );

  // 结算 the first pending settlement.
  await user.click(screen.getByRole('button', { name: '重置' }));
  await user.click(screen.getByRole('combobox', { name: '结算状态' }));
  await user.click(await screen.findByTitle('待结算'));
  await user.click(screen.getByRole('button', { name: '查询' }));
  const pending = fees.filter((fee) => fee.status === 0);
  expect(await screen.findByText(`共${pending.length}条数据`)).toBeInTheDocument();
  const first = dataRows()[0];
  const feeNo = cells(first)[1];
  await user.click(within(first).getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: '结算' }));
  expect(await screen.findByText('确认将所选1条费用的待结算明细标为已结算？')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
  expect(await screen.findByText(/^结算成功，共\d+条明细$/)).toBeInTheDocument();
  expect(await screen.findByText(`共${pending.length - 1}条数据`)).toBeInTheDocument();
  expect(feesOf(mock.db, dueNow(mock)).find((fee) => fee.feeNo === feeNo)?.status).toBe(2);
});

test('费用列表 without 导出 or 结算 shows neither button', async () => {
  await renderPage('/fee/list', {
    account: 'admin01',
    withoutCodes: [PERM.feeExport, PERM.feeSettle],
  });
  expect(await screen.findByText(/^共\d+条数据$/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /导出/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '结算' })).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});

test('费用明细: the lines of the settlements, a 退款调整 a deduction, the totals the signed sum', async () => {
  const user = userEvent.setup();
  const mock = stillMock();
  await renderPage('/fee/detail', { account: 'admin01', mock });
  const lines = ownFees(mock).flatMap((fee) => fee.lines);
  expect(await screen.findByText(`共${lines.length}条数据`)).toBeInTheDocument();
  await waitFor(() =>
    expect(summaryOf('金额')).toBe(formatCents(sum(lines.map((l) => l.sign * l.amount)))),
  );
  const refunds = lines.filter((line) => line.type === 3);
  await user.click(screen.getByRole('button', { name: '展开' })); // the folded filters
  await user.click(screen.getByRole('combobox', { name: '费用类型' }));
  await user.click(await screen.findByTitle('退款调整'));
  await user.click(screen.getByRole('button', { name: '查询' }));
  expect(await screen.findByText(`共${refunds.length}条数据`)).toBeInTheDocument();
  await waitFor(() =>
    expect(summaryOf('金额')).toBe(formatCents(-sum(refunds.map((l) => l.amount)))),
  );
  dataRows().forEach((row) => {
    expect(cellUnder(row, '费用类型')).toBe('退款调整');
    expect(cellUnder(row, '金额')).toMatch(/^-[\d,]+\.\d{2}$/);
  });
});

test('支付订单: every order’s payment with refunds, the totals the sum of the rows, filters', async () => {
  const user = userEvent.setup();
  const mock = stillMock();
  await renderPage('/fee/pay-orders', { account: 'admin01', mock });
  const scope = scopeOf(mock);
  const pays = payOrdersOf(mock.db, dueNow(mock)).filter((pay) => scope.has(pay.orgId));
  expect(await screen.findByText(`共${pays.length}条数据`)).toBeInTheDocument();
  await waitFor(() =>
    expect(summaryOf('支付金额')).toBe(formatCents(sum(pays.map((p) => p.amount)))),
  );
  expect(summaryOf('退款金额')).toBe(formatCents(sum(pays.map((p) => p.refundAmount))));

  const refunded = pays.filter((pay) => pay.status === 5);
  await user.click(screen.getByRole('button', { name: '展开' })); // the folded filters
  await user.click(screen.getByRole('combobox', { name: '支付状态' }));
  await user.click(await screen.findByTitle('已退款'));
  await user.click(screen.getByRole('button', { name: '查询' }));
  expect(await screen.findByText(`共${refunded.length}条数据`)).toBeInTheDocument();
  dataRows().forEach((row) => {
    expect(cellUnder(row, '支付状态')).toBe('已退款');
    expect(cellUnder(row, '退款金额')).toMatch(/^[\d,]+\.\d{2}$/);
  });
});

test('an order’s detail opens its pay order, at /fee/pay-orders', async () => {
  const user = userEvent.setup();
  const mock = stillMock();
  const order = [...mock.db.counselling.tables.orders.values()].find(
    (row) => row.orgId === mock.db.qaOrgs.comprehensive && row.status === 4,
  )!;
  const { currentPath } = await renderPage(`/consult/orders/${order.id}`, {
    account: 'admin01',
    mock,
  });
  await user.click(await screen.findByRole('button', { name: '支付订单' }));
  expect(await screen.findByText('共1条数据')).toBeInTheDocument();
  expect(currentPath()).toBe(`/fee/pay-orders?orderNo=${order.orderNo}`);
  const [payNo, orderNo] = cells(dataRows()[0]);
  const status = cellUnder(dataRows()[0], '支付状态');
  expect([payNo, orderNo]).toEqual([`ZF${order.orderNo.slice(2)}`, order.orderNo]);
  expect(['退款中', '已退款']).toContain(status);
});
