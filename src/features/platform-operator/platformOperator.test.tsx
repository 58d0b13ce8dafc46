import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp } from '../../../mock/app';
import { PERM } from '@/shared/session/permissions';
import { renderPage } from '@/test/renderPage';
import { dialogWith, expectFieldError, rowWith } from '@/test/storyQueries';

const PLATFORM_ORG = '星辰心理健康综合服务中心';
const inPlatformOrg = {
  identity: (identity: { orgName: string }) => identity.orgName === PLATFORM_ORG,
};

test('平台运营人员: add an operator (the form checks first), edit it, freeze and restore it', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  await renderPage('/platform/operators', { account: 'admin01', mock, ...inPlatformOrg });
  expect(await screen.findByText('共14条数据', {}, { timeout: 30000 })).toBeInTheDocument();
  expect(within(await rowWith('platformop05')).getByText('冻结')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '新增运营人员' }));
  let dialog = await dialogWith('新增运营人员');
  await user.type(within(dialog).getByLabelText('账号'), 'ab');
  await user.type(within(dialog).getByLabelText('手机号'), '1234');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  await expectFieldError(dialog, '账号', '请输入6-50位字母、数字或@_.-');
  await expectFieldError(dialog, '姓名', '姓名不能为空');
  await expectFieldError(dialog, '手机号', '手机号格式不正确');
  expect(mock.db.platformOperators.size).toBe(14);

  await user.clear(within(dialog).getByLabelText('账号'));
  await user.type(within(dialog).getByLabelText('账号'), 'newop01');
  await user.type(within(dialog).getByLabelText('姓名'), '林运营');
  await user.clear(within(dialog).getByLabelText('手机号'));
  await user.type(within(dialog).getByLabelText('手机号'), '13912340000');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  const added = [...mock.db.platformOperators.values()].find((row) => row.account === 'newop01');
  expect(added).toMatchObject({ name: '林运营', mobile: '13912340000', status: 2 });
  expect(within(await rowWith('newop01')).getByText('正常')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '编辑 林运营' }));
  dialog = await dialogWith('编辑运营人员');
  expect(within(dialog).getByLabelText('账号')).toHaveValue('newop01');
  await user.clear(within(dialog).getByLabelText('手机号'));
  await user.type(within(dialog).getByLabelText('手机号'), '13912340001');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  await waitFor(() =>
    expect(mock.db.platformOperators.get(added?.id ?? '')?.mobile).toBe('13912340001'),
  );

  await user.click(screen.getByRole('button', { name: '冻结 林运营' }));
  const confirm = await screen.findByRole('tooltip');
  expect(confirm).toHaveTextContent('确定冻结运营人员“林运营”吗？');
  await user.click(within(confirm).getByRole('button', { name: '冻结' }));
  await waitFor(() => expect(mock.db.platformOperators.get(added?.id ?? '')?.status).toBe(4));
  expect(await screen.findByRole('button', { name: '恢复 林运营' })).toBeInTheDocument();
});

test('平台运营人员: each action behind its code; operator01 and another organisation have no page', async () => {
  const view = await renderPage('/platform/operators', {
    account: 'admin01',
    ...inPlatformOrg,
    withoutCodes: [PERM.platformOperatorCreate, PERM.platformOperatorStatus],
  });
  await rowWith('platformop14');
  expect(screen.getAllByRole('button', { name: /^编辑 / })).toHaveLength(10);
  for (const name of ['新增运营人员', /^冻结 /, /^恢复 /])
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  view.unmount();

  for (const refused of [
    { account: 'operator01' },
    { account: 'admin01', identity: (identity: { orgType: number }) => identity.orgType === 2 },
  ]) {
    const { unmount } = await renderPage('/platform/operators', refused);
    expect(await screen.findByText('抱歉，您无权访问此页面。')).toBeInTheDocument();
    unmount();
  }
});
