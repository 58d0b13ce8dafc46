import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectHeaderSort } from '@/test/headerSort';
import { renderPage } from '@/test/renderPage';
import { PERM } from '@/shared/session/permissions';
import { regionNames } from '@/shared/regions/regionNames';
import { post } from '@/shared/request/client';
import { rowWith } from '@/test/storyQueries';
import { COOPER_STATUS_LABEL } from './types';

test('without the approve code the 通过 button is gone; 驳回 asks why, a refusal keeps the dialog', async () => {
  const { mock } = await renderPage('/cooper/apply', {
    account: 'admin01',
    withoutCodes: [PERM.cooperApprove],
  });
  expect(await screen.findByText(/共\d+条数据/, {}, { timeout: 30000 })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getAllByRole('button', { name: '驳回' })[0]);
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('驳回合作申请');
  await userEvent.setup().click(within(dialog).getByRole('button', { name: '确定' }));
  expect(await within(dialog).findByText('原因不能为空')).toBeInTheDocument();

  // Meanwhile every pending application is answered elsewhere: the refusal keeps what was typed.
  const pending = mock.db.cooperApplies.filter(
    (row) => row.orgId === mock.db.qaOrgs.comprehensive && row.status === 0,
  );
  for (const row of pending) row.status = 1;
  await userEvent.setup().type(within(dialog).getByLabelText('原因'), '资质不符');
  await userEvent.setup().click(within(dialog).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('当前状态不允许该操作')).toBeInTheDocument();
  expect(dialog).toBeInTheDocument();
  expect(within(dialog).getByLabelText('原因')).toHaveValue('资质不符');

  for (const row of pending) row.status = 0;
  await waitFor(() => expect(within(dialog).getByRole('button', { name: '确定' })).toBeEnabled());
  await userEvent.setup().click(within(dialog).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('已驳回')).toBeInTheDocument();
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(pending.filter((row) => row.status === 3 && row.remark === '资质不符')).toHaveLength(1);
});

test('an expert sees the organisations they work with and applies to another (我的合作机构)', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/expert-cooper/orgs', { account: 'expert01' });
  const expert = [...mock.db.accounts.values()].find((account) => account.username === 'expert01');
  if (!expert) throw new Error('expert01 is missing from the seed');
  const mine = mock.db.cooperApplies.filter((row) => row.expertUserId === expert.id);
  const cooperating = mine.filter((row) => row.status === 1).length;
  expect(
    await screen.findByText(`共${cooperating}条数据`, {}, { timeout: 30000 }),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '申请合作' }));
  const dialog = await screen.findByRole('dialog');
  // Which expert type the application is made as (getExpertTypeById).
  const kind = mock.db.expertProfiles.get(expert.id)?.expertType === 0 ? '咨询师' : '倾听者';
  expect(await within(dialog).findByText(kind)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '提交申请' }));
  expect(await within(dialog).findByText('请选择服务机构')).toBeInTheDocument();

  const box = within(dialog).getByRole('combobox', { name: '服务机构' });
  const choose = async (name: string) => {
    await user.click(box);
    await user.type(box, name);
    await user.click(await screen.findByTitle(name));
  };
  /** expert01's latest application with the organisation, what 我的申请 answers. */
  const latestWith = (orgId: string) =>
    mine
      .filter((row) => row.orgId === orgId)
      .sort((a, b) => b.updateTime.localeCompare(a.updateTime))[0];
  const services = [...mock.db.orgs.values()].filter(
    (org) => org.orgType !== 2 && org.status === 2,
  );

  // An organisation expert01 works with says so.
  const partner = services.find((org) => latestWith(org.id)?.status === 1);
  if (!partner) throw new Error('expert01 works with no service organisation');
  await choose(partner.name);
  const partnerSummary = await within(dialog).findByRole('table');
  expect(await within(partnerSummary).findByText('合作中')).toBeInTheDocument();

  const open = new Set(
    mine.filter((row) => [0, 1, 2].includes(row.status)).map((row) => row.orgId),
  );
  const target = services.find((org) => !open.has(org.id));
  if (!target) throw new Error('no service organisation left to apply to');
  await choose(target.name);
  // The chosen organisation's data (showAllOrgPageByUseAndData), to apply knowingly.
  await waitFor(() => expect(partnerSummary).not.toBeInTheDocument());
  const cooperatingExperts = mock.db.cooperApplies.filter(
    (row) => row.orgId === target.id && row.status === 1,
  ).length;
  const summary = await within(dialog).findByRole('table');
  expect(await within(summary).findByText(`${cooperatingExperts}人`)).toBeInTheDocument();
  expect(
    within(summary).getByText(target.orgType === 0 ? '综合服务机构' : '资源服务机构'),
  ).toBeInTheDocument();
  const earlier = latestWith(target.id);
  expect(
    within(summary).getByText(earlier ? COOPER_STATUS_LABEL[earlier.status] : '未申请'),
  ).toBeInTheDocument();
  // Its region, as names (所在地区).
  const region = await regionNames(target.areaCode);
  expect(region).toMatch(/[省市区]/);
  expect(await within(summary).findByText(region)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '提交申请' }));
  expect(await screen.findByText('申请已提交')).toBeInTheDocument();
  expect(
    mock.db.cooperApplies.some(
      (row) => row.expertUserId === expert.id && row.orgId === target.id && row.status === 0,
    ),
  ).toBe(true);
});

test('合作申请 lists the expert’s own applications, without a 专家 column repeating its name', async () => {
  const { mock } = await renderPage('/expert-cooper/apply', { account: 'expert01' });
  const expert = [...mock.db.accounts.values()].find((account) => account.username === 'expert01');
  // the list opens on 待我处理: invitations (2) and an organisation's wish to end (4)
  const mine = mock.db.cooperApplies.filter(
    (row) => row.expertUserId === expert?.id && (row.status === 2 || row.status === 4),
  );
  expect(mine.length).toBeGreaterThan(0);
  expect(
    await screen.findByText(`共${mine.length}条数据`, {}, { timeout: 30000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: '机构' })).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: '专家' })).not.toBeInTheDocument();
});

test("an application's expert name opens the application as stored and the expert's profile (getExpertTypeAndExpertInfoByUserId); 待专家确认 lists the invitation sent", async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/cooper/apply', { account: 'admin01' });
  await screen.findByText(/共\d+条数据/, {}, { timeout: 30000 });
  const ours = () =>
    mock.db.cooperApplies.filter((row) => row.orgId === mock.db.qaOrgs.comprehensive);
  const [first] = ours()
    .filter((row) => row.status === 0)
    .sort((a, b) => b.createTime.localeCompare(a.createTime));
  const profile = mock.db.expertProfiles.get(first.expertUserId);
  // Answered elsewhere after the list was read: the drawer reads the application as stored now
  // (getOrgExpertCooperApply).
  first.status = 3;
  first.remark = '已由其他管理员驳回';
  await user.click(screen.getAllByRole('button', { name: first.expertName })[0]);
  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findByText('已由其他管理员驳回')).toBeInTheDocument();
  expect(within(drawer).getByText(COOPER_STATUS_LABEL[3])).toBeInTheDocument();
  expect(await within(drawer).findByText(profile?.intro ?? '')).toBeInTheDocument();
  expect(within(drawer).getByText(profile?.title ?? '')).toBeInTheDocument();
  expect(
    within(drawer).getByText(first.expertType === 0 ? '咨询师' : '倾听者'),
  ).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(drawer).not.toBeInTheDocument());

  // The organisation invites a platform expert with 发送邀请's call (the 邀请专家 dialog is
  // expert.test.tsx's); 合作申请 lists the invitation under 待专家确认.
  const open = new Set(
    ours()
      .filter((row) => [0, 1, 2].includes(row.status))
      .map((row) => row.expertUserId),
  );
  const invited = [...mock.db.expertProfiles.values()]
    .map((expert) => mock.db.accounts.get(expert.userId))
    .find((account) => account && account.status === 2 && !open.has(account.id));
  if (!invited) throw new Error('no platform expert left to invite');
  await post('/server-platform/api/expert/saveOrgExpertCooperApply', {
    userId: invited.id,
    remark: '诚邀加入',
  });
  await user.click(screen.getByRole('combobox', { name: '状态' }));
  await user.click(await screen.findByTitle('待专家确认'));
  await user.click(screen.getByRole('button', { name: '查询' }));
  const invitation = await rowWith('诚邀加入');
  expect(within(invitation).getByRole('button', { name: invited.name })).toBeInTheDocument();
  expect(within(invitation).getByText('待专家确认')).toBeInTheDocument();
  const awaiting = ours().filter((row) => row.status === 2).length;
  expect(screen.getByText(`共${awaiting}条数据`)).toBeInTheDocument();
});

test('合作申请 sorts by 申请时间 from its header: the call asks the mock for it and the address keeps it', () =>
  expectHeaderSort({
    route: '/cooper/apply',
    as: { account: 'admin01' },
    call: '/showAllOrgExpertCooperApply',
    column: /申请时间/,
    field: 'createTime',
  }));

test('我的合作机构 sorts by 状态 from its header: the call asks the mock for it and the address keeps it', () =>
  expectHeaderSort({
    route: '/expert-cooper/orgs',
    as: { account: 'expert01' },
    call: '/showAllOrgExpertCooperApplyByExpert',
    column: /状态/,
    field: 'status',
  }));
