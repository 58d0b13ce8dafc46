import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp } from '../../../mock/app';
import type { ConsultOrder } from '../../../mock/counselling/types';
import { renderPage } from '@/test/renderPage';
import { sentQueries } from '@/test/sentQueries';

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

test('来访者档案’s header (来访者概要): status, mental status, sex, birthday, mobile, source and care so far over every tab, the visitor asked for once', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const visitor = [...mock.db.counselling.tables.cusUsers.values()].find(
    (row) =>
      row.orgId === mock.db.qaOrgs.comprehensive && row.archived === 0 && row.consultCount > 0,
  )!;
  const asked = sentQueries(mock, '/cusUser/detail');
  await renderPage(`/consult/customers/${visitor.id}`, { account: 'admin01', mock, ...inMainOrg });
  expect(
    await screen.findByRole('heading', { level: 1, name: `来访者档案：${visitor.name}` }),
  ).toBeInTheDocument();
  const summary = screen.getByRole('region', { name: '来访者概要' });
  const mental = ['正常', '关注', '危机'][visitor.mentalStatus];
  const expectSummary = () => {
    for (const text of [
      '在册',
      `心理状态 ${mental}`,
      ['男', '女'][visitor.sex],
      visitor.mobile,
      new RegExp(`^${visitor.birthday}（\\d+岁）$`),
      visitor.source,
      String(visitor.consultCount),
    ])
      expect(within(summary).getByText(text)).toBeInTheDocument();
  };
  expectSummary();
  for (const tab of ['时间线', '测评', '知情同意', '概览']) {
    await user.click(screen.getByRole('tab', { name: tab }));
    expect(screen.getByRole('tab', { name: tab, selected: true })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '来访者概要' })).toBe(summary);
  }
  expectSummary();
  expect(asked).toEqual([{ id: visitor.id }]);
});
