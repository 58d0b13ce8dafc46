import type { RouteHandle } from '@/shared/routing/routeHandle';
import { allMenuCodes, MENU_TREE } from './menuTree';
import { menuPlace, routeTrail } from './routeTrail';
import { visibleMenu } from './visibleMenu';

const ALL = allMenuCodes();
const handle = (title: string, menuCode?: string): RouteHandle[] => [{ title, menuCode }];
const openAll = () => true;

test('a detail page: the menu group, its list as a link, then its own title', () => {
  expect(routeTrail(MENU_TREE, handle('任务详情', '16-01-01'), '/taskManagement/detail/7', openAll))
    // 任务管理's group bears its page's name: one 任务管理, not two.
    .toEqual([{ title: '任务管理', path: '/taskManagement' }, { title: '任务详情' }]);
  expect(
    routeTrail(
      MENU_TREE,
      handle('标签详情', '17-01-02'),
      '/selfScale/scaleLabel/detail/3',
      openAll,
    ),
  ).toEqual([
    { title: '量表管理' },
    { title: '量表标签', path: '/selfScale/scaleLabel' },
    { title: '标签详情' },
  ]);
});

test('a menu page: its group and its title, no link to itself', () => {
  expect(routeTrail(MENU_TREE, handle('费用列表', '08-01-01'), '/fee/list', openAll)).toEqual([
    { title: '费用管理' },
    { title: '费用列表' },
  ]);
  expect(routeTrail(MENU_TREE, handle('工作台', '01-01-01'), '/', openAll)).toEqual([
    { title: '首页' },
    { title: '工作台' },
  ]);
  // A trailing slash is the same page.
  expect(routeTrail(MENU_TREE, handle('费用列表', '08-01-01'), '/fee/list/', openAll)).toHaveLength(
    2,
  );
});

test('the handle’s menu code finds the list of a page whose path is not below it', () => {
  const orgDetail = handle('机构详情', '02-01-01');
  const path = '/om/om-query-details/om-details/5/0';
  expect(menuPlace(MENU_TREE, orgDetail, path)?.page.path).toBe('/om/om-query');
  expect(routeTrail(MENU_TREE, orgDetail, path, openAll)).toEqual([
    { title: '机构管理' },
    { title: '机构查询', path: '/om/om-query' },
    { title: '机构详情' },
  ]);
  // By path alone it would belong to no menu page.
  expect(menuPlace(MENU_TREE, handle('机构详情'), path)).toBeNull();
});

test('without a menu code the longest path prefix places the route', () => {
  expect(menuPlace(MENU_TREE, handle('订单详情'), '/consult/orders/12')?.page.code).toBe(
    '06-01-01',
  );
});

test('a list the identity cannot open is named but not linked', () => {
  const trail = routeTrail(
    MENU_TREE,
    handle('新增订单', '06-01-01'),
    '/consult/orders/new',
    (code) => code !== '06-01-01',
  );
  expect(trail).toEqual([{ title: '咨询订单' }, { title: '新增订单' }]);
  expect(trail.every((crumb) => crumb.path === undefined)).toBe(true);
});

test('a page hidden from the menu is still placed in its group', () => {
  expect(
    routeTrail(MENU_TREE, handle('量表分发', '17-01-05'), '/selfScale/distribution', openAll),
  ).toEqual([{ title: '量表管理' }, { title: '量表分发' }]);
  // The visible menu leaves it out: the side menu lights nothing up for it.
  expect(
    menuPlace(
      visibleMenu(MENU_TREE, ALL, 0),
      handle('量表分发', '17-01-05'),
      '/selfScale/distribution',
    ),
  ).toBeNull();
});

test('a page outside the menu has its title alone; no route, no trail', () => {
  expect(routeTrail(MENU_TREE, handle('关于我们'), '/about', openAll)).toEqual([
    { title: '关于我们' },
  ]);
  expect(routeTrail(MENU_TREE, [], '/about', openAll)).toEqual([]);
});
