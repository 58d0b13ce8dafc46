import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp } from '../../../mock/app';
import { call, loginAs } from '../../../mock/testing';
import { asMainAdmin } from '@/test/counsellingStory';
import { renderPage } from '@/test/renderPage';
import { dialogWith, rowWith } from '@/test/storyQueries';

test('转介记录 on a partner lists the visitors referred to it, with their status', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const t = mock.db.counselling.tables;
  const orgId = mock.db.qaOrgs.comprehensive;
  // The list's first row: the newest partner.
  const [partner] = [...t.partners.values()]
    .filter((row) => row.orgId === orgId)
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || Number(b.id) - Number(a.id));
  const customer = [...t.cusUsers.values()].find(
    (row) => row.orgId === orgId && row.archived === 0,
  )!;
  const { token } = await loginAs(mock, 'admin01', '星辰心理健康综合服务中心');
  if (partner.status !== 1) t.partners.set(partner.id, { ...partner, status: 1 });
  const saved = await call(mock, {
    method: 'POST',
    path: '/server-platform/api/referral/save',
    token,
    body: {
      cusUserId: customer.id,
      partnerId: partner.id,
      reason: '需住院评估',
      urgency: '紧急',
      summary: '摘要',
      followUpDate: '2099-01-01',
    },
  });
  expect(saved.code).toBe(0);
  await renderPage('/partner/list', { ...asMainAdmin, mock });
  const row = await rowWith(partner.name);
  await user.click(within(row).getByRole('button', { name: '转介记录' }));
  const drawer = await dialogWith(`转介记录：${partner.name}`);
  const referral = await rowWith(customer.name, drawer);
  expect(within(referral).getByText('需住院评估')).toBeInTheDocument();
  expect(within(referral).getByText('待反馈')).toBeInTheDocument();
});
