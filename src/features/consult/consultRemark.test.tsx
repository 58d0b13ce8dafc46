import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp } from '../../../mock/app';
import { dialogWith, expectTexts } from '@/test/storyQueries';
import { renderPage } from '@/test/renderPage';

const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

test('添加备注 on an order: required, then kept in 操作记录 with its author', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const order = [...mock.db.counselling.tables.orders.values()].find(
    (o) => o.orgId === mock.db.qaOrgs.comprehensive && o.status === 4,
  )!;
  const operator = [...mock.db.accounts.values()].find((a) => a.username === 'operator01')!;
  await renderPage(`/consult/orders/${order.id}`, { account: 'operator01', mock });
  await user.click(await screen.findByRole('button', { name: label('添加备注') }));
  const dialog = await dialogWith('备注内容');
  await user.type(within(dialog).getByLabelText('备注内容'), '   ');
  await user.click(within(dialog).getByRole('button', { name: label('确定') }));
  // The spaces typed already showed the message: the submit draws it anew.
  await expectTexts(dialog, ['请输入备注内容']);

  await user.clear(within(dialog).getByLabelText('备注内容'));
  await user.type(within(dialog).getByLabelText('备注内容'), '来访者来电询问退款进度');
  await user.click(within(dialog).getByRole('button', { name: label('确定') }));
  expect(await screen.findByText('备注已添加')).toBeInTheDocument();
  // The timeline line: time · author · note.
  expect(await screen.findByText(/来访者来电询问退款进度/)).toHaveTextContent(
    ` · ${operator.name} · 来访者来电询问退款进度`,
  );
});
