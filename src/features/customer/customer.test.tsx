import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp, type MockApp } from '../../../mock/app';
import { PERM } from '@/shared/session/permissions';
import { expectHeaderSort } from '@/test/headerSort';
import { renderPage } from '@/test/renderPage';
import { expectTexts } from '@/test/storyQueries';
import { sentQueries } from '@/test/sentQueries';

const MAIN_ORG = '星辰心理健康综合服务中心';
const PAGE = '/server-platform/api/cusUser/page';
const inMainOrg = { identity: (identity: { orgName: string }) => identity.orgName === MAIN_ORG };

const customersOf = (mock: MockApp) =>
  [...mock.db.counselling.tables.cusUsers.values()].filter(
    (row) => row.orgId === mock.db.qaOrgs.comprehensive,
  );
const dataRows = () => screen.getAllByRole('row').slice(1);
const confirmButton = () => screen.getByRole('button', { name: /确\s?定/ });

test('add a customer within the mock’s messages, find it, archive it, restore it from 已归档 to 在册', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const sent = sentQueries(mock, PAGE);
  const taken = customersOf(mock)[0].mobile;
  await renderPage('/consult/customers', { account: 'admin01', mock, ...inMainOrg });
  await screen.findByText(/共\d+条数据/);
  expect(sent[0]).toEqual({ pageNum: '1', pageSize: '10', archived: '0' }); // 全部 (-99) never sent
  expect(dataRows()[0]).toHaveTextContent(/1\d{2}\*{4}\d{4}/); // masked in the list

  await user.click(screen.getByRole('button', { name: '新增来访者' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('手机号'), '1234');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  // 手机号格式不正确 showed as 1234 was typed: the submit draws it anew.
  await expectTexts(dialog, ['请输入姓名', '请选择性别', '请选择出生日期', '手机号格式不正确']);

  await user.type(within(dialog).getByLabelText('姓名'), '周晓测');
  await user.click(within(dialog).getByLabelText('女'));
  await user.click(within(dialog).getByLabelText('出生日期'));
  await user.type(within(dialog).getByLabelText('出生日期'), '1990-05-06{Enter}');
  await user.clear(within(dialog).getByLabelText('手机号'));
  await user.type(within(dialog).getByLabelText('手机号'), taken);
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  expect(await screen.findByText('该手机号已存在')).toBeInTheDocument();

  await user.clear(within(dialog).getByLabelText('手机号'));
  await user.type(within(dialog).getByLabelText('手机号'), '13912345678');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();

  const search = screen.getByRole('search');
  await user.type(within(search).getByLabelText('姓名或手机号'), '周晓测');
  await user.click(within(search).getByRole('button', { name: '查询' }));
  await waitFor(() => expect(dataRows()).toHaveLength(1));
  expect(sent.at(-1)).toMatchObject({ keyword: '周晓测', archived: '0' });
  expect(dataRows()[0]).toHaveTextContent('139****5678');

  await user.click(within(dataRows()[0]).getByRole('button', { name: '归档' }));
  await user.click(confirmButton());
  expect(await screen.findByText('归档成功')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: '归档' })).not.toBeInTheDocument(),
  );

  await user.click(screen.getByRole('tab', { name: '已归档' }));
  await waitFor(() => expect(sent.at(-1)).toMatchObject({ keyword: '周晓测', archived: '1' }));
  await waitFor(() => expect(dataRows()[0]).toHaveTextContent('周晓测'));
  expect(within(dataRows()[0]).queryByRole('button', { name: '归档' })).not.toBeInTheDocument();
  await user.click(within(dataRows()[0]).getByRole('button', { name: '恢复' }));
  await user.click(confirmButton());
  expect(await screen.findByText('恢复成功')).toBeInTheDocument();
  const row = customersOf(mock).find((customer) => customer.name === '周晓测');
  expect(row).toMatchObject({ archived: 0, mobile: '13912345678', birthday: '1990-05-06' });
  // Restored, the customer leaves 已归档 and 在册 lists it again.
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: '恢复' })).not.toBeInTheDocument(),
  );
  await user.click(screen.getByRole('tab', { name: '在册' }));
  await waitFor(() => expect(sent.at(-1)).toMatchObject({ keyword: '周晓测', archived: '0' }));
  await waitFor(() => expect(dataRows()[0]).toHaveTextContent('周晓测'));
  expect(within(dataRows()[0]).getByRole('button', { name: '归档' })).toBeInTheDocument();
});

test('a customer with a live order cannot be archived: the mock’s msg is shown', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const t = mock.db.counselling.tables;
  const live = [...t.orders.values()].find(
    (order) => order.orgId === mock.db.qaOrgs.comprehensive && order.status === 1,
  )!;
  const customer = t.cusUsers.get(live.cusUserId)!;
  await renderPage('/consult/customers', { account: 'admin01', mock, ...inMainOrg });
  await screen.findByText(/共\d+条数据/);
  await user.type(screen.getByLabelText('姓名或手机号'), customer.mobile);
  await user.click(screen.getByRole('button', { name: '查询' }));
  await waitFor(() => expect(dataRows()).toHaveLength(1));
  await user.click(within(dataRows()[0]).getByRole('button', { name: '归档' }));
  await user.click(confirmButton());
  expect(await screen.findByText('该来访者有未完成的订单，不能归档')).toBeInTheDocument();
  expect(t.cusUsers.get(customer.id)?.archived).toBe(0);
});

test('the detail lists their orders (each opens the order); the full mobile only with 查看联系方式', async () => {
  const mock = createMockApp();
  const t = mock.db.counselling.tables;
  const order = [...t.orders.values()].find(
    (row) => row.orgId === mock.db.qaOrgs.comprehensive && row.status === 3,
  )!;
  const customer = t.cusUsers.get(order.cusUserId)!;
  const route = `/consult/customers/${customer.id}`;
  const view = await renderPage(route, { account: 'admin01', mock, ...inMainOrg });
  expect(await screen.findByText(customer.mobile)).toBeInTheDocument();
  const link = screen.getByRole('link', { name: order.orderNo });
  expect(link).toHaveAttribute('href', `/consult/orders/${order.id}`);
  view.unmount();

  // The mock decides what the detail shows: the identity loses the code there too.
  for (const identity of mock.db.identities.values())
    if (identity.orgId === mock.db.qaOrgs.comprehensive)
      identity.btnCodes = identity.btnCodes.filter((code) => code !== PERM.customerViewContact);
  await renderPage(route, { account: 'admin01', mock, ...inMainOrg });
  const masked = `${customer.mobile.slice(0, 3)}****${customer.mobile.slice(7)}`;
  // their own calls (热线来电) show the number masked too
  expect((await screen.findAllByText(masked)).length).toBeGreaterThan(0);
  expect(screen.queryByText(customer.mobile)).not.toBeInTheDocument();
});

test('without their codes the buttons are gone; operator01 reads the list only', async () => {
  const view = await renderPage('/consult/customers', {
    account: 'admin01',
    ...inMainOrg,
    withoutCodes: [PERM.customerArchive, PERM.customerAdd],
  });
  await screen.findByText(/共\d+条数据/);
  expect(within(dataRows()[0]).getByRole('button', { name: '编辑' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '归档' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '新增来访者' })).not.toBeInTheDocument();
  view.unmount();

  await renderPage('/consult/customers', { account: 'operator01' });
  await screen.findByText(/共\d+条数据/);
  for (const name of ['新增来访者', '编辑', '归档'])
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
});

test('edit: without 查看联系方式 the mobile stays as it is when left blank; text is trimmed, and an emptied 来源 or 备注 is cleared', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  for (const identity of mock.db.identities.values())
    if (identity.orgId === mock.db.qaOrgs.comprehensive)
      identity.btnCodes = identity.btnCodes.filter((code) => code !== PERM.customerViewContact);
  const customers = mock.db.counselling.tables.cusUsers;
  for (const row of customers.values())
    customers.set(row.id, { ...row, source: '热线', remark: '旧备注' });
  await renderPage('/consult/customers', { account: 'admin01', mock, ...inMainOrg });
  await screen.findByText(/共\d+条数据/);
  const name = within(dataRows()[0]).getAllByRole('cell')[0].textContent ?? '';
  const before = customersOf(mock).find((row) => row.name === name)!;
  await user.click(within(dataRows()[0]).getByRole('button', { name: '编辑' }));
  // The tabs hold antd's test id too, so dialogs are found by their text, not their name.
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('编辑来访者');
  const masked = `${before.mobile.slice(0, 3)}****${before.mobile.slice(7)}`;
  expect(within(dialog).getByText(`当前号码 ${masked}，不修改请留空`)).toBeInTheDocument();
  expect(within(dialog).getByLabelText('手机号')).toHaveValue('');
  await user.clear(within(dialog).getByLabelText('姓名'));
  await user.type(within(dialog).getByLabelText('姓名'), '  改名后  ');
  // Emptied optional text is left out of the body and the platform clears it (0022).
  expect(within(dialog).getByLabelText('来源')).toHaveValue('热线');
  expect(within(dialog).getByLabelText('备注')).toHaveValue('旧备注');
  await user.clear(within(dialog).getByLabelText('来源'));
  await user.clear(within(dialog).getByLabelText('备注'));
  await user.type(within(dialog).getByLabelText('备注'), '   ');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  expect(await screen.findByText('编辑成功')).toBeInTheDocument();
  expect(mock.db.counselling.tables.cusUsers.get(before.id)).toMatchObject({
    name: '改名后',
    mobile: before.mobile,
    source: '手动录入',
    remark: '',
  });
});

test('the detail lists their hotline calls (masked, crisis in words, rated x / 10, each opens the call); gone without the hotline menu', async () => {
  const mock = createMockApp();
  const t = mock.db.counselling.tables;
  const call = [...t.hotlines.values()].find(
    (row) =>
      row.orgId === mock.db.qaOrgs.comprehensive &&
      row.cusUserId !== '' &&
      row.anonymous === 0 &&
      row.suicideIntent >= 7,
  )!;
  const customer = t.cusUsers.get(call.cusUserId)!;
  const route = `/consult/customers/${customer.id}`;
  const view = await renderPage(route, { account: 'admin01', mock, ...inMainOrg });
  expect(await screen.findByText('热线来电')).toBeInTheDocument();
  // the call's row of 热线来电 (the risk it assessed may have a row of 当前风险 too)
  const rows = await screen.findAllByRole('row', { name: new RegExp(call.hotlineNo) });
  const row = rows.find((each) => within(each).queryByRole('link', { name: call.hotlineNo }))!;
  const link = within(row).getByRole('link', { name: call.hotlineNo });
  expect(link).toHaveAttribute('href', `/consult/hotline/${call.id}`);
  const masked = `${call.callerMobile.slice(0, 3)}****${call.callerMobile.slice(7)}`;
  expect(within(row).getByText(masked)).toBeInTheDocument();
  // 危机 in words: the tag, besides the type when the call was typed 危机
  expect(within(row).getAllByText('危机')).toHaveLength(call.callType === '危机' ? 2 : 1);
  expect(within(row).getByText(`${call.suicideIntent} / 10`)).toBeInTheDocument();
  view.unmount();

  for (const identity of mock.db.identities.values())
    if (identity.orgId === mock.db.qaOrgs.comprehensive)
      identity.btnCodes = identity.btnCodes.filter((code) => code !== PERM.hotline);
  await renderPage(route, { account: 'admin01', mock, ...inMainOrg });
  expect((await screen.findAllByText(customer.name)).length).toBeGreaterThan(0);
  expect(screen.queryByText('热线来电')).not.toBeInTheDocument();
});

test('来访者 sorts by 咨询次数 from its header: the call asks the mock for it and the address keeps it', () =>
  expectHeaderSort({
    route: '/consult/customers',
    as: { account: 'admin01', ...inMainOrg },
    call: '/cusUser/page',
    column: /咨询次数/,
    field: 'consultCount',
  }));
