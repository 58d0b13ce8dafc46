import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp, type MockApp } from '../../../mock/app';
import { PERM } from '@/shared/session/permissions';
import { renderPage } from '@/test/renderPage';

const MAIN_ORG = '星辰心理健康综合服务中心';
const inMainOrg = { identity: (identity: { orgName: string }) => identity.orgName === MAIN_ORG };
/** A dialog by its text (antd's confirm dialogs carry no accessible name). */
const dialogWith = (text: string) =>
  waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => d.textContent?.includes(text));
    if (!found) throw new Error(`no dialog with ${text}`);
    return found;
  });
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });
const typesOf = (mock: MockApp) =>
  [...mock.db.counselling.tables.problemTypes.values()].filter(
    (row) => row.orgId === mock.db.qaOrgs.comprehensive,
  );

test('add a group and a type, rename it, disable it; a used type offers 停用 instead of deleting', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  await renderPage('/consult/problem-types', { account: 'admin01', mock, ...inMainOrg });
  expect(await screen.findByRole('row', { name: /^情绪管理领域/ })).toBeInTheDocument();
  expect(rowOf('婚姻家庭')).toHaveTextContent('已被订单使用');

  await user.click(screen.getByRole('button', { name: '新增分组' }));
  let dialog = await screen.findByRole('dialog', { name: '新增分组' });
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  expect(await within(dialog).findByText('请输入问题类型名称')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('分组名称'), '情绪管理领域');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  expect(await screen.findByText('问题类型名称已存在')).toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText('分组名称'));
  await user.type(within(dialog).getByLabelText('分组名称'), '社会适应领域');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  const group = await screen.findByRole('row', { name: /^社会适应领域/ });

  await user.click(within(group).getByRole('button', { name: '新增问题类型' }));
  dialog = await screen.findByRole('dialog', { name: '新增问题类型' });
  await user.type(within(dialog).getByLabelText('问题类型名称'), '环境适应');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  // Its status cell says 启用 (the row's text would match a 启用 button as well) and it offers 停用.
  await waitFor(() =>
    expect(within(rowOf('环境适应')).getByRole('cell', { name: '启用' })).toBeInTheDocument(),
  );
  expect(within(rowOf('环境适应')).getByRole('button', { name: '停用' })).toBeInTheDocument();
  const added = typesOf(mock).find((row) => row.name === '环境适应')!;
  expect(mock.db.counselling.tables.problemTypes.get(added.pid)?.name).toBe('社会适应领域');

  await user.click(within(rowOf('环境适应')).getByRole('button', { name: '编辑' }));
  dialog = await screen.findByRole('dialog', { name: '编辑问题类型' });
  await user.clear(within(dialog).getByLabelText('问题类型名称'));
  await user.type(within(dialog).getByLabelText('问题类型名称'), '新环境适应');
  await user.clear(within(dialog).getByLabelText('排序'));
  await user.type(within(dialog).getByLabelText('排序'), '5');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  expect(await screen.findByText('编辑成功')).toBeInTheDocument();
  await user.click(
    within(await screen.findByRole('row', { name: /^新环境适应/ })).getByRole('button', {
      name: '停用',
    }),
  );
  expect(await screen.findByText('停用成功')).toBeInTheDocument();
  // It offers 启用 and its status cell says 停用 (the row's text read 停用 before the click: its button).
  await waitFor(() =>
    expect(within(rowOf('新环境适应')).getByRole('button', { name: '启用' })).toBeInTheDocument(),
  );
  expect(within(rowOf('新环境适应')).getByRole('cell', { name: '停用' })).toBeInTheDocument();
  expect(mock.db.counselling.tables.problemTypes.get(added.id)).toMatchObject({
    name: '新环境适应',
    sort: 5,
    status: 0,
  });

  await user.click(within(rowOf('婚姻家庭')).getByRole('button', { name: '删除' }));
  await user.click(screen.getByRole('button', { name: /确\s?定/ }));
  const refusal = await dialogWith('不能删除“婚姻家庭”');
  expect(refusal).toHaveTextContent('该问题类型已被使用，不能删除，可停用。停用后不能再选择');
  await user.click(within(refusal).getByRole('button', { name: '停用' }));
  // The first 停用成功 toast may still be leaving: wait for the store and the row's 启用, not the text.
  await waitFor(() => expect(typesOf(mock).find((row) => row.name === '婚姻家庭')?.status).toBe(0));
  expect(
    await within(rowOf('婚姻家庭')).findByRole('button', { name: '启用' }),
  ).toBeInTheDocument();
});

test('every action behind its button code; operator01 has no page', async () => {
  const view = await renderPage('/consult/problem-types', {
    account: 'admin01',
    ...inMainOrg,
    withoutCodes: [PERM.problemTypeAdd, PERM.problemTypeDelete],
  });
  await screen.findByRole('row', { name: /^情绪管理领域/ });
  expect(within(rowOf('婚姻家庭')).getByRole('button', { name: '编辑' })).toBeInTheDocument();
  expect(within(rowOf('婚姻家庭')).getByRole('button', { name: '停用' })).toBeInTheDocument();
  for (const name of ['新增分组', '新增问题类型', '删除'])
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  view.unmount();

  await renderPage('/consult/problem-types', { account: 'operator01' });
  expect(await screen.findByText('抱歉，您无权访问此页面。')).toBeInTheDocument();
});
