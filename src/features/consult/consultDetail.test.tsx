import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp, type MockApp } from '../../../mock/app';
import type { ConsultOrder } from '../../../mock/counselling/types';
import { filledPaper } from '../../../mock/contract/caseRecordFixtures';
import { changeRow } from '../../../mock/counselling/rows';
import { formatDate } from '../../../mock/core/time';
import { addDays, slotKey } from '@/shared/counselling/slotRule';
import { hasEmergencyContact } from '@/shared/counselling/crisisContact';
import { freeBuckets } from '../../../mock/schedule/scheduleSlots';
import { call, loginAs } from '../../../mock/testing';
import { bookSeries, openFirstFreeSlots } from '@/test/counsellingStory';
import { dialogWith, expectTexts } from '@/test/storyQueries';
import { renderPage } from '@/test/renderPage';
import { templateInUse } from '../../../mock/form-template/formSource';
import { templateQuestions } from '@/shared/forms/templateRules';
import { PERM } from '@/shared/session/permissions';

const MAIN_ORG = '星辰心理健康综合服务中心';
const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

const ordersOf = (mock: MockApp, keep: (order: ConsultOrder) => boolean) =>
  [...mock.db.counselling.tables.orders.values()]
    .filter(keep)
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || Number(b.id) - Number(a.id));

/** The order as the mock holds it now (a change stores a new row: mock/counselling/rows.ts). */
const now = (mock: MockApp, order: ConsultOrder) => mock.db.counselling.tables.orders.get(order.id);

const expertId = (mock: MockApp) =>
  [...mock.db.accounts.values()].find((account) => account.username === 'expert01')?.id;

test('取消订单 asks for a reason; a stale version is refused with the msg, keeps what was typed, and the retry after the refetch goes through', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const [order] = ordersOf(mock, (o) => o.orgId === mock.db.qaOrgs.comprehensive && o.status === 1);
  await renderPage(`/consult/orders/${order.id}`, { account: 'admin01', mock });
  expect(await screen.findByText(order.orderNo)).toBeInTheDocument();
  // admin01 holds 查看联系方式: the whole mobile.
  expect(screen.getByText(order.mobile)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: label('取消订单') }));
  const dialog = await dialogWith('取消订单');
  await user.click(within(dialog).getByRole('button', { name: label('确定') }));
  expect(await within(dialog).findByText('请输入取消原因')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('取消原因'), '来访者出差，无法到场');

  // Meanwhile another admin changed the order.
  changeRow(mock.db.counselling.tables.orders, order, {
    version: order.version + 1,
    remark: '另一位管理员改过',
  });
  await user.click(within(dialog).getByRole('button', { name: label('确定') }));
  expect(await screen.findByText('订单已被他人处理，请刷新后重试')).toBeInTheDocument();
  expect(now(mock, order)?.status).toBe(1);
  expect(within(dialog).getByLabelText('取消原因')).toHaveValue('来访者出差，无法到场');
  // The page refetched: it shows the other admin's change, and now holds the new version.
  expect(await screen.findByText('另一位管理员改过')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: label('确定') }));
  expect(await screen.findByText('取消订单成功')).toBeInTheDocument();
  expect(now(mock, order)).toMatchObject({
    status: 4,
    cancelReason: '来访者出差，无法到场',
    cancelBy: 'admin',
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByText('来访者出差，无法到场')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: label('取消订单') })).not.toBeInTheDocument();
});

test('改期 picks one of the free slots the date offers and moves the order there, freeing the old slot', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const [order] = ordersOf(mock, (o) => o.orgId === mock.db.qaOrgs.comprehensive && o.status === 1);
  await renderPage(`/consult/orders/${order.id}`, { account: 'admin01', mock });
  await user.click(await screen.findByRole('button', { name: label('改期') }));
  const dialog = await dialogWith('改期');
  // The first day with a free slot within the booking window.
  const options = await openFirstFreeSlots(user, dialog);
  expect(options.length).toBeGreaterThan(0);
  const oldKey = `${order.expertId}|${order.appointDate}|${order.bucketId}`;
  const picked = options[0].getAttribute('title') ?? '';
  await user.click(options[0]);
  await user.click(within(dialog).getByRole('button', { name: label('确定') }));
  expect(await screen.findByText('改期成功')).toBeInTheDocument();
  const moved = now(mock, order)!;
  expect(`${moved.startTime}-${moved.endTime}`).toBe(picked);
  expect(moved.status).toBe(1);
  const slots = mock.db.counselling.tables.slots;
  expect(slots.has(oldKey)).toBe(false);
  expect(slots.get(`${moved.expertId}|${moved.appointDate}|${moved.bucketId}`)).toBe(order.id);
});

test('催单 from the list for a 待接单 order: an urge-log row of kind 0, 催接单 in its 催单记录; cancelled, 返回 leads to the list, where 已取消 finds it by its 订单号', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const [pending] = ordersOf(
    mock,
    (o) => o.orgId === mock.db.qaOrgs.comprehensive && o.status === 0,
  );
  // The mock's clock may add system urges (reminders, accept timeouts) on any request: count the staff's.
  const staffUrges = () =>
    mock.db.counselling.tables.urgeLogs.filter(
      (row) => row.orderId === pending.id && row.operator !== '系统',
    );
  const before = staffUrges().length;
  const { currentPath } = await renderPage('/consult/orders', { account: 'admin01', mock });
  await user.click(await screen.findByRole('tab', { name: /^待接单/ }));
  const row = await screen.findByRole('row', { name: new RegExp(pending.orderNo) });
  await user.click(within(row).getByRole('button', { name: label('催单') }));
  await user.click(await screen.findByRole('button', { name: label('确定') }));
  expect(await screen.findByText('催单成功')).toBeInTheDocument();
  expect(staffUrges()).toHaveLength(before + 1);
  const urge = staffUrges().at(-1)!;
  expect(urge).toMatchObject({ orderId: pending.id, kind: 0 });

  // The order's 催单记录 shows that urge (by its operator and time) as 催接单.
  await user.click(within(row).getByRole('button', { name: label('查看') }));
  expect(await screen.findByRole('heading', { name: '订单详情' })).toBeInTheDocument();
  expect(await screen.findByText(pending.orderNo)).toBeInTheDocument();
  const urged = await waitFor(() => {
    const found = screen
      .getAllByRole('row')
      .find(
        (tr) => tr.textContent?.includes(urge.operator) && tr.textContent.includes(urge.createTime),
      );
    if (!found) throw new Error('no 催单记录 row of the urge');
    return found;
  });
  expect(within(urged).getByRole('cell', { name: '催接单' })).toBeInTheDocument();

  // Cancelled with a reason, it is found under 已取消 by its 订单号.
  await user.click(screen.getByRole('button', { name: label('取消订单') }));
  const dialog = await dialogWith('取消订单');
  await user.type(within(dialog).getByLabelText('取消原因'), '来访者改约其他机构');
  await user.click(within(dialog).getByRole('button', { name: label('确定') }));
  expect(await screen.findByText('取消订单成功')).toBeInTheDocument();
  expect(await screen.findByText('来访者改约其他机构')).toBeInTheDocument();
  // 返回 leads back to the list as it was left: on its 待接单 tab (docs/decisions/0009).
  await user.click(screen.getByRole('button', { name: /返回$/ }));
  await waitFor(() => expect(currentPath()).toBe('/consult/orders?status=0&pageSize=10'));
  expect(await screen.findByRole('tab', { name: /^待接单/, selected: true })).toBeInTheDocument();
  await user.click(await screen.findByRole('tab', { name: /^已取消/ }));
  await user.type(await screen.findByLabelText('订单号'), pending.orderNo);
  await user.click(screen.getByRole('button', { name: '查询' }));
  expect(await screen.findByText('共1条数据')).toBeInTheDocument();
  const cancelled = await screen.findByRole('row', { name: new RegExp(pending.orderNo) });
  expect(within(cancelled).getByText('已取消', { exact: true })).toBeInTheDocument();
});

test('我的订单: expert01 sees only its orders, with no 咨询师 column, and takes its own actions (接单, then 完成咨询 with the case record, which it then reads: 查看个案, 查看记录)', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const mine = ordersOf(mock, (o) => o.expertId === expertId(mock));
  // Pending orders are upcoming in the seed; this one's session began yesterday, unaccepted, so
  // once accepted 完成咨询 and 爽约 are due (and 改期, the expert's at any time by the table).
  // One with an emergency contact: the record's 高 makes it a crisis, which asks for one first
  // (consultSession.test), and about half the seeded orders have none.
  const [pending] = mine.filter((o) => o.status === 0 && hasEmergencyContact(o));
  changeRow(mock.db.counselling.tables.orders, pending, {
    appointDate: formatDate(Date.now() - 86_400_000),
  });
  await renderPage('/service/orders', { account: 'expert01', mock });
  expect(await screen.findByText(`共${mine.length}条数据`)).toBeInTheDocument();
  // every row is its own: no 咨询师 column (an organisation's list has one, consultList.test)
  expect(screen.getByRole('columnheader', { name: '来访者' })).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: '咨询师' })).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: '咨询师' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /导出/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: /^待接单/ }));
  const row = await screen.findByRole('row', { name: new RegExp(pending.orderNo) });
  await user.click(within(row).getByRole('button', { name: label('查看') }));

  expect(await screen.findByRole('button', { name: label('拒单') })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: label('催单') })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: label('接单') }));
  await user.click(await screen.findByRole('button', { name: label('确定') }));
  expect(await screen.findByText('接单成功')).toBeInTheDocument();
  expect(now(mock, pending)?.status).toBe(1);
  expect(await screen.findByRole('button', { name: label('爽约') })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: label('改期') })).toBeInTheDocument();
  await completeWithCaseRecord(user, mock, pending);

  // Its own record: 查看个案 shows it to read, not as a disabled form: the risk level chosen (高)
  // under its question in the 风险评估 section and as a tag at the top; 打印 prints it.
  await user.click(await screen.findByRole('button', { name: '查看个案' }));
  const record = await dialogWith('个案记录');
  const riskGroup = await within(record).findByRole('region', { name: '风险评估' });
  expect(within(riskGroup).getByRole('definition', { name: /^\d+\. 风险等级$/ })).toHaveTextContent(
    /^高$/,
  );
  expect(within(record).queryByRole('radiogroup')).not.toBeInTheDocument();
  expect(within(record).queryByRole('textbox')).not.toBeInTheDocument();
  expect(within(record).getByRole('cell', { name: /^风险等级\s*高$/ })).toBeInTheDocument();
  // Printed alone: the body is marked for the print styles while the dialog prints.
  let printedAlone = false;
  const print = jest.spyOn(window, 'print').mockImplementation(() => {
    printedAlone = document.body.classList.contains('printing-one');
  });
  await user.click(within(record).getByRole('button', { name: '打印' }));
  expect(print).toHaveBeenCalledTimes(1);
  expect(printedAlone).toBe(true);
  expect(document.body).not.toHaveClass('printing-one');
  print.mockRestore();
  await user.click(within(record).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // 查看记录 names who read it: expert01, as 咨询师.
  await user.click(screen.getByRole('button', { name: '查看记录' }));
  const views = await dialogWith('查看记录');
  const view = await within(views).findByRole('row', { name: /expert01/ });
  expect(within(view).getByRole('cell', { name: '咨询师' })).toBeInTheDocument();
});

/**
 * 完成咨询 asks for the case record: 提交 of an empty paper says 请检查必填项; what is typed is
 * saved on the server when a field is left, and reopening resumes it; the record's risk level
 * (高) makes the order a crisis.
 */
async function completeWithCaseRecord(
  user: ReturnType<typeof userEvent.setup>,
  mock: MockApp,
  order: ConsultOrder,
) {
  const drafts = mock.db.caseRecords.drafts;
  const open = async () => {
    await user.click(screen.getByRole('button', { name: label('完成咨询') }));
    return dialogWith('完成咨询');
  };
  let dialog = await open();
  // The template's texts frame the paper: 指导语 and 特别声明 above the questions, 结束语 after.
  expect(await within(dialog).findByRole('region', { name: '指导语' })).toHaveTextContent(
    '请在会谈结束后24小时内完成本记录',
  );
  expect(within(dialog).getByRole('region', { name: '特别声明' })).toHaveTextContent(
    '本记录为来访者的保密资料',
  );
  expect(within(dialog).getByRole('region', { name: '结束语' })).toHaveTextContent(
    '感谢您认真、及时的记录',
  );
  await user.click(await within(dialog).findByRole('button', { name: label('提交') }));
  expect(await screen.findByText('请检查必填项')).toBeInTheDocument();
  expect(now(mock, order)?.status).toBe(1);

  await user.type(
    within(dialog).getByRole('textbox', { name: /来访者主诉/ }),
    '近期失眠，工作压力大',
  );
  await user.tab();
  await waitFor(() =>
    expect(drafts.get(order.id, order.expertId)?.answers).toContainEqual(
      expect.objectContaining({ values: ['近期失眠，工作压力大'] }),
    ),
  );
  expect(await within(dialog).findByText(/^草稿已保存于/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  dialog = await open();
  expect(await within(dialog).findByDisplayValue('近期失眠，工作压力大')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  // The rest was typed in another session (the draft on the server holds it all now).
  const saved = drafts.get(order.id, order.expertId)!;
  const template = mock.db.forms.templates.get(saved.formId)!;
  const typed = saved.answers[0];
  saved.answers = filledPaper(template.questionList, '高').map((answer) =>
    answer.code === typed.code ? typed : answer,
  );
  dialog = await open();
  expect(await within(dialog).findByDisplayValue('近期失眠，工作压力大')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: label('提交') }));
  expect(await screen.findByText('完成咨询成功')).toBeInTheDocument();
  expect(now(mock, order)).toMatchObject({ status: 2, mentalStatus: 2 });
  expect(drafts.has(order.id)).toBe(false);
  expect(await screen.findByText('危机个案：请尽快跟进，必要时联系紧急联系人')).toBeInTheDocument();
}

test('安排回访 on an order detail plans a 待回访 follow-up of that order', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const { followUps } = mock.db.counselling.tables;
  const [done] = ordersOf(
    mock,
    (o) =>
      o.orgId === mock.db.qaOrgs.comprehensive &&
      o.status === 3 &&
      !followUps.some((row) => row.orderId === o.id && row.status === 0),
  );
  await renderPage(`/consult/orders/${done.id}`, { account: 'admin01', mock });
  await user.click(await screen.findByRole('button', { name: '安排回访' }));
  const dialog = await dialogWith(`安排回访（${done.orderNo}）`);
  await user.click(within(dialog).getByRole('button', { name: label('确定') }));
  expect(await screen.findByText('回访已安排')).toBeInTheDocument();
  expect(followUps.filter((row) => row.orderId === done.id && row.status === 0)).toHaveLength(1);
});

test('a series order says 第 2/3 次; 取消订单 offers 仅本次 / 本次及之后, and 本次及之后 cancels it and the later session, freeing their slots', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const sessions = await bookSeries(mock, 3);
  await renderPage(`/consult/orders/${sessions[1].id}`, { account: 'admin01', mock });
  expect(await screen.findByText(sessions[1].orderNo)).toBeInTheDocument();
  expect(screen.getByText('第 2/3 次')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: label('取消订单') }));
  const dialog = await dialogWith('取消订单');
  const scope = within(dialog).getByRole('radiogroup', { name: '取消订单范围' });
  expect(within(scope).getByRole('radio', { name: '仅本次' })).toBeChecked();
  await user.click(within(scope).getByRole('radio', { name: '本次及之后' }));
  await user.type(within(dialog).getByLabelText('取消原因'), '来访者结束咨询');
  await user.click(within(dialog).getByRole('button', { name: label('确定') }));
  expect(await screen.findByText('取消订单成功（本次及之后）')).toBeInTheDocument();
  await waitFor(() => expect(now(mock, sessions[2])?.status).toBe(4));
  expect(now(mock, sessions[1])?.status).toBe(4);
  expect(now(mock, sessions[0])?.status).toBe(0);
  const t = mock.db.counselling.tables;
  for (const session of sessions.slice(1))
    expect(t.slots.has(slotKey(session.expertId, session.appointDate, session.bucketId))).toBe(
      false,
    );
  expect(
    t.slots.get(slotKey(sessions[0].expertId, sessions[0].appointDate, sessions[0].bucketId)),
  ).toBe(sessions[0].id);

  // 续约 opens 新增订单 as a series for the same visitor and counsellor.
  await user.click(screen.getByRole('button', { name: '续约' }));
  expect(await screen.findByRole('heading', { name: '新增订单' })).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: '周期预约' })).toBeChecked();
  const visitor = mock.db.counselling.tables.cusUsers.get(sessions[0].cusUserId)!;
  expect(await screen.findByTitle(new RegExp(`^${visitor.name}（`))).toBeInTheDocument();
});

test('改期 of a series order offers 本次及之后: the later session moves by the same days into the same slot, the earlier one stays', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const sessions = await bookSeries(mock, 3);
  const t = mock.db.counselling.tables;
  // 改期 is 待咨询 → 待咨询: the second session accepted first.
  const { token } = await loginAs(mock, 'admin01', MAIN_ORG);
  const accepted = await call(mock, {
    method: 'POST',
    path: '/server-platform/api/consult/updateStatus',
    token,
    body: { action: 'accept', id: sessions[1].id, version: sessions[1].version },
  });
  expect(accepted.code).toBe(0);
  // A shift of a few days with one bucket free on both new dates.
  const ask = {
    orgId: sessions[0].orgId,
    expertId: sessions[0].expertId,
    cusUserId: sessions[0].cusUserId,
  };
  const target = [1, 2, 3, 4, 5, 6]
    .map((shift) => {
      const [second, third] = [sessions[1], sessions[2]].map((s) => addDays(s.appointDate, shift));
      const later = freeBuckets(t, { ...ask, date: third }, mock.now());
      const bucket = freeBuckets(
        t,
        { ...ask, date: second, movingOrderId: sessions[1].id },
        mock.now(),
      ).find((row) => later.some((free) => free.id === row.id));
      return bucket && { second, third, bucket };
    })
    .find((found) => found !== undefined)!;

  await renderPage(`/consult/orders/${sessions[1].id}`, { account: 'admin01', mock });
  await user.click(await screen.findByRole('button', { name: label('改期') }));
  const dialog = await dialogWith('改期');
  await user.type(within(dialog).getByLabelText('预约日期'), `${target.second}{Enter}`);
  await user.click(within(dialog).getByRole('combobox', { name: '预约时段' }));
  const option = await screen.findByTitle(`${target.bucket.start}-${target.bucket.end}`);
  await user.click(option);
  await user.click(within(dialog).getByRole('radio', { name: '本次及之后' }));
  await user.click(within(dialog).getByRole('button', { name: label('确定') }));
  expect(await screen.findByText('改期成功（本次及之后）')).toBeInTheDocument();
  expect([now(mock, sessions[1])?.appointDate, now(mock, sessions[1])?.bucketId]).toEqual([
    target.second,
    target.bucket.id,
  ]);
  expect([now(mock, sessions[2])?.appointDate, now(mock, sessions[2])?.bucketId]).toEqual([
    target.third,
    target.bucket.id,
  ]);
  expect(now(mock, sessions[0])?.appointDate).toBe(sessions[0].appointDate);
});

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

/** 催单记录 names its 对象 and 渠道 in Chinese, never `visitor` or `SMS` (issue 27, point 20). */

test('催单记录: 对象 咨询师 / 来访者 and 渠道 短信', async () => {
  const mock = createMockApp();
  const t = mock.db.counselling.tables;
  const order = [...t.orders.values()].find(
    (row) => row.orgId === mock.db.qaOrgs.comprehensive && row.status === 1,
  )!;
  const base = { orderId: order.id, channel: 'SMS', result: '成功', operator: '系统' } as const;
  t.urgeLogs.push(
    {
      ...base,
      id: 'urge-a',
      kind: 0,
      target: 'expert',
      content: '请尽快接单',
      createTime: order.createTime,
    },
    {
      ...base,
      id: 'urge-b',
      kind: 1,
      target: 'visitor',
      content: '咨询即将开始',
      createTime: order.createTime,
    },
  );
  await renderPage(`/consult/orders/${order.id}`, { account: 'admin01', mock });
  const reminder = await screen.findByRole('row', { name: /咨询即将开始/ });
  expect(within(reminder).getByText('来访者')).toBeInTheDocument();
  expect(within(reminder).getByText('短信')).toBeInTheDocument();
  const urge = screen.getByRole('row', { name: /请尽快接单/ });
  expect(within(urge).getByText('咨询师')).toBeInTheDocument();
  expect(screen.queryByText('visitor')).not.toBeInTheDocument();
  expect(screen.queryByText('expert')).not.toBeInTheDocument();
  expect(screen.queryByText('SMS')).not.toBeInTheDocument();
});

const SECRET = '来访者自述有自伤念头';

test('an administrator sees that a counsellor holds an unsubmitted case-record draft, not what it says', async () => {
  const mock = createMockApp();
  const expert01 = [...mock.db.accounts.values()].find((row) => row.username === 'expert01')!;
  const order = [...mock.db.counselling.tables.orders.values()].find(
    (o) => o.expertId === expert01.id && o.orgId === mock.db.qaOrgs.comprehensive && o.status === 1,
  )!;
  const template = templateInUse(mock.db, order.orgId, 'case');
  const text = templateQuestions(template.questionList).find((q) => q.questionType === 2)!;
  const { token } = await loginAs(mock, 'expert01');
  const saved = await call<{ savedTime: string }>(mock, {
    method: 'POST',
    path: '/server-platform/api/consult/caseRecord/draft',
    body: {
      orderId: order.id,
      formId: template.id,
      answers: [{ code: text.code, values: [SECRET] }],
    },
    token,
  });
  expect(saved.code).toBe(0);

  await renderPage(`/consult/orders/${order.id}`, { account: 'admin01', mock });
  expect(
    await screen.findByText(
      `${expert01.name}有未提交的个案记录草稿（保存于 ${saved.data.savedTime}），内容仅本人可见`,
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '查看个案' })).not.toBeInTheDocument();
});

test('咨询订单 offers 导出个案答案 only with 个案查看 as well as 个案导出; 导出满意度答案 stays', async () => {
  await renderPage('/consult/orders', { account: 'admin01', withoutCodes: [PERM.caseView] });
  expect(await screen.findByRole('button', { name: /导出满意度答案$/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /导出个案答案$/ })).not.toBeInTheDocument();
});
