import { Outlet } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { useRouteHandles } from '@/app/AppRoutes';
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

/** Renders the page only when the identity holds what its route's handle asks for. */
export function PermissionGate() {
  return usePageAllowed() ? <Outlet /> : <ForbiddenPage />;
}
