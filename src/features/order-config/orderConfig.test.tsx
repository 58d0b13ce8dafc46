import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@/test/renderPage';
import { dialogWith, expectTexts } from '@/test/storyQueries';
import { createMockApp } from '../../../mock/app';
import { CONSENT_V1_TEXT } from '../../../mock/counselling/consent';
import { moment } from '@/shared/utils/dates';

test('订单设置 shows the organisation config, checks its fields and saves', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/consult/config', { account: 'admin01' });
  const window = await screen.findByLabelText('可预约范围（天）');
  expect(window).toHaveValue('14');
  await user.clear(window);
  await user.type(window, '1');
  const mobiles = screen.getByLabelText('危机通知手机号');
  await user.clear(mobiles);
  await user.type(mobiles, '13800138000{enter}12345');
  await user.click(screen.getByRole('button', { name: '保存' }));
  await expectTexts(document.body, ['可预约天数须大于提前预约天数', '危机通知手机号格式不正确']);

  await user.clear(window);
  await user.type(window, '21');
  await user.clear(mobiles);
  await user.type(mobiles, '13800138000{enter}13700137000');
  const hold = screen.getByLabelText('候补保留（分钟）');
  expect(hold).toHaveValue('30');
  await user.clear(hold);
  await user.type(hold, '45');
  await user.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  expect(mock.db.counselling.tables.configs.get(mock.db.qaOrgs.comprehensive)).toMatchObject({
    bookingWindowDays: 21,
    waitlistHoldMin: 45,
    crisisNotifyMobiles: ['13800138000', '13700137000'],
  });
});

test('默认测评计划: none at first; 编辑 sets scales and their moment, one scale once, N when every N sessions', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/consult/config', { account: 'admin01' });
  expect(await screen.findByText('未设置：来访者首次预约时不自动建立测评计划')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '编辑默认测评计划' }));
  const dialog = await dialogWith('编辑默认测评计划');
  /** Picks `title` in the select labelled `label` (the option list opened last). */
  const choose = async (label: string, title: string) => {
    await user.click(within(dialog).getByRole('combobox', { name: label }));
    await user.click((await screen.findAllByTitle(title)).at(-1)!);
  };
  await user.click(within(dialog).getByRole('button', { name: /添加量表$/ }));
  await user.click(within(dialog).getByRole('button', { name: /添加量表$/ }));
  await choose('量表1', '抑郁症筛查量表 PHQ-9');
  await choose('量表2', '抑郁症筛查量表 PHQ-9');
  await choose('测评时机2', '每 N 次咨询');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  // both rows of the scale say so
  await waitFor(() =>
    expect(within(dialog).getAllByText('默认测评计划中同一量表只能设置一次')).toHaveLength(2),
  );
  expect(within(dialog).getByText('请输入间隔次数')).toBeInTheDocument();
  expect(mock.db.counselling.tables.measureDefaults.size).toBe(0);

  await choose('量表2', '广泛性焦虑量表 GAD-7');
  await user.type(within(dialog).getByLabelText('间隔次数2'), '3');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  expect(mock.db.counselling.tables.measureDefaults.get(mock.db.qaOrgs.comprehensive)).toEqual([
    { formId: '970001', when: 'beforeEverySession', n: 0 },
    { formId: '970002', when: 'everyNSessions', n: 3 },
  ]);
  const row = await screen.findByRole('row', { name: '广泛性焦虑量表 GAD-7 每 3 次咨询' });
  expect(row).toBeInTheDocument();
  expect(screen.getByRole('row', { name: '抑郁症筛查量表 PHQ-9 每次咨询前' })).toBeInTheDocument();
});

test('without the 保存 code the config is read only', async () => {
  await renderPage('/consult/config', { account: 'admin01', withoutCodes: ['06-01-09-01'] });
  expect(await screen.findByLabelText('接单超时（分钟）')).toBeDisabled();
  expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '编辑默认测评计划' })).not.toBeInTheDocument();
});

const section = () => screen.getByRole('region', { name: '知情同意书' });
const versionRow = (version: number) =>
  within(section()).getByRole('row', { name: new RegExp(`^\\S*\\s*v${version}\\b`) });

test('知情同意书 lists the versions; 新增版本 adds one from tomorrow, which stays editable until its day', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/consult/config', { account: 'admin01' });
  await screen.findByRole('region', { name: '知情同意书' });
  expect(await within(section()).findByText('当前生效')).toBeInTheDocument();
  expect(versionRow(1)).toHaveTextContent('当前生效');
  expect(within(versionRow(1)).queryByRole('button', { name: '编辑 v1' })).not.toBeInTheDocument();
  await user.click(within(versionRow(1)).getByRole('button', { name: '展开行' }));
  expect(await within(section()).findByText(/本人已阅读并理解上述内容/)).toBeInTheDocument();

  await user.click(within(section()).getByRole('button', { name: '新增版本' }));
  const dialog = await screen.findByRole('dialog', { name: '新增版本' });
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  expect(await within(dialog).findByText('请输入知情同意书内容')).toBeInTheDocument();
  await user.type(
    within(dialog).getByLabelText('知情同意书内容'),
    '第二版知情同意书：新增线上咨询的保密说明。',
  );
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  const tomorrow = moment().add(1, 'day').format('YYYY-MM-DD');
  const orgId = mock.db.qaOrgs.comprehensive;
  expect(mock.db.counselling.tables.consents.filter((row) => row.orgId === orgId)).toMatchObject([
    { version: 1, text: CONSENT_V1_TEXT },
    { version: 2, text: '第二版知情同意书：新增线上咨询的保密说明。', effectiveFrom: tomorrow },
  ]);
  expect(await within(section()).findByText('待生效')).toBeInTheDocument();
  expect(versionRow(2)).toHaveTextContent(tomorrow);

  await user.click(within(versionRow(2)).getByRole('button', { name: '编辑 v2' }));
  const editing = await screen.findByRole('dialog', { name: '编辑版本 v2' });
  const text = within(editing).getByLabelText('知情同意书内容');
  expect(text).toHaveValue('第二版知情同意书：新增线上咨询的保密说明。');
  await user.type(text, '（修订）');
  await user.click(within(editing).getByRole('button', { name: /确\s?定/ }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(
    mock.db.counselling.tables.consents.find((row) => row.orgId === orgId && row.version === 2)
      ?.text,
  ).toBe('第二版知情同意书：新增线上咨询的保密说明。（修订）');
});

test('without the 保存 code the versions are read only: no 新增版本, no 编辑', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  mock.db.counselling.tables.consents.push({
    orgId: mock.db.qaOrgs.comprehensive,
    version: 2,
    text: '待生效的第二版',
    effectiveFrom: moment().add(3, 'day').format('YYYY-MM-DD'),
    createBy: '测试',
    createTime: moment().format('YYYY-MM-DD HH:mm:ss'),
  });
  await renderPage('/consult/config', { account: 'admin01', withoutCodes: ['06-01-09-01'], mock });
  await screen.findByRole('region', { name: '知情同意书' });
  expect(await within(section()).findByText('待生效')).toBeInTheDocument();
  expect(within(section()).queryByRole('button', { name: '新增版本' })).not.toBeInTheDocument();
  expect(within(section()).queryByRole('button', { name: '编辑 v2' })).not.toBeInTheDocument();
  await user.click(within(versionRow(2)).getByRole('button', { name: '展开行' }));
  expect(await within(section()).findByText('待生效的第二版')).toBeInTheDocument();
});
