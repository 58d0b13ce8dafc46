import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp, type MockApp } from '../../../mock/app';
import type { Role } from '../../../mock/core/types';
import { PERM } from '@/shared/session/permissions';
import { renderPage } from '@/test/renderPage';
import { cellsOf, dialogWith, expectFieldError, rowWith, treeNode } from '@/test/storyQueries';

/** The checkbox of the menu-tree node titled exactly `title` (the only one so titled). */
const treeCheckbox = (tree: HTMLElement, title: string): HTMLElement =>
  within(treeNode(tree, title)).getByRole('checkbox', { hidden: true });

const rolesOf = (mock: MockApp): Role[] =>
  [...mock.db.roles.values()].filter((role) => role.orgId === mock.db.qaOrgs.comprehensive);

const roleNamed = (mock: MockApp, name: string): Role => {
  const role = rolesOf(mock).find((row) => row.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role;
};

const holders = (mock: MockApp, roleId: string) =>
  [...mock.db.identities.values()].filter((identity) => identity.roleId === roleId);

/** The role operator01 holds (the seed names it 运营人员). */
const operatorRole = (mock: MockApp): Role => {
  const operator = [...mock.db.accounts.values()].find((row) => row.username === 'operator01');
  const identity = [...mock.db.identities.values()].find((row) => row.userId === operator?.id);
  const role = mock.db.roles.get(identity?.roleId ?? '');
  if (!role) throw new Error('operator01 holds no role');
  return role;
};

test('role list with user counts; 用户 lists who holds a role', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const roles = rolesOf(mock);
  const held = operatorRole(mock);
  await renderPage('/role/list', { account: 'admin01', mock });
  expect(
    await screen.findByText(`共${roles.length}条数据`, {}, { timeout: 30000 }),
  ).toBeInTheDocument();
  for (const role of roles) {
    const cells = cellsOf(await rowWith(role.name));
    expect(cells[1]).toHaveTextContent(role.remark);
    expect(cells[2]).toHaveTextContent(String(holders(mock, role.id).length));
  }

  await user.click(within(await rowWith(held.name)).getByRole('button', { name: '用户' }));
  const dialog = await dialogWith(`角色用户：${held.name}`);
  const accounts = holders(mock, held.id).map((identity) => mock.db.accounts.get(identity.userId));
  expect(accounts.length).toBeGreaterThan(0);
  for (const account of accounts) {
    const row = await rowWith(account?.username ?? '', dialog);
    expect(within(row).getByText(account?.name ?? '')).toBeInTheDocument();
    expect(within(row).getByText(/^1\d{2}\*{4}\d{4}$/)).toBeInTheDocument();
  }
  expect(within(dialog).getByText('operator01')).toBeInTheDocument();
});

test('create a role: the empty submit asks for a name, then for menus; ticked pages and buttons are saved with their menus', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/role/list', { account: 'admin01' });
  const before = mock.db.roles.size;
  await user.click(await screen.findByRole('button', { name: '新增角色' }, { timeout: 30000 }));
  const dialog = await dialogWith('新增角色');
  const tree = await within(dialog).findByRole('tree', { name: '菜单权限' });
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await expectFieldError(dialog, '角色名称', '角色名称不能为空');

  await user.type(within(dialog).getByLabelText('角色名称'), '测评观察员');
  await user.type(within(dialog).getByLabelText('备注'), '只看量表数据');
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('请选择菜单权限')).toBeInTheDocument();
  expect(mock.db.roles.size).toBe(before);

  // A page ticks its buttons; a single button leaves its page and menu half ticked.
  await user.click(treeCheckbox(tree, '量表数据'));
  expect(treeCheckbox(tree, '导出PDF（按钮）')).toHaveAttribute('aria-checked', 'true');
  await user.click(treeCheckbox(tree, '下载模板（按钮）'));
  expect(treeCheckbox(tree, '量表管理')).toHaveAttribute('aria-checked', 'mixed');
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  const saved = roleNamed(mock, '测评观察员');
  expect(saved.remark).toBe('只看量表数据');
  expect([...saved.codes].sort()).toEqual(
    [
      '17',
      PERM.scaleDataStatistics.slice(0, 8),
      PERM.scaleDataStatistics,
      PERM.scaleDataExportPdf,
      PERM.scaleDataExportExcel,
      PERM.scaleDataViewContact,
      '15',
      PERM.questionnaireTemplate.slice(0, 8),
      PERM.questionnaireTemplate,
    ].sort(),
  );
  const row = await rowWith('测评观察员');
  expect(cellsOf(row)[2]).toHaveTextContent('0');
});

test('edit a role: a taken name is refused, the remark is saved; delete is refused while users hold the role', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/role/list', { account: 'admin01' });
  const held = operatorRole(mock);
  const free = rolesOf(mock).find((role) => holders(mock, role.id).length === 0);
  if (!free) throw new Error('no role without users');
  const freeName = free.name;

  await user.click(within(await rowWith(freeName)).getByRole('button', { name: '编辑' }));
  const dialog = await dialogWith('编辑角色');
  const name = within(dialog).getByLabelText('角色名称');
  expect(name).toHaveValue(freeName);
  await within(dialog).findByRole('tree', { name: '菜单权限' });
  await user.clear(name);
  await user.type(name, held.name);
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('角色名称已存在')).toBeInTheDocument();
  expect(mock.db.roles.get(free.id)?.name).toBe(freeName);

  const codes = [...free.codes];
  await user.clear(name);
  await user.type(name, freeName);
  const remark = within(dialog).getByLabelText('备注');
  await user.clear(remark);
  await user.type(remark, '只管理问卷与任务');
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  expect(mock.db.roles.get(free.id)).toMatchObject({
    name: freeName,
    remark: '只管理问卷与任务',
    codes,
  });
  expect(await within(await rowWith(freeName)).findByText('只管理问卷与任务')).toBeInTheDocument();

  await user.click(within(await rowWith(held.name)).getByRole('button', { name: '删除' }));
  let confirm = await screen.findByRole('tooltip');
  expect(confirm).toHaveTextContent(`确定删除角色“${held.name}”吗？`);
  await user.click(within(confirm).getByRole('button', { name: '删除' }));
  expect(await screen.findByText('该角色下存在用户，不能删除')).toBeInTheDocument();
  expect(mock.db.roles.has(held.id)).toBe(true);

  await user.click(within(await rowWith(freeName)).getByRole('button', { name: '删除' }));
  await waitFor(() => {
    confirm = screen
      .getAllByRole('tooltip')
      .find((tip) => tip.textContent?.includes(`确定删除角色“${freeName}”吗？`)) as HTMLElement;
    expect(confirm).toBeDefined();
  });
  await user.click(within(confirm).getByRole('button', { name: '删除' }));
  expect(await screen.findByText('删除成功')).toBeInTheDocument();
  expect(mock.db.roles.has(free.id)).toBe(false);
  await waitFor(() =>
    expect(screen.queryByText(freeName, { selector: 'td' })).not.toBeInTheDocument(),
  );
});

test('a role given fewer buttons takes them from its user at the next login', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const role = operatorRole(mock);
  expect(role.codes).toContain(PERM.questionnaireTemplate);

  let view = await renderPage('/questManagement', { account: 'operator01', mock });
  expect(
    await screen.findByRole('button', { name: /下载模板/ }, { timeout: 30000 }),
  ).toBeInTheDocument();
  expect(view.store.getState().session.btnCodeList).toContain(PERM.questionnaireTemplate);
  view.unmount();

  view = await renderPage('/role/list', { account: 'admin01', mock });
  await user.click(within(await rowWith(role.name)).getByRole('button', { name: '编辑' }));
  const dialog = await dialogWith('编辑角色');
  const tree = await within(dialog).findByRole('tree', { name: '菜单权限' });
  const button = treeCheckbox(tree, '下载模板（按钮）');
  expect(button).toHaveAttribute('aria-checked', 'true');
  await user.click(button);
  expect(button).toHaveAttribute('aria-checked', 'false');
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  expect(mock.db.roles.get(role.id)?.codes).not.toContain(PERM.questionnaireTemplate);
  // The other codes stay, the page and its menu among them.
  expect(mock.db.roles.get(role.id)?.codes).toEqual(
    expect.arrayContaining(['15', '15-01-01', PERM.questionnaireTrial]),
  );
  view.unmount();

  view = await renderPage('/questManagement', { account: 'operator01', mock });
  expect(await screen.findByText(/共\d+条数据/, {}, { timeout: 30000 })).toBeInTheDocument();
  expect(view.store.getState().session.btnCodeList).not.toContain(PERM.questionnaireTemplate);
  expect(view.store.getState().session.btnCodeList).toContain(PERM.questionnaireTrial);
  expect(screen.queryByRole('button', { name: /下载模板/ })).not.toBeInTheDocument();
});

test('without their codes 新增角色 and 删除 are gone; 编辑 stays', async () => {
  const mock = createMockApp();
  const [role] = rolesOf(mock);
  await renderPage('/role/list', {
    account: 'admin01',
    mock,
    withoutCodes: [PERM.roleCreate, PERM.roleDelete],
  });
  const row = await rowWith(role.name);
  expect(within(row).getByRole('button', { name: '编辑' })).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: '用户' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '新增角色' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
});
