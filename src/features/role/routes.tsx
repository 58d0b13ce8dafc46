import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';

/** Roles and permissions (menu 03). */
export const roleRoutes: RouteObject[] = [
  {
    path: 'role/list',
    handle: { title: '角色管理', perm: '03-01-01', menuCode: '03-01-01' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./RoleListPage')).default }),
  },
];
