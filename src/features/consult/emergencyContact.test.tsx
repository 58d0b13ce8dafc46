import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp, type MockApp } from '../../../mock/app';
import { maskMobile } from '@/shared/utils/format';
import { dialogWith } from '@/test/storyQueries';
import { renderApp } from '@/test/renderApp';

configure({ asyncUtilTimeout: 30_000 });

const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
const crisisOrder = (mock: MockApp) =>
  [...mock.db.counselling.tables.orders.values()].find(
    (o) => o.orgId === mock.db.qaOrgs.comprehensive && o.mentalStatus === 2 && o.emergencyMobile,
  )!;

test('紧急查看联系人: a reason, then the number once, and the look in 操作记录; focus back on the button', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const order = crisisOrder(mock);
  await renderApp({ route: `/consult/orders/${order.id}`, account: 'operator01', mock });
  expect(await screen.findByText(maskMobile(order.emergencyMobile))).toBeInTheDocument();
  const button = screen.getByRole('button', { name: label('紧急查看联系人') });
  await user.click(button);
  const ask = await dialogWith('查看原因');
  await user.click(within(ask).getByRole('button', { name: label('查看') }));
  expect(await within(ask).findByText('请输入查看原因')).toBeInTheDocument();

  await user.type(within(ask).getByLabelText('查看原因'), '来访者失联，需联系家属');
  await user.click(within(ask).getByRole('button', { name: label('查看') }));
  const shown = await dialogWith('紧急联系人手机号');
  expect(within(shown).getByText(order.emergencyMobile)).toBeInTheDocument();
  expect(await screen.findByText(/来访者失联，需联系家属/)).toBeInTheDocument();
  await user.click(within(shown).getByRole('button', { name: /close|关闭/i }));
  expect(screen.queryByText(order.emergencyMobile)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: label('紧急查看联系人') })).toHaveFocus();
});

test('a holder of the contact code sees the number and needs no break-glass', async () => {
  const mock = createMockApp();
  const order = crisisOrder(mock);
  await renderApp({ route: `/consult/orders/${order.id}`, account: 'admin01', mock });
  expect(await screen.findByText(order.emergencyMobile)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: label('紧急查看联系人') })).not.toBeInTheDocument();
});
