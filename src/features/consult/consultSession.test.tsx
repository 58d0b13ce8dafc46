/** A session from the counsellor's side and the order's: when it may start, the first session's consent, the measures shown on it, and the counsellor's own 改期. */
import { screen, waitFor, within } from '@testing-library/react';
import { createMockApp, type MockApp } from '../../../mock/app';
import type { ConsultOrder } from '../../../mock/counselling/types';
import { slotTime } from '@/shared/counselling/slotRule';
import { renderPage } from '@/test/renderPage';
import userEvent from '@testing-library/user-event';
import { changeRow } from '../../../mock/counselling/rows';
import { formatDate } from '../../../mock/core/time';
import { dialogWith } from '@/test/storyQueries';
import { call } from '../../../mock/testing';
import { openFirstFreeSlots } from '@/test/counsellingStory';

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

test('完成咨询 of a visitor’s first session asks for consent first: 取消 records nothing; 登记并继续 records paper consent by the counsellor, then the case record opens', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const t = mock.db.counselling.tables;
  const expert = [...mock.db.accounts.values()].find((row) => row.username === 'expert01')!;
  // A visitor registered today, booked with expert01 for a session that began yesterday.
  const order = [...t.orders.values()].find(
    (o) => o.expertId === expert.id && o.orgId === mock.db.qaOrgs.comprehensive && o.status === 1,
  )!;
  const visitor = {
    ...t.cusUsers.get(order.cusUserId)!,
    id: '990002',
    name: '首访者',
    consultCount: 1,
  };
  t.cusUsers.set(visitor.id, visitor);
  changeRow(t.orders, order, {
    cusUserId: visitor.id,
    visitorName: visitor.name,
    appointDate: formatDate(Date.now() - 86_400_000),
  });
  const recordsBefore = t.consentRecords.length;
  await renderPage(`/service/orders/${order.id}`, { account: 'expert01', mock });

  await user.click(await screen.findByRole('button', { name: label('完成咨询') }));
  let dialog = await dialogWith('知情同意');
  expect(
    within(dialog).getByText('首访者尚未同意当前版本的知情同意书，首次咨询完成前须登记'),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('region', { name: '知情同意书 v1' })).toHaveTextContent(
    '一、保密原则',
  );
  await user.click(within(dialog).getByRole('button', { name: label('取消') }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(t.consentRecords).toHaveLength(recordsBefore);

  await user.click(screen.getByRole('button', { name: label('完成咨询') }));
  dialog = await dialogWith('知情同意');
  await user.click(within(dialog).getByRole('button', { name: '来访者已签署，登记并继续' }));
  expect(await screen.findByText('知情同意已登记')).toBeInTheDocument();
  expect(t.consentRecords.at(-1)).toMatchObject({
    cusUserId: visitor.id,
    version: 1,
    how: 'paper',
    recordedBy: expert.name,
  });
  const paper = await dialogWith('完成咨询');
  expect(await within(paper).findByRole('region', { name: '指导语' })).toBeInTheDocument();
  expect(
    screen.queryByText('首访者尚未同意当前版本的知情同意书，首次咨询完成前须登记'),
  ).not.toBeInTheDocument();
});

/** PHQ-9 answers summing to `score` (item 9 left at 0). */
function phq(score: number): string {
  let left = score;
  const answers = Array.from({ length: 8 }, () => {
    const chosen = Math.min(3, left);
    left -= chosen;
    return chosen;
  });
  return [...answers, 0].join(',');
}

/** expert01's first started 待咨询 session whose visitor has no result yet. */
function startedSession(mock: MockApp): ConsultOrder {
  const t = mock.db.counselling.tables;
  const expertId = [...mock.db.accounts.values()].find((a) => a.username === 'expert01')?.id;
  const order = [...t.orders.values()].find(
    (row) =>
      row.status === 1 &&
      row.expertId === expertId &&
      slotTime(row.appointDate, row.startTime) <= Date.now() &&
      !t.measureResults.some((result) => result.cusUserId === row.cusUserId),
  );
  if (!order) throw new Error('expert01 has no started 待咨询 session');
  return order;
}

async function submitPhq(mock: MockApp, order: ConsultOrder, score: number) {
  const answer = await call(mock, {
    method: 'POST',
    path: '/__mock__/measure',
    query: { cusUserId: order.cusUserId, formId: '970001', answers: phq(score), orderId: order.id },
  });
  expect(answer.code).toBe(0);
}

test('the order and 完成咨询 show the latest PHQ-9 with its change, and the 测评预警 it raised', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const order = startedSession(mock);
  for (const score of [8, 11, 16]) await submitPhq(mock, order, score);

  await renderPage(`/service/orders/${order.id}`, { account: 'expert01', mock });
  expect(await screen.findByText(order.orderNo)).toBeInTheDocument();
  expect(screen.getByText('PHQ-9 16（+8）中重度')).toBeInTheDocument();
  expect(screen.getByText('测评预警：PHQ-9 16（+8）中重度，较首次可靠恶化')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: label('完成咨询') }));
  const dialog = await screen.findByRole('dialog', { name: '完成咨询' });
  expect(await within(dialog).findByText('PHQ-9 16（+8）中重度')).toBeInTheDocument();
  expect(within(dialog).getByText(/^最近测评/)).toBeInTheDocument();
});

test('a visitor with no result shows none, and no alert', async () => {
  const mock = createMockApp();
  const order = startedSession(mock);
  await renderPage(`/service/orders/${order.id}`, { account: 'expert01', mock });
  expect(await screen.findByText(order.orderNo)).toBeInTheDocument();
  expect(screen.getByText('最近测评')).toBeInTheDocument();
  expect(screen.queryByText(/PHQ-9/)).not.toBeInTheDocument();
  expect(screen.queryByText(/^测评预警/)).not.toBeInTheDocument();
});

test('我的订单: expert01 reschedules its own upcoming order to one of its free slots', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const expertId = [...mock.db.accounts.values()].find((a) => a.username === 'expert01')?.id;
  const today = formatDate(Date.now());
  const order = [...mock.db.counselling.tables.orders.values()].find(
    (o) => o.expertId === expertId && o.status === 1 && o.appointDate > today,
  )!;
  await renderPage(`/service/orders/${order.id}`, { account: 'expert01', mock });
  await user.click(await screen.findByRole('button', { name: label('改期') }));
  const dialog = await dialogWith('改期');
  // The first day with a free slot within the booking window.
  const options = await openFirstFreeSlots(user, dialog);
  expect(options.length).toBeGreaterThan(0);
  const picked = options[0].getAttribute('title') ?? '';
  await user.click(options[0]);
  await user.click(within(dialog).getByRole('button', { name: label('确定') }));
  expect(await screen.findByText('改期成功')).toBeInTheDocument();
  // The mock stored the moved order as a new row in the old one's place.
  const moved = mock.db.counselling.tables.orders.get(order.id)!;
  expect(`${moved.startTime}-${moved.endTime}`).toBe(picked);
  expect(moved.logs.at(-1)).toMatchObject({ action: 'reschedule', from: 1, to: 1 });
});
