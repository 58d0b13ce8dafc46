import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp } from '../../../mock/app';
import { call, loginAs } from '../../../mock/testing';
import { asMainAdmin } from '@/test/counsellingStory';
import { renderPage } from '@/test/renderPage';

test('a 转介待反馈 to-do offers 关闭 but not 办理: only the referral’s result answers it; it leads to the chart’s 外部转介, and its visitor to their chart', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const t = mock.db.counselling.tables;
  const orgId = mock.db.qaOrgs.comprehensive;
  const customer = [...t.cusUsers.values()].find((row) => row.orgId === orgId && !row.archived)!;
  const partner = [...t.partners.values()].find((row) => row.orgId === orgId && row.status === 1)!;
  const { token } = await loginAs(mock, 'admin01', '星辰心理健康综合服务中心');
  const saved = await call(mock, {
    method: 'POST',
    path: '/server-platform/api/referral/save',
    token,
    body: {
      cusUserId: customer.id,
      partnerId: partner.id,
      reason: '需精神科评估',
      urgency: '一般',
      summary: '摘要',
      followUpDate: '2099-01-01',
    },
  });
  expect(saved.code).toBe(0);
  await renderPage('/consult/todos', { ...asMainAdmin, mock });
  expect(await screen.findAllByRole('button', { name: /办\s*理/ })).not.toHaveLength(0);
  // Due in 2099: behind every other open to-do, so by its type.
  await user.click(screen.getByRole('combobox', { name: '待办类型' }));
  await user.click(await screen.findByTitle('转介待反馈'));
  await user.click(screen.getByRole('button', { name: /查\s*询/ }));
  const bizNo = await screen.findByRole('link', { name: `${customer.name}→${partner.name}` });
  // eslint-disable-next-line testing-library/no-node-access
  const row = bizNo.closest('tr')!;
  expect(within(row).getByText('转介待反馈')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: /关\s*闭/ })).toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: /办\s*理/ })).not.toBeInTheDocument();
  expect(
    within(row).getByRole('link', { name: `${customer.name}→${partner.name}` }),
  ).toHaveAttribute('href', `/consult/customers/${customer.id}?tab=referrals`);
  expect(within(row).getByRole('link', { name: `${customer.name}（来访者档案）` })).toHaveAttribute(
    'href',
    `/consult/customers/${customer.id}`,
  );
});
