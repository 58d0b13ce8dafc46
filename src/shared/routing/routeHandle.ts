/** What a route's `handle` carries: the page title, and the codes the guard and menu read. */
export interface RouteHandle {
  title: string;
  /** Permission code the page needs; missing → 403. */
  perm?: string;
  /** Menu code that lights up in the side menu. */
  menuCode?: string;
  /** Administrators only (userType 1). */
  adminOnly?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' && value !== null && typeof (value as RouteHandle).title === 'string'
  );
}

/**
 * A route's `handle` outside the side menu's pages (login, registration, the header's pages): its
 * title, and the codes it needs when it needs any. A page of the menu takes `menuHandle`.
 */
export function routeHandle(title: string, extra: Omit<RouteHandle, 'title'> = {}): RouteHandle {
  return { title, ...extra };
}

/**
 * The `handle` of a page of the side menu, the one way an area's `routes.tsx` declares it: the
 * page's title and its menu entry's code (the entry that lights up), which is also the code the
 * page needs unless it names another (新建 and 编辑 pages need their buttons' codes, 新增订单 the
 * create code of 咨询订单).
 */
export function menuHandle(title: string, menuCode: string, perm: string = menuCode): RouteHandle {
  return { title, perm, menuCode };
}
