import { matchRoutes, useLocation } from 'react-router-dom';
import { useRouteTable } from '@/app/AppRoutes';
import { isRouteHandle, type RouteHandle } from '@/shared/routing/routeHandle';

/** The `handle`s of the routes matching the current location, outermost first. */
export function useRouteHandles(): RouteHandle[] {
  const location = useLocation();
  return (matchRoutes(useRouteTable(), location) ?? [])
    .map((match) => match.route.handle)
    .filter(isRouteHandle);
}
