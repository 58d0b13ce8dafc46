import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp, type MockApp } from '../../../mock/app';
import type { Department, Org } from '../../../mock/core/types';
import { PERM } from '@/shared/session/permissions';
import { expectHeaderSort } from '@/test/headerSort';
import { renderPage } from '@/test/renderPage';
import {
  cellsOf,
  dialogWith,
  expectFieldError,
  rowWith,
  tableRows,
  treeNode,
} from '@/test/storyQueries';

type User = ReturnType<typeof userEvent.setup>;

/** Fills the list's filter form and searches. */
async function search(user: User, filters: Record<string, string>) {
  const form = screen.getByRole('search', { name: '查询条件' });
  for (const [label, value] of Object.entries(filters)) {
    const box = within(form).getByLabelText(label);
    await user.clear(box);
    if (value) await user.type(box, value);
  }
  await user.click(within(form).getByRole('button', { name: '查询' }));
}

const qaOrg = (mock: MockApp): Org => {
  const org = mock.db.orgs.get(mock.db.qaOrgs.comprehensive);
  if (!org) throw new Error('the QA organisation is missing from the seed');
  return org;
};

const deptsOf = (mock: MockApp, orgId: string): Department[] =>
  [...mock.db.departments.values()].filter((dept) => dept.orgId === orgId);

const peopleOf = (mock: MockApp, orgId: string) =>
  [...mock.db.people.values()].filter((person) => person.orgId === orgId);

test('departments: add (empty and same-level names refused), add a sub-department, rename, delete with the refusals', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/om/dept-people', { account: 'admin01' });
  const org = qaOrg(mock);
  const tree = await screen.findByRole('tree', { name: '部门树' }, { timeout: 30000 });
  const depts = deptsOf(mock, org.id);
  for (const dept of depts) expect(within(tree).getByText(dept.name)).toBeInTheDocument();
  const top = depts.filter((dept) => dept.parentId === null);
  const before = mock.db.departments.size;

  // 新增部门 with nothing chosen adds a top-level department.
  await user.click(screen.getByRole('button', { name: '新增部门' }));
  let dialog = await dialogWith('新增部门');
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await expectFieldError(dialog, '部门名称', '部门名称不能为空');
  await user.type(within(dialog).getByLabelText('部门名称'), top[0].name);
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('同级部门名称已存在')).toBeInTheDocument();
  expect(mock.db.departments.size).toBe(before);
  await user.clear(within(dialog).getByLabelText('部门名称'));
  await user.type(within(dialog).getByLabelText('部门名称'), '心理援助部');
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  const added = deptsOf(mock, org.id).find((dept) => dept.name === '心理援助部');
  expect(added).toMatchObject({ parentId: null });
  await user.click(await within(tree).findByText('心理援助部'));

  // With it chosen, 新增部门 adds below it.
  await user.click(screen.getByRole('button', { name: '新增部门' }));
  dialog = await dialogWith('新增部门');
  await user.type(within(dialog).getByLabelText('部门名称'), '危机干预组');
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() =>
    expect(deptsOf(mock, org.id).find((dept) => dept.name === '危机干预组')?.parentId).toBe(
      added?.id,
    ),
  );
  const sub = deptsOf(mock, org.id).find((dept) => dept.name === '危机干预组');
  // Everything stays open unless folded: the new parent opens to show its first child.
  await within(tree).findByText('危机干预组');
  expect(treeNode(tree, '心理援助部')).toHaveAttribute('aria-expanded', 'true');

  await user.click(screen.getByRole('button', { name: '删除部门' }));
  let confirm = await dialogWith('确定删除部门“心理援助部”吗？');
  await user.click(within(confirm).getByRole('button', { name: '删除' }));
  expect(await screen.findByText('该部门下存在子部门，不能删除')).toBeInTheDocument();
  expect(mock.db.departments.has(added?.id ?? '')).toBe(true);

  await user.click(screen.getByRole('button', { name: '重命名' }));
  dialog = await dialogWith('重命名部门');
  expect(within(dialog).getByLabelText('部门名称')).toHaveValue('心理援助部');
  await user.clear(within(dialog).getByLabelText('部门名称'));
  await user.type(within(dialog).getByLabelText('部门名称'), '心理援助中心');
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  expect(await within(tree).findByText('心理援助中心')).toBeInTheDocument();
  expect(mock.db.departments.get(added?.id ?? '')?.name).toBe('心理援助中心');

  await user.click(within(tree).getByText('危机干预组'));
  await user.click(screen.getByRole('button', { name: '删除部门' }));
  confirm = await dialogWith('确定删除部门“危机干预组”吗？');
  await user.click(within(confirm).getByRole('button', { name: '删除' }));
  expect(await screen.findByText('删除成功')).toBeInTheDocument();
  await waitFor(() => expect(within(tree).queryByText('危机干预组')).not.toBeInTheDocument());
  expect(mock.db.departments.has(sub?.id ?? '')).toBe(false);

  // A department people are filed under stays.
  const staffed = depts.find(
    (dept) =>
      !depts.some((row) => row.parentId === dept.id) &&
      peopleOf(mock, org.id).some((person) => person.deptId === dept.id),
  );
  if (!staffed) throw new Error('no department with people and no sub-department');
  await user.click(within(tree).getByText(staffed.name));
  await user.click(screen.getByRole('button', { name: '删除部门' }));
  confirm = await dialogWith(`确定删除部门“${staffed.name}”吗？`);
  await user.click(within(confirm).getByRole('button', { name: '删除' }));
  expect(await screen.findByText('该部门下存在人员，不能删除')).toBeInTheDocument();
  expect(mock.db.departments.has(staffed.id)).toBe(true);
});

test('people: filters by department, account and name; add with its rules, edit, delete', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/om/dept-people', { account: 'admin01' });
  const org = qaOrg(mock);
  const people = peopleOf(mock, org.id);
  expect(
    await screen.findByText(`共${people.length}条数据`, {}, { timeout: 30000 }),
  ).toBeInTheDocument();

  // A top-level department lists its own people and its sub-departments'.
  const depts = deptsOf(mock, org.id);
  const dept = depts.find((row) => row.parentId === null);
  if (!dept) throw new Error('no top-level department');
  const inDept = new Set([
    dept.id,
    ...depts.filter((row) => row.parentId === dept.id).map((row) => row.id),
  ]);
  await user.click(within(screen.getByRole('tree', { name: '部门树' })).getByText(dept.name));
  const ofDept = people.filter((person) => inDept.has(person.deptId));
  expect(await screen.findByText(`共${ofDept.length}条数据`)).toBeInTheDocument();

  const surname = ofDept[0].name.slice(0, 1);
  await search(user, { 姓名: surname });
  const named = ofDept.filter((person) => person.name.includes(surname));
  expect(await screen.findByText(`共${named.length}条数据`)).toBeInTheDocument();
  await search(user, { 姓名: '', 账号: ofDept[0].username });
  const row = await rowWith(ofDept[0].username);
  expect(within(row).getByText(ofDept[0].name)).toBeInTheDocument();
  expect(within(row).getByText(/^1\d{2}\*{4}\d{4}$/)).toBeInTheDocument();

  // 新增人员: the department chosen in the tree is preselected.
  await user.click(screen.getByRole('button', { name: '新增人员' }));
  const dialog = await dialogWith('新增人员');
  expect(within(dialog).getByTitle(dept.name)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await expectFieldError(dialog, '账号', '账号不能为空');
  await expectFieldError(dialog, '姓名', '姓名不能为空');
  await expectFieldError(dialog, '手机号', '手机号不能为空');
  await user.type(within(dialog).getByLabelText('账号'), 'ab#12');
  await user.type(within(dialog).getByLabelText('姓名'), '林可欣');
  await user.type(within(dialog).getByLabelText('手机号'), '12700001111');
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await expectFieldError(dialog, '账号', '请输入6-50位字母、数字或@_.-');
  await expectFieldError(dialog, '手机号', '手机号格式不正确');
  expect(within(dialog).getByLabelText('姓名')).not.toHaveAccessibleDescription();
  const taken = people.find((person) => person.id !== ofDept[0].id);
  if (!taken) throw new Error('no second person');
  await user.clear(within(dialog).getByLabelText('账号'));
  await user.type(within(dialog).getByLabelText('账号'), taken.username);
  await user.clear(within(dialog).getByLabelText('手机号'));
  await user.type(within(dialog).getByLabelText('手机号'), '13700001111');
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('账号已存在')).toBeInTheDocument();
  expect(peopleOf(mock, org.id)).toHaveLength(people.length);

  await user.clear(within(dialog).getByLabelText('账号'));
  await user.type(within(dialog).getByLabelText('账号'), 'lin.kexin@qa');
  await user.click(within(dialog).getByLabelText('女'));
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  const added = peopleOf(mock, org.id).find((person) => person.username === 'lin.kexin@qa');
  expect(added).toMatchObject({ deptId: dept.id, name: '林可欣', mobile: '13700001111', sex: 1 });

  await search(user, { 账号: 'lin.kexin@qa' });
  await within(await rowWith('lin.kexin@qa')).findByText('林可欣');
  // Someone renames her after the list was read: 编辑人员 loads her as stored (orgPeople/get).
  const stored = mock.db.people.get(added?.id ?? '');
  if (!stored) throw new Error('the added person is not stored');
  mock.db.people.set(stored.id, { ...stored, name: '林可馨' });
  await user.click(within(await rowWith('lin.kexin@qa')).getByRole('button', { name: '编辑' }));
  const edit = await dialogWith('编辑人员');
  await waitFor(() => expect(within(edit).getByLabelText('姓名')).toHaveValue('林可馨'));
  await user.clear(within(edit).getByLabelText('姓名'));
  await user.type(within(edit).getByLabelText('姓名'), '林可心');
  await user.click(within(edit).getByRole('button', { name: '确定' }));
  expect(await within(await rowWith('lin.kexin@qa')).findByText('林可心')).toBeInTheDocument();
  expect(mock.db.people.get(added?.id ?? '')?.name).toBe('林可心');

  await user.click(within(await rowWith('lin.kexin@qa')).getByRole('button', { name: '删除' }));
  const confirm = await screen.findByRole('tooltip');
  expect(confirm).toHaveTextContent('确定删除“林可心”吗？');
  await user.click(within(confirm).getByRole('button', { name: '删除' }));
  expect(await screen.findByText('删除成功')).toBeInTheDocument();
  expect(mock.db.people.has(added?.id ?? '')).toBe(false);
  await waitFor(() =>
    expect(screen.queryByText('lin.kexin@qa', { selector: 'td' })).not.toBeInTheDocument(),
  );
});

test('apps: assign an app to a child organisation (分配成功); without the code 分配应用 is gone', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const org = qaOrg(mock);
  const held = [...mock.db.apps.values()].filter((app) => app.orgIds.includes(org.id));
  const [app] = held;
  const child = mock.db.orgs.get(mock.db.qaOrgs.resource);
  if (!app || !child) throw new Error('the seed lacks an app or the QA child organisation');
  const view = await renderPage('/om/apps', { account: 'admin01', mock });
  expect(
    await screen.findByText(`共${held.length}条数据`, {}, { timeout: 30000 }),
  ).toBeInTheDocument();
  // Another administrator gives it to a second child after the list was read: 分配应用 starts
  // from the holders as stored (getAppByAppId), so saving keeps that child.
  const other = [...mock.db.orgs.values()].find(
    (row) => row.parentId === org.id && row.id !== child.id,
  );
  if (!other) throw new Error('the seed lacks a second child organisation');
  mock.db.apps.set(app.id, { ...app, orgIds: [...app.orgIds, other.id] });
  await user.click(within(await rowWith(app.name)).getByRole('button', { name: '分配应用' }));
  const dialog = await dialogWith(`分配应用：${app.name}`);
  const box = await within(dialog).findByRole('combobox', { name: '下级机构' });
  expect(within(dialog).getByTitle(other.name)).toBeInTheDocument();
  await user.click(box);
  await user.type(box, child.name);
  await user.click(await screen.findByTitle(child.name));
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('分配成功')).toBeInTheDocument();
  expect(mock.db.apps.get(app.id)?.orgIds).toEqual([org.id, other.id, child.id]);
  const row = await rowWith(app.name);
  await waitFor(() => expect(row).toHaveTextContent(`${org.name}、${other.name}、${child.name}`));
  view.unmount();

  // The child's 机构详情 lists the apps it holds (queryAppListByOrg).
  const { unmount } = await renderPage(`/om/om-query-details/om-details/${child.id}/false`, {
    account: 'admin01',
    mock,
  });
  await user.click(await screen.findByRole('tab', { name: '应用' }, { timeout: 30000 }));
  const apps = await screen.findByRole('region', { name: '应用' });
  expect(await within(apps).findByRole('cell', { name: app.name })).toBeInTheDocument();
  unmount();

  await renderPage('/om/apps', { account: 'admin01', mock, withoutCodes: [PERM.appAssign] });
  expect(
    await screen.findByText(`共${held.length}条数据`, {}, { timeout: 30000 }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '分配应用' })).not.toBeInTheDocument();
});

test('customer organisations: only customer organisations (orgType 2) under the own one, narrowed by name', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const org = qaOrg(mock);
  const under = (id: string): Org[] =>
    [...mock.db.orgs.values()]
      .filter((row) => row.parentId === id)
      .flatMap((row) => [row, ...under(row.id)]);
  const customers = under(org.id).filter((row) => row.orgType === 2);
  await renderPage('/om/customer-org', { account: 'admin01', mock });
  expect(
    await screen.findByText(`共${customers.length}条数据`, {}, { timeout: 30000 }),
  ).toBeInTheDocument();
  // The 机构类型 column of every row shown.
  const types = tableRows()
    .slice(1)
    .map((row) => cellsOf(row)[1].textContent);
  expect(types).toHaveLength(Math.min(10, customers.length));
  expect(new Set(types)).toEqual(new Set(['客户机构']));

  const word = customers[0].name.slice(-4);
  await search(user, { 机构名称: word });
  const named = customers.filter((row) => row.name.includes(word));
  expect(await screen.findByText(`共${named.length}条数据`)).toBeInTheDocument();
  expect(await rowWith(customers[0].name)).toBeInTheDocument();
});

test('transfer organisation: an operator is refused the page; a wrong password is refused; operator01 becomes administrator', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const org = qaOrg(mock);
  const operator = [...mock.db.accounts.values()].find((row) => row.username === 'operator01');
  const admin = [...mock.db.accounts.values()].find((row) => row.username === 'admin01');
  if (!operator || !admin) throw new Error('a QA account is missing from the seed');
  const identityOf = (userId: string) =>
    [...mock.db.identities.values()].find(
      (row) => row.userId === userId && row.orgId === org.id && !row.agentOf,
    );

  // The page itself is refused to an operator (the avatar menu's entry: HeaderBar.test.tsx).
  let view = await renderPage('/grxx/zyjg', { account: 'operator01', mock });
  expect(
    await screen.findByText('抱歉，您无权访问此页面。', {}, { timeout: 30000 }),
  ).toBeInTheDocument();
  view.unmount();

  view = await renderPage('/grxx/zyjg', { account: 'admin01', mock });
  const receiver = await screen.findByRole('combobox', { name: '接收人' }, { timeout: 30000 });
  expect(
    screen.getByText(new RegExp(`将“${org.name}”的管理员身份转移给本机构的运营人员`)),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '确认转移' }));
  await user.click(await screen.findByRole('button', { name: '确定转移' }));
  // By the fields they describe: the 接收人 chooser's placeholder reads 请选择接收人 as well.
  await expectFieldError(view.container, '接收人', '请选择接收人');
  await expectFieldError(view.container, '登录密码', '请输入密码');

  await user.click(receiver);
  await user.click(await screen.findByTitle(`${operator.name}（operator01）`));
  await user.type(screen.getByLabelText('登录密码'), 'Wrong@123');
  await user.click(screen.getByRole('button', { name: '确认转移' }));
  await user.click(await screen.findByRole('button', { name: '确定转移' }));
  expect(await screen.findByText('密码错误')).toBeInTheDocument();
  expect(identityOf(operator.id)?.userType).toBe(0);
  expect(identityOf(admin.id)?.userType).toBe(1);

  await user.clear(screen.getByLabelText('登录密码'));
  await user.type(screen.getByLabelText('登录密码'), 'Admin@123');
  await user.click(screen.getByRole('button', { name: '确认转移' }));
  await user.click(await screen.findByRole('button', { name: '确定转移' }));
  expect(await screen.findByText('转移成功，请重新登录')).toBeInTheDocument();
  // Left on purpose: /login without a redirect back to the transfer page.
  await waitFor(() => expect(view.currentPath()).toBe('/login'));
  expect(identityOf(operator.id)).toMatchObject({ userType: 1 });
  expect(identityOf(operator.id)?.roleId).toBeUndefined();
  expect(identityOf(admin.id)).toMatchObject({ userType: 0 });
});

test('部门与人员 sorts by 创建时间 from its header: the call asks the mock for it and the address keeps it', () =>
  expectHeaderSort({
    route: '/om/dept-people',
    as: { account: 'admin01' },
    call: '/getOrgOperatorPage',
    column: /创建时间/,
    field: 'createTime',
  }));
