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

/** A route's `handle`: its title, and the codes it needs when it needs any. */
export function routeHandle(title: string, extra: Omit<RouteHandle, 'title'> = {}): RouteHandle {
  return { title, ...extra };
}
