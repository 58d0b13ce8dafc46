import '@/test/legacyKeyCodes';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';

/** Issue 15, "Usable by keyboard": the skip link, focus after a route change, the avatar menu. */

test('跳到主要内容 is the first Tab stop; a menu choice focuses the new page’s h1, a visited-page tab does not', async () => {
  const user = userEvent.setup();
  const { currentPath } = await renderApp({ route: '/', account: 'admin01' });
  const workbench = await screen.findByRole('heading', { level: 1, name: /^欢迎，/ });
  expect(workbench).not.toHaveFocus();
  expect(document.title).toBe('工作台 - 心理服务管理平台');

  await user.tab();
  expect(screen.getByRole('link', { name: '跳到主要内容' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
  expect(currentPath()).toBe('/');

  const menu = screen.getByRole('menu', { name: '主菜单' });
  await user.click(within(menu).getByRole('menuitem', { name: /角色权限/ }));
  await user.click(await within(menu).findByRole('menuitem', { name: '角色管理' }));
  const roles = await screen.findByRole('heading', { level: 1, name: '角色管理' });
  await waitFor(() => expect(roles).toHaveFocus());
  expect(document.title).toBe('角色管理 - 心理服务管理平台');

  // Back to 工作台 by its visited-page tab: focus stays on the tab bar.
  const tabs = screen.getByRole('navigation', { name: '已打开的页面' });
  const homeTab = within(tabs).getByRole('link', { name: '工作台' });
  await user.click(homeTab);
  const back = await screen.findByRole('heading', { level: 1, name: /^欢迎，/ });
  await waitFor(() => expect(currentPath()).toBe('/'));
  expect(back).not.toHaveFocus();
  expect(homeTab).toHaveFocus();
});

test('the avatar menu works with Enter and Space: 修改密码 opens and stays open, 个人信息 opens its page and its h1 takes focus', async () => {
  const user = userEvent.setup();
  const { store, currentPath } = await renderApp({ route: '/', account: 'admin01' });
  const avatar = await screen.findByRole('button', {
    name: store.getState().session.userDetails?.name,
  });

  async function chooseByKey(item: RegExp, key: '{Enter}' | ' ') {
    act(() => avatar.focus());
    await user.keyboard('{Enter}');
    const entry = await screen.findByRole('menuitem', { name: item });
    act(() => entry.focus());
    await user.keyboard(key);
  }

  for (const key of ['{Enter}', ' '] as const) {
    await chooseByKey(/修改密码/, key);
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });
    // The key press that chose the item must not also press the dialog's × (it did with Enter).
    expect(dialog).toBeVisible();
    expect(within(dialog).getByLabelText('原密码')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '修改密码' })).not.toBeInTheDocument(),
    );
  }

  await chooseByKey(/个人信息/, ' ');
  await waitFor(() => expect(currentPath()).toBe('/grxx/grzl'));
  const heading = await screen.findByRole('heading', { level: 1, name: '个人信息' });
  await waitFor(() => expect(heading).toHaveFocus());

  // A change of the query string alone (this page's tab) leaves focus where the user put it.
  // (The page's header, its h1 with it, shows while the profile loads; the tabs come with it.)
  const security = await screen.findByRole('tab', { name: '安全设置' });
  await user.click(security);
  await waitFor(() => expect(currentPath()).toBe('/grxx/grzl?tab=security'));
  expect(security).toHaveFocus();
});

test('the login page has its own title, and 账号 has focus when it opens', async () => {
  await renderApp({ route: '/login' });
  expect(await screen.findByRole('heading', { level: 1, name: '登录' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('登录 - 心理服务管理平台'));
  expect(screen.getByLabelText('账号')).toHaveFocus();
});

test('the identity chooser has its own title', async () => {
  await renderApp({ route: '/loginChoose', account: 'admin01' });
  expect(
    await screen.findByRole('heading', { level: 1, name: '选择登录身份' }),
  ).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('选择登录身份 - 心理服务管理平台'));
});
