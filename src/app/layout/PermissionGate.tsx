import { Outlet } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { useRouteHandles } from '@/app/AppRoutes';
import { selectBtnCodes, selectUserDetails } from '@/shared/session/sessionSlice';
import { can } from '@/shared/session/permissions';
import { ForbiddenPage } from './StatusPages';

/** Renders the page only when the identity holds what its route's handle asks for. */
export function PermissionGate() {
  const codes = useAppSelector(selectBtnCodes);
  const userType = useAppSelector(selectUserDetails)?.userType;
  const handles = useRouteHandles();
  const allowed = handles.every(
    (handle) => can(codes, handle.perm) && (!handle.adminOnly || userType === 1),
  );
  return allowed ? <Outlet /> : <ForbiddenPage />;
}
