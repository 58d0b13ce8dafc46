import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp } from '../../../mock/app';
import { CONSENT_V1_TEXT } from '../../../mock/db/counselling/consent';
import { moment } from '@/shared/utils/dates';
import { renderPage } from '@/test/renderPage';

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
