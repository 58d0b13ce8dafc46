/**
 * The page header's breadcrumb and the side menu on a page the menu does not list (issue 29,
 * item 12): 机构详情 (its path is not below 机构查询's) sits under 机构查询 in both.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp } from '../../../mock/app';
import { renderApp } from '@/test/renderApp';

/** The side menu's item of a page, and whether its group is open. */
function menuItem(name: string) {
  const menu = screen.getByRole('menu', { name: '主菜单' });
  return within(menu).getByRole('menuitem', { name });
}
const groupTitle = (name: string) =>
  within(screen.getByRole('menu', { name: '主菜单' })).getByRole('menuitem', {
    name: new RegExp(name),
    expanded: true,
  });

test('机构详情: 机构管理 / 机构查询 / 机构详情, 机构查询 lit in the open 机构管理 group; the trail leads back to the list', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const child = [...mock.db.orgs.values()].find(
    (org) => org.parentId === mock.db.qaOrgs.comprehensive,
  )!;
  const { currentPath } = await renderApp({
    route: `/om/om-query-details/om-details/${child.id}/true`,
    account: 'admin01',
    mock,
  });
  const heading = await screen.findByRole(
    'heading',
    { level: 1, name: '机构详情' },
    { timeout: 30000 },
  );
  expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);

  const trail = screen.getByRole('navigation', { name: '当前位置' });
  expect(
    within(trail)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['机构管理', '机构查询', '机构详情']);
  expect(within(trail).queryByRole('link', { name: '机构管理' })).not.toBeInTheDocument();
  expect(within(trail).queryByRole('link', { name: '机构详情' })).not.toBeInTheDocument();
  expect(within(trail).getByText('机构详情')).toHaveAttribute('aria-current', 'page');
  const list = within(trail).getByRole('link', { name: '机构查询' });
  expect(list).toHaveAttribute('href', '/om/om-query');

  // The side menu: the list the page belongs to is the selected item, its group open.
  await waitFor(() => expect(menuItem('机构查询')).toHaveClass('ant-menu-item-selected'));
  expect(groupTitle('机构管理')).toBeInTheDocument();
  // eslint-disable-next-line testing-library/no-node-access -- antd marks the selection by class only
  expect(document.querySelectorAll('.ant-menu-item-selected')).toHaveLength(1);

  await user.click(list);
  await waitFor(() => expect(currentPath()).toBe('/om/om-query'));
  const listHeading = await screen.findByRole('heading', { level: 1, name: '机构查询' });
  await waitFor(() => expect(listHeading).toHaveFocus());
  const listTrail = screen.getByRole('navigation', { name: '当前位置' });
  expect(within(listTrail).queryAllByRole('link')).toEqual([]);
  expect(within(listTrail).getByText('机构查询')).toHaveAttribute('aria-current', 'page');
  expect(menuItem('机构查询')).toHaveClass('ant-menu-item-selected');
});

test('arriving at a page of another group opens that group and lights its page', async () => {
  const user = userEvent.setup();
  const { store, currentPath } = await renderApp({ route: '/', account: 'admin01' });
  await screen.findByRole('heading', { level: 1, name: /^欢迎，/ }, { timeout: 30000 });
  expect(groupTitle('首页')).toBeInTheDocument();
  expect(menuItem('工作台')).toHaveClass('ant-menu-item-selected');
  expect(
    within(screen.getByRole('navigation', { name: '当前位置' })).getByText('工作台'),
  ).toHaveAttribute('aria-current', 'page');

  // 个人信息 by the avatar's menu, not the side menu: 个人中心 opens by itself.
  await user.click(
    screen.getByRole('button', { name: store.getState().session.userDetails?.name }),
  );
  await user.click(await screen.findByRole('menuitem', { name: /个人信息/ }));
  await waitFor(() => expect(currentPath()).toBe('/grxx/grzl'));
  await screen.findByRole('heading', { level: 1, name: '个人信息' });
  await waitFor(() => expect(groupTitle('个人中心')).toBeInTheDocument());
  expect(menuItem('个人信息')).toHaveClass('ant-menu-item-selected');
  expect(
    within(screen.getByRole('navigation', { name: '当前位置' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['个人中心', '个人信息']);
});
