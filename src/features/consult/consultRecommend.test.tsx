import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp, type MockApp } from '../../../mock/app';
import { PERM } from '@/shared/session/permissions';
import { dialogWith, rowWith } from '@/test/storyQueries';
import { renderPage } from '@/test/renderPage';

const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

/** A 已完成 order of the main organisation with no recommendation yet. */
const completedOrder = (mock: MockApp) => {
  const t = mock.db.counselling.tables;
  return [...t.orders.values()].find(
    (o) =>
      o.orgId === mock.db.qaOrgs.comprehensive &&
      o.status === 3 &&
      !t.recommendations.some((r) => r.orderId === o.id),
  )!;
};

test('推荐 on a 已完成 order: pick a published scale, give a reason, the row appears', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const order = completedOrder(mock);
  const scale = [...mock.db.scaleArea.scales.values()].find(
    (row) => row.orgId === mock.db.qaOrgs.comprehensive && row.status === 1,
  )!;
  await renderPage(`/consult/orders/${order.id}`, { account: 'admin01', mock });
  await user.click(await screen.findByRole('button', { name: label('推荐') }));
  const dialog = await dialogWith('推荐类型');
  await user.click(within(dialog).getByRole('button', { name: label('确定') }));
  expect(await within(dialog).findByText('请选择推荐对象')).toBeInTheDocument();

  await user.type(within(dialog).getByRole('combobox', { name: '推荐对象' }), scale.name);
  await user.click(await screen.findByTitle(scale.name));
  await user.type(within(dialog).getByLabelText('推荐理由'), '建议两周后复测');
  await user.click(within(dialog).getByRole('button', { name: label('确定') }));
  expect(await screen.findByText('推荐成功')).toBeInTheDocument();
  const rows = mock.db.counselling.tables.recommendations.filter((r) => r.orderId === order.id);
  expect(rows).toMatchObject([
    { type: 'scale', targetId: scale.id, targetName: scale.name, reason: '建议两周后复测' },
  ]);
  const row = await rowWith('建议两周后复测');
  expect(within(row).getByText('量表')).toBeInTheDocument();
  expect(within(row).getByText(scale.name)).toBeInTheDocument();
});

test("the order's counsellor recommends from 我的订单, and the row names them as 推荐人", async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const expert = [...mock.db.accounts.values()].find((a) => a.username === 'expert01')!;
  const order = [...mock.db.counselling.tables.orders.values()].find(
    (o) => o.expertId === expert.id && o.status === 2,
  )!;
  const scale = [...mock.db.scaleArea.scales.values()].find(
    (row) => row.orgId === order.orgId && row.status === 1,
  )!;
  await renderPage(`/service/orders/${order.id}`, { account: 'expert01', mock });
  await user.click(await screen.findByRole('button', { name: label('推荐') }));
  const dialog = await dialogWith('推荐类型');
  await user.type(within(dialog).getByRole('combobox', { name: '推荐对象' }), scale.name);
  await user.click(await screen.findByTitle(scale.name));
  await user.type(within(dialog).getByLabelText('推荐理由'), '下次咨询前完成');
  await user.click(within(dialog).getByRole('button', { name: label('确定') }));
  expect(await screen.findByText('推荐成功')).toBeInTheDocument();
  const row = await rowWith('下次咨询前完成');
  expect(within(row).getByText(scale.name)).toBeInTheDocument();
  expect(within(row).getByText(expert.name)).toBeInTheDocument();
});

test('without 06-01-01-13 the detail offers no 推荐', async () => {
  const mock = createMockApp();
  const order = completedOrder(mock);
  await renderPage(`/consult/orders/${order.id}`, {
    account: 'admin01',
    mock,
    withoutCodes: [PERM.consultRecommend],
  });
  expect(await screen.findByText(order.orderNo)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: label('推荐') })).not.toBeInTheDocument();
});
