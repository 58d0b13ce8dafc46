import type { RouteObject } from 'react-router-dom';
import { MENU_TREE } from '@/shared/menu/menuTree';
import { areaRoutes } from './areaRoutes';

function pathsOf(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    `/${(route.path ?? '').replace(/^\//, '')}`,
    ...pathsOf(route.children ?? []),
  ]);
}

test('every page of the menu tree has its area route: no menu entry leads to a missing page', () => {
  const built = new Set(pathsOf(areaRoutes));
  const pages = MENU_TREE.flatMap((top) => top.childrens ?? []).filter((page) => page.path !== '/');
  expect(pages.length).toBeGreaterThan(40);
  expect(pages.filter((page) => !built.has(page.path)).map((page) => page.path)).toEqual([]);
});
