import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp, type MockApp } from '../../../mock/app';
import type { ConsultOrder } from '../../../mock/db/counselling/types';
import { call } from '../../../mock/testing';
import { slotTime } from '@/shared/counselling/slotRule';
import { renderPage } from '@/test/renderPage';

const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

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
