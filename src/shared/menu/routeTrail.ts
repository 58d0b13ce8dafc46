import type { RouteHandle } from '@/shared/routing/routeHandle';
import type { MenuNode } from './menuTree';
import { menuAt } from './visibleMenu';

/** One step of a page's breadcrumb: a link when it has a `path`, plain text otherwise. */
export interface Crumb {
  title: string;
  path?: string;
}

/**
 * The menu page a route belongs to, with its group: the page its handle names (`menuCode`, so a
 * detail or edit page anywhere in the URL space finds its list), else the menu page whose path is
 * the longest prefix of the location.
 */
export function menuPlace(
  tree: MenuNode[],
  handles: readonly RouteHandle[],
  pathname: string,
): { top: MenuNode; page: MenuNode } | null {
  const code = [...handles].reverse().find((handle) => handle.menuCode)?.menuCode;
  if (code) {
    for (const top of tree) {
      const page = top.childrens?.find((child) => child.code === code);
      if (page) return { top, page };
    }
  }
  return menuAt(tree, pathname);
}

const samePath = (a: string, b: string) => a.replace(/(.)\/$/, '$1') === b.replace(/(.)\/$/, '$1');

/**
 * The trail of the current route, from the menu tree: the menu group (left out where it bears its
 * page's name, as 任务管理 / 任务管理 would), the menu page (a link when the route is below it and
 * `canOpen` its code), then the route's own title. A route outside the menu has its title alone.
 */
export function routeTrail(
  tree: MenuNode[],
  handles: readonly RouteHandle[],
  pathname: string,
  canOpen: (code: string) => boolean,
): Crumb[] {
  const title = handles.at(-1)?.title;
  if (!title) return [];
  const place = menuPlace(tree, handles, pathname);
  if (!place) return [{ title }];
  const { top, page } = place;
  const group = top.name === page.name ? [] : [{ title: top.name }];
  if (samePath(pathname, page.path)) return [...group, { title }];
  return [
    ...group,
    canOpen(page.code) ? { title: page.name, path: page.path } : { title: page.name },
    { title },
  ];
}
