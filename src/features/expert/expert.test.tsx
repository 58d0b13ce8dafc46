import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectHeaderSort } from '@/test/headerSort';
import { renderPage } from '@/test/renderPage';
import { cellsOf, expectTexts, rowWith, tableRows } from '@/test/storyQueries';
import { PERM } from '@/shared/session/permissions';
import { type MockApp } from '../../../mock/app';

const listed = () => screen.findByText(/共\d+条数据/, {}, { timeout: 30000 });

/** The QA organisation's cooperating experts in display order, as the list shows them. */
function cooperating(mock: MockApp) {
  return mock.db.cooperApplies
    .filter((row) => row.orgId === mock.db.qaOrgs.comprehensive && row.status === 1)
    .sort((a, b) => a.sn - b.sn || a.expertUserId.localeCompare(b.expertUserId));
}

test('邀请专家: an empty choice is refused; the invitation waits for the expert', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/expert/list', { account: 'admin01' });
  await listed();
  await user.click(screen.getByRole('button', { name: '邀请专家' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: '发送邀请' }));
  expect(await within(dialog).findByText('请选择专家')).toBeInTheDocument();

  const open = new Set(
    mock.db.cooperApplies
      .filter((row) => row.orgId === mock.db.qaOrgs.comprehensive && [0, 1, 2].includes(row.status))
      .map((row) => row.expertUserId),
  );
  const target = [...mock.db.expertProfiles.values()]
    .map((profile) => mock.db.accounts.get(profile.userId))
    .find((account) => account && account.status === 2 && !open.has(account.id));
  if (!target) throw new Error('no platform expert left to invite');
  const box = within(dialog).getByRole('combobox', { name: '专家' });
  await user.click(box);
  await user.type(box, target.name);
  await user.click(await screen.findByTitle(new RegExp(`^${target.name}（`)));
  await user.type(within(dialog).getByLabelText('邀请说明'), '诚邀加入');
  await user.click(within(dialog).getByRole('button', { name: '发送邀请' }));
  expect(await screen.findByText('邀请已发送')).toBeInTheDocument();
  const invitations = mock.db.cooperApplies.filter(
    (row) =>
      row.expertUserId === target.id &&
      row.orgId === mock.db.qaOrgs.comprehensive &&
      row.status === 2,
  );
  expect(invitations.map((row) => row.remark)).toEqual(['诚邀加入']);
});

test('编辑 the tags of an expert: each 2-12 characters, 3-50 of them; the list shows the new tags', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/expert/list', { account: 'admin01' });
  await listed();
  const [first] = cooperating(mock);
  const row = await rowWith(first.expertName);
  await user.click(within(row).getByRole('button', { name: '编辑' }));
  const dialog = await screen.findByRole('dialog');
  const input = within(dialog).getByLabelText('标签');
  const trySave = async (text: string) => {
    await user.clear(input);
    if (text) await user.type(input, text);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
  };
  await trySave('');
  await expectTexts(dialog, ['标签不能为空']);
  await trySave('焦虑,抑,睡眠');
  await expectTexts(dialog, ['每个标签必须2-12字']);
  await trySave('焦虑，睡眠，焦虑');
  await expectTexts(dialog, ['自定义标签必须3-50个']);
  await trySave('焦虑, 睡眠障碍，亲子关系');
  expect(await screen.findByText('标签修改成功')).toBeInTheDocument();
  expect(mock.db.expertProfiles.get(first.expertUserId)?.tags).toEqual([
    '焦虑',
    '睡眠障碍',
    '亲子关系',
  ]);
  expect(await within(row).findByText('焦虑、睡眠障碍、亲子关系')).toBeInTheDocument();
});

test('without 18-01-01, 18-01-02 and 18-01-05 there is no 邀请专家 or 编辑, and 展示 is read-only', async () => {
  await renderPage('/expert/list', {
    account: 'admin01',
    withoutCodes: [PERM.expertInvite, PERM.expertEditTags, PERM.expertShow],
  });
  await listed();
  expect(screen.queryByRole('button', { name: '邀请专家' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: '设置' }).length).toBeGreaterThan(0);
  for (const toggle of screen.getAllByRole('switch')) expect(toggle).toBeDisabled();
});

test('合作专家 (menu 05): detail and 解除合作 with 05-01-01-01, no managing buttons', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/cooper/experts', {
    account: 'admin01',
    withoutCodes: [PERM.expertDisengage],
  });
  const experts = cooperating(mock);
  expect(await listed()).toHaveTextContent(`共${experts.length}条数据`);
  for (const name of ['邀请专家', '编辑', '设置'])
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  expect(screen.queryByRole('switch')).not.toBeInTheDocument();

  const [first] = experts;
  const row = await rowWith(first.expertName);
  await user.click(within(row).getByRole('button', { name: '解除合作' }));
  const confirm = await screen.findByRole('tooltip');
  expect(confirm).toHaveTextContent(`确定与${first.expertName}解除合作吗？`);
  await user.click(within(confirm).getByRole('button', { name: '解除合作' }));
  expect(await screen.findByText('已申请解除合作')).toBeInTheDocument();
  expect(first.status).toBe(4);
  expect(await screen.findByText(`共${experts.length - 1}条数据`)).toBeInTheDocument();
});

test('without 05-01-01-01 合作专家 has no 解除合作', async () => {
  await renderPage('/cooper/experts', { account: 'admin01', withoutCodes: [PERM.cooperDisengage] });
  await listed();
  expect(screen.getAllByRole('button', { name: '详情' }).length).toBeGreaterThan(0);
  expect(screen.queryByRole('button', { name: '解除合作' })).not.toBeInTheDocument();
});

test('the detail shows 特殊信息 only with 18-01-07', async () => {
  const user = userEvent.setup();
  await renderPage('/expert/list', { account: 'admin01', withoutCodes: [PERM.expertSpecialInfo] });
  await listed();
  await user.click(screen.getAllByRole('button', { name: '详情' })[0]);
  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findByText('合作时间')).toBeInTheDocument();
  expect(within(drawer).queryByText('特殊信息')).not.toBeInTheDocument();
});

test("with 18-01-07 the detail shows 特殊信息: 类型 倾听者 lists listeners only, a listener's 展示 flips and stays, its drawer is 倾听者详情", async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/expert/list', { account: 'admin01' });
  await listed();
  const listeners = cooperating(mock).filter(
    (row) => mock.db.expertProfiles.get(row.expertUserId)?.expertType === 1,
  );
  await user.click(screen.getByRole('combobox', { name: '类型' }));
  await user.click(await screen.findByTitle('倾听者'));
  await user.click(screen.getByRole('button', { name: '查询' }));
  expect(await screen.findByText(`共${listeners.length}条数据`)).toBeInTheDocument();
  const rows = tableRows().slice(1);
  expect(rows.map((shown) => cellsOf(shown)[0].textContent)).toEqual(
    listeners.slice(0, 10).map((listener) => listener.expertName),
  );
  for (const shown of rows) expect(cellsOf(shown)[1]).toHaveTextContent(/^倾听者$/);

  const [first] = listeners;
  const toggle = screen.getByRole('switch', { name: `${first.expertName}展示` });
  const isOn = () => toggle.getAttribute('aria-checked') === 'true';
  const wasOn = first.show === 1;
  expect(isOn()).toBe(wasOn);
  await user.click(toggle);
  expect(await screen.findByText('设置成功')).toBeInTheDocument();
  expect(first.show).toBe(wasOn ? 0 : 1);
  // The switch shows what the list reloads: the new state is the server's.
  await waitFor(() => expect(isOn()).toBe(!wasOn));

  const row = await rowWith(first.expertName);
  await user.click(within(row).getByRole('button', { name: '详情' }));
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByText('倾听者详情')).toBeInTheDocument();
  expect(await within(drawer).findByText('特殊信息')).toBeInTheDocument();
  const special = mock.db.expertProfiles.get(first.expertUserId)?.specialInfo ?? '';
  expect(special).not.toBe('');
  expect(drawer).toHaveTextContent(special);
});

test('设置: a 文字咨询 price saved comes back; the service types chosen get the ways the platform offers them; face to face takes an address of getFaceAddressList', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/expert/list', { account: 'admin01' });
  await listed();
  // An expert of the first page whose setup has no face to face, so that it saves as it is
  // with the address list below (its saved address is not in it).
  const expert = cooperating(mock)
    .slice(0, 10)
    .find(
      (row) =>
        !mock.db.expertProfiles
          .get(row.expertUserId)
          ?.priceSettings.list.some((item) => item.consultWays.includes(3)),
    );
  const profile = expert && mock.db.expertProfiles.get(expert.expertUserId);
  if (!expert || !profile) throw new Error('no expert without face to face on the first page');
  profile.faceAddresses = ['110000-110100-110108-中关村大街1号'];
  const row = await rowWith(expert.expertName);
  await user.click(within(row).getByRole('button', { name: '设置' }));
  const saved = await screen.findByRole('dialog');
  const text = await within(saved).findByRole('checkbox', { name: '文字咨询' });
  if (!(text as HTMLInputElement).checked) await user.click(text);
  const price = await within(saved).findByLabelText('文字咨询价格（元）');
  await user.clear(price);
  await user.type(price, '50');
  await user.click(within(saved).getByRole('button', { name: '保存' }));
  expect(await screen.findByText('设置成功')).toBeInTheDocument();
  await waitFor(() => expect(saved).not.toBeInTheDocument());
  expect(profile.prices['4']).toBe(50);

  await user.click(within(row).getByRole('button', { name: '设置' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByLabelText('文字咨询价格（元）')).toHaveValue('50');
  await user.click(await within(dialog).findByRole('checkbox', { name: '法律咨询' }));
  // Two price blocks, but face to face is offered to psychological consultation only.
  expect(await within(dialog).findAllByRole('checkbox', { name: '电话咨询' })).toHaveLength(2);
  expect(within(dialog).getAllByRole('checkbox', { name: '面对面咨询' })).toHaveLength(1);
  const face = within(dialog).getByRole('checkbox', { name: '面对面咨询' });
  if (!(face as HTMLInputElement).checked) await user.click(face);
  await user.click(within(dialog).getByRole('combobox', { name: '面询地址' }));
  const options = await screen.findAllByRole('option');
  expect(options.map((option) => option.getAttribute('aria-label'))).toEqual([
    '北京市 北京市 海淀区 中关村大街1号',
  ]);
});

test('设置: a counselling service type the platform holds (6 个案跟进) is a row of the table under its own name, and a save keeps it', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/expert/list', { account: 'admin01' });
  await listed();
  const expert = cooperating(mock)
    .slice(0, 10)
    .find((row) => mock.db.expertProfiles.get(row.expertUserId)?.expertType === 0);
  const profile = expert && mock.db.expertProfiles.get(expert.expertUserId);
  if (!expert || !profile) throw new Error('no counsellor on the first page');
  profile.priceSettings = {
    serviceTypes: [1, 6],
    list: [
      { serviceType: 1, consultWays: [0], consultPrices: [{ consultWay: 0, price: 200 }] },
      { serviceType: 6, consultWays: [1], consultPrices: [{ consultWay: 1, price: 120 }] },
    ],
  };
  await user.click(within(await rowWith(expert.expertName)).getByRole('button', { name: '设置' }));
  const dialog = await screen.findByRole('dialog');
  const types = await within(dialog).findByRole('group', { name: '服务类型' });
  expect(within(types).getAllByRole('checkbox')).toHaveLength(5);
  for (const name of ['心理咨询', '法律咨询', '财务咨询', '健康咨询', '个案跟进'])
    expect(within(types).getByRole('checkbox', { name })).toBeInTheDocument();
  expect(within(types).getByRole('checkbox', { name: '个案跟进' })).toBeChecked();
  const row = within(dialog).getByRole('group', { name: '个案跟进' });
  expect(within(row).getByLabelText('在线语音价格（元）')).toHaveValue('120');
  await user.clear(within(row).getByLabelText('在线语音价格（元）'));
  await user.type(within(row).getByLabelText('在线语音价格（元）'), '150');
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(await screen.findByText('设置成功')).toBeInTheDocument();
  expect(profile.priceSettings.serviceTypes).toEqual([1, 6]);
  expect(profile.priceSettings.list[1]).toEqual({
    serviceType: 6,
    consultWays: [1],
    consultPrices: [{ consultWay: 1, price: 150 }],
  });
});

test('咨询师与倾听者 sorts by 展示 from its header: the call asks the mock for it and the address keeps it', () =>
  expectHeaderSort({
    route: '/expert/list',
    as: { account: 'admin01' },
    call: '/getCooperExpertPage',
    column: /展示/,
    field: 'show',
  }));

test('合作专家 sorts by 合作时间 from its header: the call asks the mock for it and the address keeps it', () =>
  expectHeaderSort({
    route: '/cooper/experts',
    as: { account: 'admin01' },
    call: '/getCooperExpertPage',
    column: /合作时间/,
    field: 'joinTime',
  }));
