import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERM } from '@/shared/session/permissions';
import { asMainAdmin, bookableDay, bookOrder, freeCustomer } from '@/test/counsellingStory';
import { renderPage } from '@/test/renderPage';
import { dialogWith, expectTexts, rowWith } from '@/test/storyQueries';
import { call, loginAs } from '../../../mock/testing';

const ROUTE = '/consult/waitlist';

/** The list's row of the visitor as the page shows it now. */
function visitorRow(name: string): HTMLElement {
  const row = screen
    .getAllByRole('row', { hidden: true })
    .find((r) => within(r).queryAllByText(name, { selector: 'td' }).length > 0);
  if (!row) throw new Error(`no row shows ${name}`);
  return row;
}

async function filterStatus(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: '状态' }));
  await user.click(await screen.findByTitle(label));
  await user.click(screen.getByRole('button', { name: '查询' }));
}

test('加入候补 checks its form and lists the visitor; a cancelled booking offers its slot, held until when, and 转为订单 books it in one step', async () => {
  const user = userEvent.setup();
  const view = await renderPage(ROUTE, asMainAdmin);
  const { mock } = view;
  const t = mock.db.counselling.tables;
  // A booking whose cancellation will free a slot; then a visitor with no booking joins the list.
  const day = bookableDay(mock);
  const order = await bookOrder(mock, day);
  const visitor = freeCustomer(mock);

  await user.click(await screen.findByRole('button', { name: '加入候补' }));
  const dialog = await dialogWith('加入候补');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  await expectTexts(dialog, ['请选择来访者', '请选择咨询方式']);
  // Required is said by the mark and the message: ARIA allows no aria-required on a checkbox group.
  // eslint-disable-next-line jest-dom/prefer-required -- toBeRequired ignores it on a group: it would pass with the bug
  expect(within(dialog).getByLabelText('咨询方式')).not.toHaveAttribute('aria-required');
  const box = within(dialog).getByRole('combobox', { name: '来访者' });
  await user.click(box);
  await user.type(box, visitor.name);
  const masked = `${visitor.name}（${visitor.mobile.slice(0, 3)}****${visitor.mobile.slice(7)}）`;
  await user.click(await screen.findByTitle(masked));
  for (const way of ['电话咨询', '在线语音', '在线视频', '面对面咨询'])
    await user.click(within(dialog).getByRole('checkbox', { name: way }));
  await user.click(within(dialog).getByRole('radio', { name: '危机' }));
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  expect(await screen.findByText('已加入候补')).toBeInTheDocument();
  const waiting = await rowWith(visitor.name);
  expect(within(waiting).getByText('候补中')).toBeInTheDocument();
  expect(within(waiting).getByText('危机')).toBeInTheDocument();
  expect(
    within(waiting).getByText(
      /^不限咨询师；电话咨询、在线语音、在线视频、面对面咨询；不限星期；不限时间$/,
    ),
  ).toBeInTheDocument();
  // Nothing is held yet: no 转为订单.
  expect(within(waiting).queryByRole('button', { name: '转为订单' })).not.toBeInTheDocument();

  // The booking is cancelled (through the mock, as another user would): the slot is held for the visitor.
  const { token } = await loginAs(mock, 'admin01', '星辰心理健康综合服务中心');
  const cancelled = await call(mock, {
    method: 'POST',
    path: '/server-platform/api/consult/cancel',
    token,
    body: { id: order.id, version: order.version, reason: '来访者临时出差' },
  });
  expect(cancelled.code).toBe(0);
  const offer = t.waitlistOffers.at(-1);
  expect(offer).toMatchObject({ expertId: day.expertId, date: day.date, status: 'held' });
  // The offered matches, by the status filter.
  await filterStatus(user, '已保留时段');
  const offered = await waitFor(() => {
    const row = visitorRow(visitor.name);
    expect(within(row).getByText('已保留时段')).toBeInTheDocument();
    return row;
  });
  expect(
    within(offered).getByText(`${day.date} ${order.startTime}-${order.endTime}`),
  ).toBeInTheDocument();
  expect(
    within(offered).getByText(`${day.name}，保留至${offer?.holdUntil.slice(11, 16)}`),
  ).toBeInTheDocument();

  await user.click(within(offered).getByRole('button', { name: '转为订单' }));
  const confirm = await dialogWith('转为订单');
  await user.click(within(confirm).getByRole('button', { name: '转为订单' }));
  await waitFor(() => expect(t.waitlist.values().next().value?.status).toBe('booked'));
  // The new order holds the freed slot, for the waiting visitor.
  const made = [...t.orders.values()].find(
    (row) => row.cusUserId === visitor.id && row.appointDate === day.date && row.status === 0,
  );
  expect(made).toMatchObject({ expertId: day.expertId, bucketId: order.bucketId, appointMode: 2 });
  expect(await screen.findByText(`已转为订单${made?.orderNo}`)).toBeInTheDocument();
  // Booked, it leaves the offered ones.
  await waitFor(() =>
    expect(screen.queryByText(visitor.name, { selector: 'td' })).not.toBeInTheDocument(),
  );
  await filterStatus(user, '已转订单');
  const done = await waitFor(() => {
    const row = visitorRow(visitor.name);
    expect(within(row).getByText('已转订单')).toBeInTheDocument();
    return row;
  });
  expect(within(done).getByText(`订单${made?.orderNo}`)).toBeInTheDocument();
  expect(within(done).queryByRole('button', { name: '撤销' })).not.toBeInTheDocument();
});

test('without the waiting list’s button codes the list is read only', async () => {
  await renderPage(ROUTE, {
    ...asMainAdmin,
    withoutCodes: [PERM.waitlistAdd, PERM.waitlistBook, PERM.waitlistWithdraw],
  });
  // The table's own 查询 is drawn with the toolbar: once it shows, 加入候补 would have too.
  expect(await screen.findByRole('button', { name: '查询' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '加入候补' })).not.toBeInTheDocument();
});
