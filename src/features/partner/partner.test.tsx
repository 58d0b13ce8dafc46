import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PARTNER_MESSAGES as M } from '@/shared/counselling/partnerCodes';
import { MESSAGES } from '@/shared/validation/messages';
import { asMainAdmin, referVisitor } from '@/test/counsellingStory';
import { expectHeaderSort } from '@/test/headerSort';
import { renderPage } from '@/test/renderPage';
import {
  dialogWith,
  expectFieldError,
  expectTexts,
  rowWith,
  showColumns,
} from '@/test/storyQueries';
import { createMockApp } from '../../../mock/app';

const NAME = '南山康复医院（测试）';

test('合作伙伴: 新增 checks its fields; an expert price through the shared price form (money rule); 暂停 then 终止, which is final', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/partner/list', asMainAdmin);
  const t = mock.db.counselling.tables;
  const orgId = mock.db.qaOrgs.comprehensive;
  const own = () => [...t.partners.values()].filter((row) => row.orgId === orgId);
  expect(await screen.findByText(`共${own().length}条数据`)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '新增' }));
  const add = await dialogWith('新增合作伙伴');
  await user.click(within(add).getByRole('button', { name: /确\s?定/ }));
  await expectFieldError(add, '合作伙伴名称', M.nameRequired);
  await expectFieldError(add, '联系人', M.contactRequired);
  await user.type(within(add).getByLabelText('合作伙伴名称'), NAME);
  await user.type(within(add).getByLabelText('联系人'), '王敏');
  await user.type(within(add).getByLabelText('联系电话'), '13912345678');
  await user.click(within(add).getByRole('combobox', { name: '所在地区' }));
  await user.click(await screen.findByText('广东省'));
  await user.click(await screen.findByText('深圳市'));
  await user.click(await screen.findByText('南山区'));
  await user.clear(within(add).getByLabelText('结算比例（%）'));
  await user.type(within(add).getByLabelText('结算比例（%）'), '101');
  await user.click(within(add).getByRole('button', { name: /确\s?定/ }));
  await expectFieldError(add, '结算比例（%）', M.ratioRange);
  await user.clear(within(add).getByLabelText('结算比例（%）'));
  await user.type(within(add).getByLabelText('结算比例（%）'), '15');
  await user.click(within(add).getByRole('button', { name: /确\s?定/ }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  const created = own().find((row) => row.name === NAME);
  expect(created).toMatchObject({
    type: 1,
    contact: '王敏',
    areaCode: '440000-440300-440305',
    settlementRatio: 15,
    status: 1,
  });

  await user.type(screen.getByLabelText('名称'), NAME);
  await user.click(screen.getByRole('button', { name: /查\s?询/ }));
  expect(await screen.findByText('共1条数据')).toBeInTheDocument();
  // 所在地区 waits in 列设置 (the default columns fit at 1440).
  await showColumns(user, '所在地区');
  const row = await rowWith(NAME);
  expect(within(row).getByText('广东省 深圳市 南山区')).toBeInTheDocument();

  await user.click(within(row).getByRole('button', { name: '专家价格（0）' }));
  await user.click(await screen.findByRole('button', { name: '新增价格' }));
  const priceDialog = await dialogWith(`新增专家价格 · ${NAME}`);
  const apply = mock.db.cooperApplies.find(
    (row) =>
      row.orgId === orgId &&
      row.status === 1 &&
      mock.db.expertProfiles.get(row.expertUserId)?.expertType === 0,
  );
  const expertName = mock.db.accounts.get(apply?.expertUserId ?? '')?.name ?? '';
  // 咨询方式 shows before the expert is chosen: the order's ways, disabled, and what comes first.
  const waysBefore = within(
    within(priceDialog).getByRole('group', { name: '咨询方式' }),
  ).getAllByRole('checkbox');
  expect(waysBefore).toHaveLength(4);
  for (const box of waysBefore) expect(box).toBeDisabled();
  expect(within(priceDialog).getByText('请先选择专家')).toBeVisible();
  await user.type(within(priceDialog).getByRole('combobox', { name: '专家' }), expertName);
  await user.click(await screen.findByTitle(expertName));
  expect(within(priceDialog).queryByText('请先选择专家')).not.toBeInTheDocument();
  const way = await within(priceDialog).findAllByRole('checkbox');
  for (const box of way) expect(box).toBeEnabled();
  await user.click(way[0]);
  const priceBox = await within(priceDialog).findByPlaceholderText('最多两位小数');
  const pricesBefore = t.partnerPrices.size;
  await user.type(priceBox, '12.345');
  await user.click(within(priceDialog).getByRole('button', { name: '保存' }));
  await expectTexts(priceDialog, [MESSAGES.money]);
  expect(t.partnerPrices.size).toBe(pricesBefore);
  await user.clear(priceBox);
  await user.type(priceBox, '288.5');
  // The partner's own 保存成功 may still be showing, about to go: wait for a new one.
  const earlier = screen.queryAllByText('保存成功');
  await user.click(within(priceDialog).getByRole('button', { name: '保存' }));
  await waitFor(() =>
    expect(
      screen.getAllByText('保存成功').filter((toast) => !earlier.includes(toast)),
    ).toHaveLength(1),
  );
  expect(t.partnerPrices.size).toBe(pricesBefore + 1);
  const stored = [...t.partnerPrices.values()].find((price) => price.partnerId === created?.id);
  expect(stored).toMatchObject({ priceCents: 28850, settlementRatio: 15, consultType: 0 });
  const priceRow = await rowWith(expertName);
  expect(within(priceRow).getByText('288.50')).toBeInTheDocument();
  expect(within(priceRow).getByText('生效中')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /^(Close|关闭)$/ }));

  await user.click(within(await rowWith(NAME)).getByRole('button', { name: '暂停' }));
  await user.click(await screen.findByRole('button', { name: /确\s?定|OK/ }));
  expect(await screen.findByText('暂停成功')).toBeInTheDocument();
  expect(t.partners.get(created?.id ?? '')?.status).toBe(2);
  const paused = await waitFor(async () => {
    const found = await rowWith(NAME);
    within(found).getByRole('button', { name: '恢复合作' });
    return found;
  });
  await user.click(within(paused).getByRole('button', { name: '终止' }));
  expect(
    await screen.findByText(`终止后不能恢复，确定终止与「${NAME}」的合作吗？`),
  ).toBeInTheDocument();
  await user.click(screen.getAllByRole('button', { name: /确\s?定|OK/ }).at(-1)!);
  expect(await screen.findByText('终止成功')).toBeInTheDocument();
  expect(t.partners.get(created?.id ?? '')?.status).toBe(3);
  await waitFor(async () => {
    const ended = await rowWith(NAME);
    expect(within(ended).getByText('终止')).toBeInTheDocument();
    expect(within(ended).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(within(ended).queryByRole('button', { name: '恢复合作' })).not.toBeInTheDocument();
  });
});

test('operator01 reads the partners without 新增, 编辑 or status buttons', async () => {
  await renderPage('/partner/list', { account: 'operator01' });
  expect(await screen.findByText(/共\d+条数据/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '暂停' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /专家价格/ }).length).toBeGreaterThan(0);
});

test('合作伙伴 sorts by 结算比例 from its header: the call asks the mock for it and the address keeps it', () =>
  expectHeaderSort({
    route: '/partner/list',
    as: asMainAdmin,
    call: '/partner/page',
    column: /结算比例/,
    field: 'settlementRatio',
  }));

test('转介记录 on a partner lists the visitors referred to it, with their status', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const t = mock.db.counselling.tables;
  const orgId = mock.db.qaOrgs.comprehensive;
  // The list's first row: the newest partner.
  const [partner] = [...t.partners.values()]
    .filter((row) => row.orgId === orgId)
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || Number(b.id) - Number(a.id));
  const customer = [...t.cusUsers.values()].find(
    (row) => row.orgId === orgId && row.archived === 0,
  )!;
  if (partner.status !== 1) t.partners.set(partner.id, { ...partner, status: 1 });
  await referVisitor(mock, {
    cusUserId: customer.id,
    partnerId: partner.id,
    reason: '需住院评估',
    urgency: '紧急',
  });
  await renderPage('/partner/list', { ...asMainAdmin, mock });
  const row = await rowWith(partner.name);
  await user.click(within(row).getByRole('button', { name: '转介记录' }));
  const drawer = await dialogWith(`转介记录：${partner.name}`);
  const referral = await rowWith(customer.name, drawer);
  expect(within(referral).getByText('需住院评估')).toBeInTheDocument();
  expect(within(referral).getByText('待反馈')).toBeInTheDocument();
});
