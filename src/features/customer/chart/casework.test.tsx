import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp, type MockApp } from '../../../../mock/app';
import { call, loginAs } from '../../../../mock/testing';
import { referVisitor } from '@/test/counsellingStory';
import { PERM } from '@/shared/session/permissions';
import { dialogWith, expectTexts, rowWith } from '@/test/storyQueries';
import { renderPage } from '@/test/renderPage';

const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

/** A visitor of admin01's organisation on the books, with an order of expert01's. */
function visitor(mock: MockApp) {
  const t = mock.db.counselling.tables;
  const expert = [...mock.db.accounts.values()].find((row) => row.username === 'expert01')!;
  const order = [...t.orders.values()].find(
    (o) =>
      o.orgId === mock.db.qaOrgs.comprehensive &&
      o.expertId === expert.id &&
      t.cusUsers.get(o.cusUserId)?.archived === 0,
  )!;
  const partner = [...t.partners.values()].find(
    (row) => row.orgId === mock.db.qaOrgs.comprehensive && row.status === 1,
  )!;
  return { order, customer: t.cusUsers.get(order.cusUserId)!, partner };
}

test('外部转介 on the chart: refer the visitor to a partner, then record the result; the to-do follows', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const { customer, partner } = visitor(mock);
  await renderPage(`/consult/customers/${customer.id}`, { account: 'admin01', mock });
  await user.click(await screen.findByRole('tab', { name: '外部转介' }));
  await user.click(await screen.findByRole('button', { name: '发起转介' }));
  const dialog = await dialogWith(`外部转介（${customer.name}）`);
  await user.click(within(dialog).getByRole('button', { name: label('确定') }));
  await expectTexts(dialog, ['请选择转介机构', '请输入转介原因', '请输入转介摘要']);
  expect(mock.db.casework.referrals.size).toBe(0);

  await user.type(within(dialog).getByRole('combobox', { name: '转介机构' }), partner.name);
  await user.click(await screen.findByTitle(partner.name));
  await user.click(within(dialog).getByRole('radio', { name: '紧急' }));
  await user.type(within(dialog).getByLabelText('转介原因'), '需精神科评估');
  await user.type(within(dialog).getByLabelText('转介摘要'), '近两周睡眠差、情绪低落。');
  await user.click(within(dialog).getByRole('button', { name: label('确定') }));
  expect(await screen.findByText('转介已发起')).toBeInTheDocument();
  const [stored] = mock.db.casework.referrals.values();
  expect(stored).toMatchObject({
    cusUserId: customer.id,
    orderId: '',
    partnerId: partner.id,
    urgency: '紧急',
    status: '待反馈',
  });
  const todo = mock.db.counselling.tables.todos.find((row) => row.bizType === 'referral')!;
  expect(todo).toMatchObject({ type: '转介待反馈', status: 0, bizId: stored.id });

  const row = await rowWith(partner.name);
  expect(within(row).getByText('待反馈')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: '记录结果' }));
  const result = await dialogWith(`记录转介结果（${customer.name} → ${partner.name}）`);
  await user.click(within(result).getByRole('button', { name: label('确定') }));
  await expectTexts(result, ['请输入转介结果']);
  await user.type(within(result).getByLabelText('转介结果'), '医院已接诊，开始药物治疗');
  await user.click(within(result).getByRole('button', { name: label('确定') }));
  expect(await screen.findByText('转介结果已记录')).toBeInTheDocument();
  await waitFor(() => expect(within(row).getByText('已反馈')).toBeInTheDocument());
  expect(within(row).queryByRole('button', { name: '记录结果' })).not.toBeInTheDocument();
  expect(mock.db.counselling.tables.todos.find((one) => one.id === todo.id)?.status).toBe(1);
});

test('without 外部转介 the chart lists referrals but offers no 发起转介 or 记录结果; 督导记录 only for supervisors', async () => {
  const mock = createMockApp();
  const { customer, order, partner } = visitor(mock);
  await referVisitor(mock, {
    cusUserId: customer.id,
    partnerId: partner.id,
    reason: '需住院评估',
    urgency: '危急',
  });
  const { token } = await loginAs(mock, 'admin01', '星辰心理健康综合服务中心');
  await call(mock, {
    method: 'POST',
    path: '/server-platform/api/supervision/save',
    token,
    body: { orderId: order.id, text: '注意自伤风险' },
  });
  await renderPage(`/consult/customers/${customer.id}`, {
    account: 'operator01',
    mock,
    withoutCodes: [PERM.referralAdd, PERM.supervision],
  });
  await userEvent.click(await screen.findByRole('tab', { name: '外部转介' }));
  const row = await rowWith(partner.name);
  expect(within(row).getByText('危急')).toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: '记录结果' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '发起转介' })).not.toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: '督导记录' })).not.toBeInTheDocument();
  expect(mock.db.casework.views).toEqual([]);
});

test('a supervisor opens 督导记录 on the chart: the visitor’s notes, each reading logged', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const { customer, order } = visitor(mock);
  const { token } = await loginAs(mock, 'admin01', '星辰心理健康综合服务中心');
  await call(mock, {
    method: 'POST',
    path: '/server-platform/api/supervision/save',
    token,
    body: { orderId: order.id, text: '注意自伤风险' },
  });
  await renderPage(`/consult/customers/${customer.id}`, { account: 'operator01', mock });
  await user.click(await screen.findByRole('tab', { name: '督导记录' }));
  const list = await screen.findByRole('region', { name: '督导记录' });
  expect(await within(list).findByText('注意自伤风险')).toBeInTheDocument();
  expect(within(list).getByText('共1条督导记录')).toBeInTheDocument();
  expect(within(list).getByRole('link', { name: `查看订单 ${order.orderNo}` })).toHaveAttribute(
    'href',
    `/consult/orders/${order.id}`,
  );
  expect(mock.db.casework.views).toEqual([
    expect.objectContaining({ account: 'operator01', kind: '来访者档案', orderIds: [order.id] }),
  ]);
});
