import { screen } from '@testing-library/react';
import { createMockApp, type MockApp } from '../../../mock/app';
import type { ConsultOrder } from '../../../mock/db/counselling/types';
import { slotTime } from '@/shared/counselling/slotRule';
import { renderPage } from '@/test/renderPage';

const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
const hasStarted = (order: ConsultOrder) =>
  slotTime(order.appointDate, order.startTime) <= Date.now();

/** The seed's 待咨询 orders that `keep` picks: the first not yet started, and the first started. */
function waitingOrders(mock: MockApp, keep: (order: ConsultOrder) => boolean) {
  const waiting = [...mock.db.counselling.tables.orders.values()].filter(
    (order) => order.status === 1 && keep(order),
  );
  return {
    upcoming: waiting.find((order) => !hasStarted(order))!,
    started: waiting.find(hasStarted)!,
  };
}

const expectOffered = async (offered: string[], withheld: string[]) => {
  for (const name of offered)
    expect(await screen.findByRole('button', { name: label(name) })).toBeInTheDocument();
  for (const name of withheld)
    expect(screen.queryByRole('button', { name: label(name) })).not.toBeInTheDocument();
};

test('我的订单: a 待咨询 session still to come offers no 完成咨询 or 爽约; one that has started offers both', async () => {
  const mock = createMockApp();
  const expertId = [...mock.db.accounts.values()].find((a) => a.username === 'expert01')?.id;
  const { upcoming, started } = waitingOrders(mock, (order) => order.expertId === expertId);

  const view = await renderPage(`/service/orders/${upcoming.id}`, { account: 'expert01', mock });
  expect(await screen.findByText(upcoming.orderNo)).toBeInTheDocument();
  await expectOffered(['改期'], ['完成咨询', '爽约']);
  view.unmount();

  await renderPage(`/service/orders/${started.id}`, { account: 'expert01', mock });
  expect(await screen.findByText(started.orderNo)).toBeInTheDocument();
  await expectOffered(['改期', '完成咨询', '爽约'], []);
});

test('咨询订单: an admin is offered 爽约 only once the session has started', async () => {
  const mock = createMockApp();
  const { upcoming, started } = waitingOrders(
    mock,
    (order) => order.orgId === mock.db.qaOrgs.comprehensive,
  );

  const view = await renderPage(`/consult/orders/${upcoming.id}`, { account: 'admin01', mock });
  expect(await screen.findByText(upcoming.orderNo)).toBeInTheDocument();
  await expectOffered(['改期', '转介', '取消订单'], ['爽约']);
  view.unmount();

  await renderPage(`/consult/orders/${started.id}`, { account: 'admin01', mock });
  expect(await screen.findByText(started.orderNo)).toBeInTheDocument();
  await expectOffered(['改期', '转介', '取消订单', '爽约'], []);
});
