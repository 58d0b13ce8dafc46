/** 催单记录 names its 对象 and 渠道 in Chinese, never `visitor` or `SMS` (issue 27, point 20). */
import { screen, within } from '@testing-library/react';
import { createMockApp } from '../../../mock/app';
import { renderPage } from '@/test/renderPage';

test('催单记录: 对象 咨询师 / 来访者 and 渠道 短信', async () => {
  const mock = createMockApp();
  const t = mock.db.counselling.tables;
  const order = [...t.orders.values()].find(
    (row) => row.orgId === mock.db.qaOrgs.comprehensive && row.status === 1,
  )!;
  const base = { orderId: order.id, channel: 'SMS', result: '成功', operator: '系统' } as const;
  t.urgeLogs.push(
    {
      ...base,
      id: 'urge-a',
      kind: 0,
      target: 'expert',
      content: '请尽快接单',
      createTime: order.createTime,
    },
    {
      ...base,
      id: 'urge-b',
      kind: 1,
      target: 'visitor',
      content: '咨询即将开始',
      createTime: order.createTime,
    },
  );
  await renderPage(`/consult/orders/${order.id}`, { account: 'admin01', mock });
  const reminder = await screen.findByRole('row', { name: /咨询即将开始/ });
  expect(within(reminder).getByText('来访者')).toBeInTheDocument();
  expect(within(reminder).getByText('短信')).toBeInTheDocument();
  const urge = screen.getByRole('row', { name: /请尽快接单/ });
  expect(within(urge).getByText('咨询师')).toBeInTheDocument();
  expect(screen.queryByText('visitor')).not.toBeInTheDocument();
  expect(screen.queryByText('expert')).not.toBeInTheDocument();
  expect(screen.queryByText('SMS')).not.toBeInTheDocument();
});
