import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp, type MockApp } from '../../../mock/app';
import { renderPage } from '@/test/renderPage';
import { expectTexts } from '@/test/storyQueries';
import { changeRow } from '../../../mock/counselling/rows';

/** The first audienter cooperating with the QA organisation. */
function listenerName(mock: MockApp): string {
  const id = mock.db.cooperApplies
    .filter((a) => a.orgId === mock.db.qaOrgs.comprehensive && a.status === 1)
    .map((a) => a.expertUserId)
    .find((expertId) => mock.db.expertProfiles.get(expertId)?.expertType === 1);
  return mock.db.accounts.get(id ?? '')?.name ?? '';
}

test('the detail of a call: 转预约 opens the manual entry with the call and its visitor; 安排回访 plans one', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const call = [...mock.db.counselling.tables.hotlines.values()]
    .filter((row) => row.orgId === mock.db.qaOrgs.comprehensive && !row.orderId && row.cusUserId)
    .sort((a, b) => b.callStart.localeCompare(a.callStart))[0];
  const { currentPath } = await renderPage(`/consult/hotline/${call.id}`, {
    account: 'admin01',
    mock,
  });
  expect(await screen.findByText(`热线工单 ${call.hotlineNo}`)).toBeInTheDocument();
  await user.click(screen.getAllByRole('button', { name: '安排回访' }).at(-1) as HTMLElement);
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  expect(await screen.findByText('回访已安排')).toBeInTheDocument();
  const planned = mock.db.counselling.tables.followUps.filter(
    (row) => row.hotlineId === call.id && row.status === 0,
  );
  expect(planned).toHaveLength(1);
  await waitFor(() => expect(screen.getAllByText('待回访').length).toBeGreaterThan(0));

  await user.click(screen.getAllByRole('button', { name: '转预约' }).at(-1) as HTMLElement);
  await waitFor(() =>
    expect(currentPath()).toBe(
      `/consult/orders/new?appointMode=1&hotlineId=${call.id}&cusUserId=${call.cusUserId}`,
    ),
  );
});

test('an anonymous crisis caller who will not give a contact: 未留联系人原因 is asked instead and kept', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/consult/hotline', { account: 'admin01' });
  await user.click(await screen.findByRole('button', { name: '登记来电' }));
  const dialog = await screen.findByRole('dialog');
  // 是否匿名 is the first 否/是 choice (是否需要回访 the second)
  await user.click(within(dialog).getAllByRole('radio', { name: '是' })[0]);
  await user.click(within(dialog).getByRole('combobox', { name: '接线员' }));
  await user.click(await screen.findByTitle(listenerName(mock)));
  await user.type(within(dialog).getByLabelText('通话摘要'), '匿名来电，表达轻生念头');
  expect(within(dialog).queryByLabelText('未留联系人原因')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('radio', { name: '危机' }));
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  await expectTexts(dialog, [
    '请输入紧急联系人',
    '紧急联系人手机号不能为空',
    '请填写未留联系人原因',
  ]);
  await user.type(within(dialog).getByLabelText('未留联系人原因'), '来电者坚持匿名，拒绝提供');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  const saved = [...mock.db.counselling.tables.hotlines.values()].find(
    (call) => call.summary === '匿名来电，表达轻生念头',
  );
  expect(saved).toMatchObject({
    anonymous: 1,
    mentalStatus: 2,
    emergencyMobile: '',
    noContactReason: '来电者坚持匿名，拒绝提供',
  });
});

test('the detail of a crisis call shows its emergency contact: in full with 查看联系方式 (06-01-01-12), masked without it', async () => {
  const mock = createMockApp();
  const call = [...mock.db.counselling.tables.hotlines.values()].find(
    (row) => row.orgId === mock.db.qaOrgs.comprehensive && row.emergencyMobile !== '',
  );
  if (!call) throw new Error('the seed has no crisis call with a contact');
  const route = `/consult/hotline/${call.id}`;
  const view = await renderPage(route, { account: 'admin01', mock });
  expect(await screen.findByText(call.emergencyMobile)).toBeInTheDocument();
  expect(screen.getByText(call.emergencyName)).toBeInTheDocument();
  view.unmount();
  const without = createMockApp();
  for (const identity of without.db.identities.values())
    identity.btnCodes = identity.btnCodes.filter((code) => code !== '06-01-01-12');
  await renderPage(route, { account: 'admin01', mock: without, withoutCodes: ['06-01-01-12'] });
  const masked = `${call.emergencyMobile.slice(0, 3)}****${call.emergencyMobile.slice(7)}`;
  expect(await screen.findByText(masked)).toBeInTheDocument();
  expect(screen.queryByText(call.emergencyMobile)).not.toBeInTheDocument();
});

/** A call's 地区 by name and its 0-10 ratings with their scale, never the code string or a bare number (issue 27, point 20). */

const callOf = (mock: ReturnType<typeof createMockApp>) => {
  const t = mock.db.counselling.tables;
  const call = [...t.hotlines.values()]
    .filter((row) => row.orgId === mock.db.qaOrgs.comprehensive)
    .sort((a, b) => b.callStart.localeCompare(a.callStart))[0];
  return changeRow(t.hotlines, call, {
    areaCode: '440000-440100-440103',
    suicideIntent: 7,
    hopelessness: 4,
  });
};

test('the detail: 地区 广东省 广州市 荔湾区, 自杀意念 7 / 10, 无望感 4 / 10', async () => {
  const mock = createMockApp();
  const call = callOf(mock);
  await renderPage(`/consult/hotline/${call.id}`, { account: 'admin01', mock });
  expect(await screen.findByText('广东省 广州市 荔湾区')).toBeInTheDocument();
  expect(screen.getByText('7 / 10')).toBeInTheDocument();
  expect(screen.getByText('4 / 10')).toBeInTheDocument();
  expect(screen.queryByText('440000-440100-440103')).not.toBeInTheDocument();
});

test('the list: 自杀意念 with its scale', async () => {
  const mock = createMockApp();
  const call = callOf(mock);
  await renderPage('/consult/hotline', { account: 'admin01', mock });
  const row = await screen.findByRole('row', { name: new RegExp(call.hotlineNo) });
  expect(within(row).getByText('7 / 10')).toBeInTheDocument();
});
