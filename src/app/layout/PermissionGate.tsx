import { useMemo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { useRouteHandles } from '@/app/AppRoutes';
import { MENU_TREE } from '@/shared/menu/menuTree';
import { routeTrail } from '@/shared/menu/routeTrail';
import { visibleMenu } from '@/shared/menu/visibleMenu';
import { RouteTrailContext } from '@/shared/routing/routeTrailContext';
import { selectBtnCodes, selectUserDetails } from '@/shared/session/sessionSlice';
import { can } from '@/shared/session/permissions';
import { ForbiddenPage } from './StatusPages';

/** Whether the identity holds what the current route's handles ask for. */
export function usePageAllowed(): boolean {
  const codes = useAppSelector(selectBtnCodes);
  const userType = useAppSelector(selectUserDetails)?.userType;
  return useRouteHandles().every(
    (handle) => can(codes, handle.perm) && (!handle.adminOnly || userType === 1),
  );
}

/**
 * Hands the page its breadcrumb: the trail of its route (at the location the page is drawn under)
 * through the menu tree, a step a link where the identity's own menu has that page.
 */
export function PageTrail({ children }: { children: ReactNode }) {
  const codes = useAppSelector(selectBtnCodes);
  const orgType = useAppSelector(selectUserDetails)?.orgType;
  const handles = useRouteHandles();
  const { pathname } = useLocation();
  // The pages of the identity's own menu: a step of the trail links to one of them only.
  const shown = useMemo(
    () =>
      new Set(
        visibleMenu(MENU_TREE, codes, orgType)
          .flatMap((top) => top.childrens ?? [])
          .map((page) => page.code),
      ),
    [codes, orgType],
  );
  const trail = routeTrail(MENU_TREE, handles, pathname, (code) => shown.has(code));
  return <RouteTrailContext value={trail}>{children}</RouteTrailContext>;
}

/** Renders the page, with its breadcrumb, only when the identity holds what its route asks for. */
export function PermissionGate() {
  return <PageTrail>{usePageAllowed() ? <Outlet /> : <ForbiddenPage />}</PageTrail>;
}
