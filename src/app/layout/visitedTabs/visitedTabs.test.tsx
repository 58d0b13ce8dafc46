import '@/test/imageCropUnderJest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp } from '../../../../mock/app';
import { renderApp } from '@/test/renderApp';

const tabBar = () => screen.getByRole('navigation', { name: '已打开的页面' });
// Each tab is a link to its page, the shown one marked aria-current="page".
const tabTitles = () =>
  within(tabBar())
    .getAllByRole('link')
    .map((tab) => tab.textContent);
const tab = (name: string | RegExp, options: { current?: boolean } = {}) =>
  within(tabBar()).getByRole('link', { name, ...(options.current && { current: 'page' }) });

async function openFromMenu(group: string, page: string) {
  const user = userEvent.setup();
  const menu = screen.getByRole('menu', { name: '主菜单' });
  await user.click(within(menu).getByRole('menuitem', { name: new RegExp(group) }));
  await user.click(await within(menu).findByRole('menuitem', { name: new RegExp(`^${page}`) }));
}

test('a tab per page opened; switching back keeps the filter; × closes; all by keyboard too', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const roles = [...mock.db.roles.values()].filter(
    (role) => role.orgId === mock.db.qaOrgs.comprehensive,
  );
  const name = roles[0].name;
  const matching = roles.filter((role) => role.name.includes(name)).length;
  const { currentPath } = await renderApp({ route: '/role/list', account: 'admin01', mock });
  expect(await screen.findByText(`共${roles.length}条数据`)).toBeInTheDocument();
  expect(tabTitles()).toEqual(['工作台', '角色管理']);
  expect(tab('角色管理', { current: true })).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: '角色名称' }), name);
  await user.click(screen.getByRole('button', { name: '查询' }));
  expect(await screen.findByText(`共${matching}条数据`)).toBeInTheDocument();

  await openFromMenu('运营配置', '轮播图');
  await waitFor(() => expect(currentPath()).toBe('/operate/banner'));
  await openFromMenu('咨询订单', '问题类型');
  await waitFor(() => expect(currentPath()).toBe('/consult/problem-types'));
  expect(tabTitles()).toEqual(['工作台', '角色管理', '轮播图', '问题类型']);
  expect(tab('问题类型', { current: true })).toBeInTheDocument();

  // Back by its tab: the list comes back with its filter, which its address holds.
  const filtered = `/role/list?${new URLSearchParams({ name, pageSize: '10' })}`;
  await user.click(tab('角色管理'));
  await waitFor(() => expect(currentPath()).toBe(filtered));
  expect(await screen.findByText(`共${matching}条数据`)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: '角色名称' })).toHaveValue(name);

  // × closes a tab that is not shown: the page stays, focus goes to the tab taking its place.
  // 工作台 has no × (one per other tab, in order, each naming its tab).
  const closeButtons = within(tabBar()).getAllByRole('button', { name: /^关闭 / });
  expect(closeButtons.map((button) => button.getAttribute('aria-label'))).toEqual([
    '关闭 角色管理',
    '关闭 轮播图',
    '关闭 问题类型',
  ]);
  await user.click(closeButtons[1]);
  expect(tabTitles()).toEqual(['工作台', '角色管理', '问题类型']);
  expect(currentPath()).toBe(filtered);
  await waitFor(() => expect(tab('问题类型')).toHaveFocus());

  // Keyboard: arrows move along the tabs, Enter switches.
  act(() => tab('角色管理').focus());
  await user.keyboard('{ArrowRight}');
  expect(tab('问题类型')).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(currentPath()).toBe('/consult/problem-types'));

  // The focused tab's menu (Shift+F10 or the menu key fires contextmenu on it in a browser).
  fireEvent.contextMenu(tab(/问题类型$/));
  for (const item of ['刷新', '关闭其他', '关闭右侧', '关闭全部'])
    expect(await screen.findByRole('menuitem', { name: item })).toBeInTheDocument();
  await user.click(screen.getByRole('menuitem', { name: '关闭其他' }));
  await waitFor(() => expect(tabTitles()).toEqual(['工作台', '问题类型']));
  expect(currentPath()).toBe('/consult/problem-types');

  // The visible 页签操作 button opens the same menu for the shown tab with Enter.
  const menus = () => screen.queryAllByRole('menuitem', { name: '关闭全部' }).length;
  const before = menus();
  act(() => within(tabBar()).getByRole('button', { name: '页签操作' }).focus());
  await user.keyboard('{Enter}');
  await waitFor(() => expect(menus()).toBe(before + 1));
});

test('the list survives a reload: a new app over the same browser storage shows the same tabs', async () => {
  const mock = createMockApp();
  const view = await renderApp({ route: '/role/list', account: 'admin01', mock });
  expect(await screen.findByText(/^共\d+条数据$/)).toBeInTheDocument();
  await openFromMenu('运营配置', '轮播图');
  await waitFor(() => expect(view.currentPath()).toBe('/operate/banner'));
  view.unmount();
  // A reload: the session is read back from storage; no identity is chosen again.
  await renderApp({ route: '/operate/banner', mock });
  await waitFor(() => expect(tabTitles()).toEqual(['工作台', '角色管理', '轮播图']));
  expect(tab('轮播图', { current: true })).toBeInTheDocument();
});

test('a tab keeps its page alive; closing or refreshing a page with unsaved input asks first, a save settles it', async () => {
  const user = userEvent.setup();
  const { currentPath } = await renderApp({ route: '/consult/config', account: 'admin01' });
  const window = await screen.findByLabelText('可预约范围（天）');
  await user.clear(window);
  await user.type(window, '21');

  // Hidden while 工作台 is shown, then back as it was left.
  await user.click(tab('工作台'));
  await waitFor(() => expect(currentPath()).toBe('/'));
  expect(screen.getByLabelText('可预约范围（天）')).not.toBeVisible();
  await user.click(tab('订单设置'));
  await waitFor(() => expect(currentPath()).toBe('/consult/config'));
  expect(screen.getByLabelText('可预约范围（天）')).toBeVisible();
  expect(screen.getByLabelText('可预约范围（天）')).toHaveValue('21');

  const question = '「订单设置」有未保存的内容，关闭后将丢失。确定关闭吗？';
  const close = () => user.click(within(tabBar()).getByRole('button', { name: '关闭 订单设置' }));
  await close();
  expect(await screen.findByText(question)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByText(question)).not.toBeInTheDocument());
  expect(tabTitles()).toEqual(['工作台', '订单设置']);

  fireEvent.contextMenu(tab('订单设置'));
  await user.click(await screen.findByRole('menuitem', { name: '刷新' }));
  expect(
    await screen.findByText('「订单设置」有未保存的内容，刷新后将丢失。确定刷新吗？'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '取消' }));
  expect(screen.getByLabelText('可预约范围（天）')).toHaveValue('21');

  // Saved, nothing is lost by closing: no question.
  await user.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  await close();
  await waitFor(() => expect(tabTitles()).toEqual(['工作台']));
  expect(screen.queryByText(question)).not.toBeInTheDocument();
  expect(currentPath()).toBe('/');
});

test('a form done with (取消 here, 保存 alike) closes its tab as it leaves: it is not kept filled in', async () => {
  const user = userEvent.setup();
  const { currentPath } = await renderApp({ route: '/taskManagement/add', account: 'admin01' });
  await user.type(await screen.findByLabelText('任务标题'), '不保存的任务');
  expect(tabTitles()).toEqual(['工作台', '新建任务']);
  await user.click(screen.getByRole('button', { name: '取消' }));
  await waitFor(() => expect(currentPath()).toBe('/taskManagement'));
  await waitFor(() => expect(tabTitles()).toEqual(['工作台', '任务管理']));
  expect(screen.queryByDisplayValue('不保存的任务')).not.toBeInTheDocument();
});
