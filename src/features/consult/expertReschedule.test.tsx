import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp } from '../../../mock/app';
import { formatDate } from '../../../mock/db/time';
import { openFirstFreeSlots } from '@/test/counsellingStory';
import { dialogWith } from '@/test/storyQueries';
import { renderPage } from '@/test/renderPage';

const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

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
