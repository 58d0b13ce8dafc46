import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WEEKDAY_LABELS } from '@/shared/counselling/consultLabels';
import { slotKey, slotTime } from '@/shared/counselling/slotRule';
import { asMainAdmin, bookableDay, bookOrder } from '@/test/counsellingStory';
import { renderPage } from '@/test/renderPage';
import { expectTexts, rowWith } from '@/test/storyQueries';

/** The roster row of the counsellor (their name is a button in the first cell). */
async function rosterRow(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const row = screen
      .getAllByRole('row', { hidden: true })
      .find((r) => within(r).queryByRole('button', { name, hidden: true }));
    if (!row) throw new Error(`no roster row for ${name}`);
    return row;
  });
}
import { createMockApp } from '../../../mock/app';
import { call, loginAs } from '../../../mock/testing';

/** An order booked on the day and accepted (待咨询), so the calendar may move it. */
async function acceptedOrder(
  mock: ReturnType<typeof createMockApp>,
  day: ReturnType<typeof bookableDay>,
) {
  const order = await bookOrder(mock, day);
  const { token } = await loginAs(mock, 'admin01', '星辰心理健康综合服务中心');
  const answer = await call(mock, {
    method: 'POST',
    path: '/server-platform/api/consult/updateStatus',
    token,
    body: { action: 'accept', id: order.id, version: order.version },
  });
  if (answer.code !== 0) throw new Error(`accept: ${answer.msg}`);
  return mock.db.counselling.tables.orders.get(order.id)!;
}

/** 排班管理 → the counsellor's drawer → 预约日历 (loaded lazily). */
async function openCalendar(
  user: ReturnType<typeof userEvent.setup>,
  mock: ReturnType<typeof createMockApp>,
  name: string,
) {
  await renderPage('/consult/schedules', { ...asMainAdmin, mock });
  await user.type(await screen.findByPlaceholderText('咨询师姓名'), `${name}{Enter}`);
  await user.click(within(await rosterRow(name)).getByRole('button', { name }));
  const drawer = await screen.findByRole('dialog');
  await user.click(within(drawer).getByRole('tab', { name: '预约日历' }));
  await within(drawer).findByRole('table', { name: '预约日历' });
  await settled(drawer);
  return drawer;
}

/** The calendar drawn for the range it shows (its answer arrived and its deferred render done). */
const settled = (drawer: HTMLElement) =>
  waitFor(() =>
    expect(within(drawer).getByRole('table', { name: '预约日历' })).toHaveAttribute(
      'aria-busy',
      'false',
    ),
  );

/** The confirmation of a move (the drawer is a dialog too). */
const confirmDialog = () =>
  waitFor(() => {
    const found = screen.getAllByRole('dialog').find((one) => within(one).queryByText('原时间'));
    if (!found) throw new Error('no 确认改期 dialog');
    return found;
  });

/** The order on the calendar, a week or two on if need be. */
async function findOrderChip(
  user: ReturnType<typeof userEvent.setup>,
  drawer: HTMLElement,
  order: { startTime: string; visitorName: string },
) {
  const name = new RegExp(`^${order.startTime} ${order.visitorName}`);
  for (let tries = 0; tries < 3; tries += 1) {
    if (within(drawer).queryByRole('button', { name })) break;
    await user.click(within(drawer).getByRole('button', { name: '下一周' }));
    await settled(drawer);
  }
  return within(drawer).findByRole('button', { name });
}

const weekday = (date: string) => String(new Date(slotTime(date, '12:00')).getUTCDay());
const OK = /^(确\s?定|OK)$/;

describe('时段设置', () => {
  test('the rules of a set, a name already used, a booked bucket that cannot move, and a new set saved, then edited', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const day = bookableDay(mock);
    const order = await bookOrder(mock, day);
    const t = mock.db.counselling.tables;
    const set = t.bucketSets.get(t.schedules.get(day.expertId)!.bucketSetId)!;
    await renderPage('/consult/time-buckets', { ...asMainAdmin, mock });

    await user.click(await screen.findByRole('button', { name: '新增时段组' }));
    let dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('时段组名称'), set.name);
    await user.type(within(dialog).getByLabelText('开始时间1'), '10:00');
    await user.type(within(dialog).getByLabelText('结束时间1'), '09:00');
    await user.click(within(dialog).getByRole('button', { name: OK }));
    await expectTexts(dialog, ['结束时间须晚于开始时间']);
    await user.clear(within(dialog).getByLabelText('结束时间1'));
    await user.type(within(dialog).getByLabelText('结束时间1'), '10:50');
    await user.click(within(dialog).getByRole('button', { name: /添加时段/ }));
    await user.type(within(dialog).getByLabelText('开始时间2'), '10:30');
    await user.type(within(dialog).getByLabelText('结束时间2'), '11:20');
    await user.click(within(dialog).getByRole('button', { name: OK }));
    await expectTexts(dialog, ['时段不能重叠']);
    await user.clear(within(dialog).getByLabelText('开始时间2'));
    await user.type(within(dialog).getByLabelText('开始时间2'), '11:00');
    await user.clear(within(dialog).getByLabelText('结束时间2'));
    await user.type(within(dialog).getByLabelText('结束时间2'), '11:50');
    await user.click(within(dialog).getByRole('button', { name: OK }));
    expect(await screen.findByText('时段组名称已存在')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('时段组名称'));
    await user.type(within(dialog).getByLabelText('时段组名称'), '晚间时段');
    await user.click(within(dialog).getByRole('button', { name: OK }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    const row = await rowWith('晚间时段');
    expect(within(row).getByText('10:00-10:50、11:00-11:50')).toBeInTheDocument();

    // The new set has no bookings: its buckets can move.
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    dialog = await screen.findByRole('dialog');
    const firstEnd = within(dialog).getByLabelText('结束时间1');
    await user.clear(firstEnd);
    await user.type(firstEnd, '10:40');
    await user.click(within(dialog).getByRole('button', { name: OK }));
    expect(await screen.findByText('编辑成功')).toBeInTheDocument();
    expect(await screen.findByText('10:00-10:40、11:00-11:50')).toBeInTheDocument();
    expect(
      within(await rowWith('晚间时段')).getByText('10:00-10:40、11:00-11:50'),
    ).toBeInTheDocument();

    // The booked bucket of the expert's set cannot be moved.
    const setRow = await rowWith(set.name);
    await user.click(within(setRow).getByRole('button', { name: '编辑' }));
    dialog = await screen.findByRole('dialog');
    const index = set.buckets.findIndex((bucket) => bucket.id === order.bucketId) + 1;
    const end = within(dialog).getByLabelText(`结束时间${index}`);
    await user.clear(end);
    await user.type(end, order.endTime.replace(/:\d\d$/, ':55'));
    await user.click(within(dialog).getByRole('button', { name: OK }));
    expect(await screen.findByText('该时段已有预约，不能删除或修改')).toBeInTheDocument();
    expect(t.bucketSets.get(set.id)!.buckets[index - 1].end).toBe(order.endTime);
  });

  test('without the 编辑 code the sets are read-only', async () => {
    await renderPage('/consult/time-buckets', { ...asMainAdmin, withoutCodes: ['06-01-05-01'] });
    expect(await screen.findByText(/^09:00-09:50、/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增时段组' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
  });
});

describe('排班管理', () => {
  test('the month roster (days by date and weekday, today marked, a legend of what the cells show, a booked cell’s orders on focus); a week that drops a booked bucket keeps the order and lists it; the calendar opens the order', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const day = bookableDay(mock);
    const order = await bookOrder(mock, day);
    const view = await renderPage('/consult/schedules', { ...asMainAdmin, mock });
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const todayHead = await screen.findByRole('columnheader', { name: /今天/ });
    expect(todayHead).toHaveTextContent(
      `${Number(today.slice(8))}${WEEKDAY_LABELS[weekday(today)].slice(1)}今天`,
    );
    expect(
      within(screen.getByRole('list', { name: '图例' })).getByText(
        '已约/可约：当日已预约的时段数/可约的时段数',
      ),
    ).toBeInTheDocument();

    // The order's month and counsellor; the order's day lists it on focus.
    const month = screen.getByLabelText('月份');
    fireEvent.mouseDown(month);
    fireEvent.change(month, { target: { value: order.appointDate.slice(0, 7) } });
    fireEvent.keyDown(month, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await user.type(screen.getByPlaceholderText('咨询师姓名'), `${day.name}{Enter}`);
    const row = await rosterRow(day.name);
    const weekdayName = WEEKDAY_LABELS[weekday(order.appointDate)];
    const booked = await within(row).findByRole('button', {
      name: new RegExp(
        `^\\d+/\\d+ ${order.appointDate} ${weekdayName} 已约\\d+个时段，可约\\d+个$`,
      ),
    });
    act(() => booked.focus());
    const tip = await screen.findByRole('tooltip');
    expect(within(tip).getByText(`${order.appointDate} ${weekdayName}`)).toBeInTheDocument();
    expect(
      await within(tip).findByText(
        new RegExp(`^${order.startTime}-${order.endTime} ${order.visitorName}`),
      ),
    ).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: day.name }));

    const drawer = await screen.findByRole('dialog');
    const cell = await within(drawer).findByRole('checkbox', {
      name: `${WEEKDAY_LABELS[weekday(order.appointDate)]} ${order.startTime}-${order.endTime}`,
    });
    expect(cell).toBeChecked();
    await user.click(cell);
    await user.click(within(drawer).getByRole('button', { name: '保存周模板' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    // Every live order in that weekly slot is listed: the seed may have booked others besides ours.
    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent(/以下\d+个订单已预约，不在新的排班内/);
    const listed = Number(/以下(\d+)个/.exec(alert.textContent ?? '')?.[1]);
    expect(within(alert).getAllByRole('link')).toHaveLength(listed);
    expect(within(alert).getByRole('link', { name: order.orderNo })).toBeInTheDocument();
    const t = mock.db.counselling.tables;
    expect(t.schedules.get(day.expertId)!.week[weekday(order.appointDate)]).not.toContain(
      order.bucketId,
    );
    expect(t.slots.get(slotKey(day.expertId, order.appointDate, order.bucketId))).toBe(order.id);

    await user.click(within(drawer).getByRole('tab', { name: '预约日历' }));
    await within(drawer).findByRole('table', { name: '预约日历' });
    await settled(drawer);
    for (let tries = 0; tries < 3; tries += 1) {
      if (
        within(drawer).queryByRole('button', {
          name: new RegExp(`^${order.startTime} ${order.visitorName}`),
        })
      )
        break;
      await user.click(within(drawer).getByRole('button', { name: '下一周' }));
      await settled(drawer);
    }
    await user.click(
      await within(drawer).findByRole('button', {
        name: new RegExp(`^${order.startTime} ${order.visitorName}`),
      }),
    );
    await waitFor(() => expect(view.currentPath()).toBe(`/consult/orders/${order.id}`));
  });

  test('a rest day on a booked date keeps the order and lists it', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const day = bookableDay(mock);
    const order = await bookOrder(mock, day);
    await renderPage('/consult/schedules', { ...asMainAdmin, mock });
    await user.type(await screen.findByPlaceholderText('咨询师姓名'), `${day.name}{Enter}`);
    await user.click(within(await rosterRow(day.name)).getByRole('button', { name: day.name }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('tab', { name: '日期调整' }));
    const date = await within(drawer).findByLabelText('日期');
    await user.click(date);
    await user.type(date, `${order.appointDate}{Enter}`);
    await user.click(within(drawer).getByRole('button', { name: '保存调整' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(await within(drawer).findByRole('link', { name: order.orderNo })).toBeInTheDocument();
    expect(await within(drawer).findByText('全天')).toBeInTheDocument();
    const t = mock.db.counselling.tables;
    expect(
      t.overrides.find((o) => o.expertId === day.expertId && o.date === order.appointDate),
    ).toMatchObject({ type: 1, bucketIds: [] });
    expect(t.slots.get(slotKey(day.expertId, order.appointDate, order.bucketId))).toBe(order.id);
  });

  test('预约日历: a 待咨询 order moves by keyboard after a confirmation of old and new time, focus back on it; a drag onto a taken slot shows the refusal and moves nothing', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const day = bookableDay(mock);
    const order = await acceptedOrder(mock, day);
    const target = day.free[1];
    const drawer = await openCalendar(user, mock, day.name);
    const chip = await findOrderChip(user, drawer, order);
    expect(chip).toHaveAttribute('draggable', 'true');

    // Keyboard: space lifts the order, the slots of its counsellor become drop targets.
    act(() => chip.focus());
    await user.keyboard(' ');
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/^已选中 /)).toBeInTheDocument();
    const slot = within(drawer).getByRole('button', {
      name: `${target.start} 空闲 改期到 ${order.appointDate} ${target.start}-${target.end}`,
    });
    // Esc puts it down again, on the order.
    act(() => slot.focus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(chip).toHaveFocus());
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard(' ');
    act(() =>
      within(drawer)
        .getByRole('button', {
          name: `${target.start} 空闲 改期到 ${order.appointDate} ${target.start}-${target.end}`,
        })
        .focus(),
    );
    await user.keyboard('{Enter}');
    let confirm = await confirmDialog();
    const weekdayName = WEEKDAY_LABELS[weekday(order.appointDate)];
    expect(confirm).toHaveTextContent(
      `原时间${order.appointDate} ${weekdayName} ${order.startTime}-${order.endTime}`,
    );
    expect(confirm).toHaveTextContent(
      `新时间${order.appointDate} ${weekdayName} ${target.start}-${target.end}`,
    );
    await user.click(within(confirm).getByRole('button', { name: '确认改期' }));
    expect(await screen.findByText('改期成功')).toBeInTheDocument();
    const t = mock.db.counselling.tables;
    expect(t.orders.get(order.id)).toMatchObject({ bucketId: target.id, startTime: target.start });
    expect(t.orders.get(order.id)!.logs.at(-1)).toMatchObject({ action: 'reschedule' });
    expect(t.slots.get(slotKey(day.expertId, order.appointDate, order.bucketId))).toBeUndefined();
    const moved = await within(drawer).findByRole('button', {
      name: new RegExp(`^${target.start} ${order.visitorName}`),
    });
    await waitFor(() => expect(moved).toHaveFocus());

    // A drag onto a slot someone takes meanwhile: the mock's refusal, nothing moved.
    const back = day.free[2];
    const free = within(drawer).getByRole('button', {
      name: new RegExp(`^${back.start} 空闲 ${order.appointDate} ${back.start}-${back.end} `),
    });
    const data = { setData: () => undefined, effectAllowed: '' };
    fireEvent.dragStart(moved, { dataTransfer: data });
    fireEvent.dragOver(free, { dataTransfer: data });
    fireEvent.drop(free, { dataTransfer: data });
    confirm = await confirmDialog();
    expect(confirm).toHaveTextContent(`原时间${order.appointDate} ${weekdayName} ${target.start}`);
    t.slots.set(slotKey(day.expertId, order.appointDate, back.id), 'someone-else');
    const version = t.orders.get(order.id)!.version;
    await user.click(within(confirm).getByRole('button', { name: '确认改期' }));
    expect(await screen.findByText('该时段已被预约')).toBeInTheDocument();
    expect(t.orders.get(order.id)).toMatchObject({ bucketId: target.id, version });
    await waitFor(() =>
      expect(
        within(drawer).getByRole('button', {
          name: new RegExp(`^${target.start} ${order.visitorName}`),
        }),
      ).toHaveFocus(),
    );
  });

  test('预约日历: a free slot opens 新增订单 with the counsellor, date and slot filled', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const day = bookableDay(mock);
    const drawer = await openCalendar(user, mock, day.name);
    const slot = day.free[0];
    const name = `${slot.start} 空闲 ${day.date} ${slot.start}-${slot.end} ${day.name}，预约`;
    for (let tries = 0; tries < 3; tries += 1) {
      if (within(drawer).queryByRole('button', { name })) break;
      await user.click(within(drawer).getByRole('button', { name: '下一周' }));
      await settled(drawer);
    }
    await user.click(await within(drawer).findByRole('button', { name }));
    expect(await screen.findByRole('heading', { name: '新增订单' })).toBeInTheDocument();
    expect(await screen.findByTitle(`${slot.start}-${slot.end}`)).toBeInTheDocument();
    expect(screen.getByLabelText('预约日期')).toHaveValue(day.date);
    expect(await screen.findByTitle(day.name)).toBeInTheDocument();
  });

  test('operator01 reads a week without saving it', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const day = bookableDay(mock);
    await renderPage('/consult/schedules', { account: 'operator01', mock });
    await user.type(await screen.findByPlaceholderText('咨询师姓名'), `${day.name}{Enter}`);
    await user.click(within(await rosterRow(day.name)).getByRole('button', { name: day.name }));
    const drawer = await screen.findByRole('dialog');
    expect((await within(drawer).findAllByRole('checkbox')).length).toBeGreaterThan(7);
    expect(within(drawer).queryByRole('button', { name: '保存周模板' })).not.toBeInTheDocument();
  });
});

test('我的排班: expert01 edits its own week', async () => {
  const user = userEvent.setup();
  const view = await renderPage('/service/schedule', { account: 'expert01' });
  const t = view.mock.db.counselling.tables;
  const expertId = [...view.mock.db.accounts.values()].find((a) => a.username === 'expert01')!.id;
  const schedule = t.schedules.get(expertId)!;
  const bucket = t.bucketSets.get(schedule.bucketSetId)!.buckets[0];
  const before = schedule.week['0']?.includes(bucket.id) ?? false;
  const cell = await screen.findByRole('checkbox', { name: `周日 ${bucket.start}-${bucket.end}` });
  await user.click(cell);
  await user.click(screen.getByRole('button', { name: '保存周模板' }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  expect(t.schedules.get(expertId)!.week['0']?.includes(bucket.id) ?? false).toBe(!before);
});
