import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp } from '../../../mock/app';
import type { ConsultOrder } from '../../../mock/db/counselling/types';
import { renderPage } from '@/test/renderPage';

const inMainOrg = {
  identity: (identity: { orgName: string }) => identity.orgName === '星辰心理健康综合服务中心',
};

test('来访者档案: 概览 counts the care so far and the risk’s changes; 时间线 lists events newest first, filtered by kind, each opening its order', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const byVisitor = new Map<string, ConsultOrder[]>();
  for (const order of mock.db.counselling.tables.orders.values())
    if (order.orgId === mock.db.qaOrgs.comprehensive)
      byVisitor.set(order.cusUserId, [...(byVisitor.get(order.cusUserId) ?? []), order]);
  const [visitorId, orders] = [...byVisitor].sort((a, b) => b[1].length - a[1].length)[0];
  const visitor = mock.db.counselling.tables.cusUsers.get(visitorId)!;
  const done = orders.filter(
    (order) => (order.status === 2 || order.status === 3) && order.isBreakContract === 0,
  ).length;
  const { currentPath } = await renderPage(`/consult/customers/${visitorId}`, {
    account: 'admin01',
    mock,
    ...inMainOrg,
  });
  expect(
    await screen.findByRole('heading', { name: `来访者档案：${visitor.name}` }),
  ).toBeInTheDocument();
  const care = screen.getByRole('region', { name: '咨询概况' });
  expect(within(care).getByText(`${done} 次`)).toBeInTheDocument();
  // 当前风险: only the changes, newest first, each linked to the visitor's own session or call
  const risk = screen.getByRole('region', { name: '当前风险' });
  const riskRows = within(risk).getAllByRole('row').slice(1);
  expect(riskRows.length).toBeGreaterThan(0);
  const cells = riskRows.map((row) => within(row).getAllByRole('cell'));
  const sources = new Set([
    ...orders.map((order) => `/consult/orders/${order.id}`),
    ...[...mock.db.counselling.tables.hotlines.values()]
      .filter((call) => call.cusUserId === visitorId)
      .map((call) => `/consult/hotline/${call.id}`),
    `/consult/customers/${visitorId}?tab=measures`,
  ]);
  cells.forEach(([time, status, source], index) => {
    expect(sources).toContain(within(source).getByRole('link').getAttribute('href'));
    if (index === 0) return;
    const [newer, newerStatus] = cells[index - 1];
    expect(newer.textContent!.localeCompare(time.textContent!)).toBeGreaterThanOrEqual(0);
    expect(status).not.toHaveTextContent(newerStatus.textContent!);
  });

  await user.click(screen.getByRole('tab', { name: '时间线' }));
  expect(currentPath()).toBe(`/consult/customers/${visitorId}?tab=timeline`);
  const kinds = await screen.findByRole('group', { name: '事件类型' });
  const orderKind = within(kinds).getByRole('checkbox', { name: /^订单（\d+）$/ });
  // the newest order's creation is among the first events drawn
  const first = orders.sort((a, b) => b.createTime.localeCompare(a.createTime))[0];
  const created = await screen.findByRole('link', { name: `创建订单 ${first.orderNo}` });
  expect(created).toHaveAttribute('href', `/consult/orders/${first.id}`);

  await user.click(orderKind);
  expect(orderKind).not.toBeChecked();
  await waitFor(() =>
    expect(
      screen.queryByRole('link', { name: `创建订单 ${first.orderNo}` }),
    ).not.toBeInTheDocument(),
  );
  expect(within(kinds).getByRole('checkbox', { name: /^咨询（\d+）$/ })).toBeChecked();
});
