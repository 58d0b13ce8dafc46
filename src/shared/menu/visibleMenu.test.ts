import { allMenuCodes, MENU_TREE } from './menuTree';
import { menuAt, visibleMenu } from './visibleMenu';

const ALL = allMenuCodes();
const names = (tree: ReturnType<typeof visibleMenu>) => tree.map((node) => node.name);

test('an organisation with every code sees every organisation menu, the hidden distribution page left out', () => {
  const menu = visibleMenu(MENU_TREE, ALL, 0);
  expect(names(menu)).toEqual(
    expect.arrayContaining(['首页', '问卷管理', '任务管理', '量表管理', '个人中心']),
  );
  expect(names(menu)).not.toContain('合作机构');
  const scales = menu.find((node) => node.code === '17');
  expect(scales?.childrens?.map((page) => page.path)).toEqual([
    '/selfScale/allScale',
    '/selfScale/scaleLabel',
    '/selfScale/classDispaly',
    '/selfScale/recommendDispaly',
    '/selfScale/scaleData',
  ]);
});

test('experts are organisation type 3: their own menus, none of the organisation ones', () => {
  const menu = visibleMenu(MENU_TREE, ALL, 3);
  expect(names(menu)).toContain('合作机构');
  expect(names(menu)).not.toContain('问卷管理');
  expect(names(menu)).not.toContain('机构管理');
});

test('a code missing hides its page, and a group with no page left disappears', () => {
  const withoutTasks = ALL.filter((code) => code !== '16-01-01');
  expect(names(visibleMenu(MENU_TREE, withoutTasks, 0))).not.toContain('任务管理');
  const withoutScaleData = ALL.filter((code) => code !== '17-01-06');
  const scales = visibleMenu(MENU_TREE, withoutScaleData, 0).find((node) => node.code === '17');
  expect(scales?.childrens?.map((page) => page.name)).not.toContain('量表数据');
});

test('no identity type, no organisation menus', () => {
  expect(visibleMenu(MENU_TREE, ALL, undefined)).toEqual([]);
});

test('menuAt finds the page of a detail route by the longest path prefix', () => {
  const menu = visibleMenu(MENU_TREE, ALL, 0);
  expect(menuAt(menu, '/taskManagement/detail/7')?.page.code).toBe('16-01-01');
  expect(menuAt(menu, '/selfScale/scaleData/detail/3')?.top.code).toBe('17');
  expect(menuAt(menu, '/')?.page.code).toBe('01-01-01');
  expect(menuAt(menu, '/nowhere')).toBeNull();
});
