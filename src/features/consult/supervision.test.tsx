import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp, type MockApp } from '../../../mock/app';
import { call, loginAs } from '../../../mock/testing';
import { PERM } from '@/shared/session/permissions';
import { dialogWith, expectTexts, rowWith } from '@/test/storyQueries';
import { renderPage } from '@/test/renderPage';

const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

/** expert01's case in admin01's organisation, with a supervision note by admin01. */
async function supervisedCase(mock: MockApp) {
  const t = mock.db.counselling.tables;
  const expert = [...mock.db.accounts.values()].find((row) => row.username === 'expert01')!;
  const order = [...t.orders.values()].find(
    (o) =>
      o.orgId === mock.db.qaOrgs.comprehensive &&
      o.expertId === expert.id &&
      t.cusUsers.get(o.cusUserId)?.archived === 0,
  )!;
  const { token } = await loginAs(mock, 'admin01', '星辰心理健康综合服务中心');
  await call(mock, {
    method: 'POST',
    path: '/server-platform/api/supervision/save',
    token,
    body: { orderId: order.id, text: '注意来访者的自伤风险。' },
  });
  return order;
}

test('the case’s counsellor reads the supervision note in 我的订单 and replies in the thread; it writes none', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const order = await supervisedCase(mock);
  await renderPage(`/service/orders/${order.id}`, { account: 'expert01', mock });
  const thread = await screen.findByRole('region', { name: '督导记录' });
  expect(await within(thread).findByText('注意来访者的自伤风险。')).toBeInTheDocument();
  expect(screen.queryByLabelText('督导意见')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '督导记录查看记录' })).not.toBeInTheDocument();
  await user.click(within(thread).getByRole('button', { name: label('回复') }));
  await expectTexts(thread, ['请输入回复内容']);
  await user.type(within(thread).getByLabelText('回复'), '收到，下次会谈先做风险评估。');
  await user.click(within(thread).getByRole('button', { name: label('回复') }));
  expect(await screen.findByText('回复成功')).toBeInTheDocument();
  expect(await within(thread).findByText('收到，下次会谈先做风险评估。')).toBeInTheDocument();
  expect(within(thread).getByText('咨询师')).toBeInTheDocument();
  const [note] = mock.db.casework.notes.values();
  expect(note.replies).toEqual([
    expect.objectContaining({ role: '咨询师', text: '收到，下次会谈先做风险评估。' }),
  ]);
  expect(mock.db.casework.views.map((view) => view.account)).toContain('expert01');
});

test('an administrator writes a note on the order detail; an identity without 督导 is not shown the card and asks nothing', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const order = await supervisedCase(mock);
  const { unmount } = await renderPage(`/consult/orders/${order.id}`, { account: 'admin01', mock });
  expect(await screen.findByText('注意来访者的自伤风险。')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '提交督导意见' }));
  await expectTexts(document.body, ['请输入督导意见']);
  await user.type(screen.getByLabelText('督导意见'), '下次会谈前完成风险评估量表。');
  await user.click(screen.getByRole('button', { name: '提交督导意见' }));
  expect(await screen.findByText('督导意见已保存')).toBeInTheDocument();
  expect(await screen.findByText('下次会谈前完成风险评估量表。')).toBeInTheDocument();
  expect(mock.db.casework.notes.size).toBe(2);
  await waitFor(() => expect(screen.getByLabelText('督导意见')).toHaveValue(''));
  await user.click(screen.getByRole('button', { name: '督导记录查看记录' }));
  const log = await dialogWith('督导记录查看记录');
  const reading = await rowWith('admin01', log);
  expect(within(reading).getByText('订单详情')).toBeInTheDocument();
  expect(within(reading).getByText('管理员')).toBeInTheDocument();
  await user.click(within(log).getByRole('button', { name: '关闭' }));
  unmount();

  const readingsBefore = mock.db.casework.views.length;
  await renderPage(`/consult/orders/${order.id}`, {
    account: 'operator01',
    mock,
    withoutCodes: [PERM.supervision],
  });
  expect(await screen.findByText(order.orderNo)).toBeInTheDocument();
  expect(screen.queryByText('督导记录')).not.toBeInTheDocument();
  expect(screen.queryByText('注意来访者的自伤风险。')).not.toBeInTheDocument();
  expect(mock.db.casework.views).toHaveLength(readingsBefore);
});

test('外部转介 from the order detail: the referral names the order and is listed on it', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const order = await supervisedCase(mock);
  const partner = [...mock.db.counselling.tables.partners.values()].find(
    (row) => row.orgId === mock.db.qaOrgs.comprehensive && row.status === 1,
  )!;
  await renderPage(`/consult/orders/${order.id}`, { account: 'admin01', mock });
  await user.click(await screen.findByRole('button', { name: '外部转介' }));
  const dialog = await dialogWith(`外部转介（${order.visitorName}）`);
  await user.type(within(dialog).getByRole('combobox', { name: '转介机构' }), partner.name);
  await user.click(await screen.findByTitle(partner.name));
  await user.type(within(dialog).getByLabelText('转介原因'), '需药物评估');
  await user.type(within(dialog).getByLabelText('转介摘要'), '摘要');
  await user.click(within(dialog).getByRole('button', { name: label('确定') }));
  expect(await screen.findByText('转介已发起')).toBeInTheDocument();
  const row = await rowWith(partner.name);
  expect(within(row).getByText(order.orderNo)).toBeInTheDocument();
  expect([...mock.db.casework.referrals.values()][0]).toMatchObject({
    orderId: order.id,
    cusUserId: order.cusUserId,
    urgency: '一般',
  });
});
