import type { RouteObject } from 'react-router-dom';
import LoginPage from '@/features/login/LoginPage';
import { GuestOnly } from '@/shared/session/guards';
import { routeHandle } from '@/shared/routing/routeHandle';

/**
 * The part of the route table in the first bundle: /login. The rest (`shellRoutes.tsx`) is
 * loaded by AppRoutes the first time another path is opened.
 */
export function buildLoginRoutes(): RouteObject[] {
  return [
    {
      path: '/login',
      handle: routeHandle('登录'),
      element: (
        <GuestOnly>
          <LoginPage />
        </GuestOnly>
      ),
    },
  ];
}
