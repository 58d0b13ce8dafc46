import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';

/** Roles and permissions (menu 03). */
export const roleRoutes: RouteObject[] = [
  {
    path: 'role/list',
    handle: menuHandle('角色管理', '03-01-01'),
    lazy: async () => ({ Component: (await import('./RoleListPage')).default }),
  },
];
