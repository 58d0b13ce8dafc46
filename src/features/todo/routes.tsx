import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';

const menuCode = '06-01-08';

/** 待办: the signed-in user's to-dos. */
export const todoRoutes: RouteObject[] = [
  {
    path: 'consult/todos',
    handle: { title: '待办', perm: menuCode, menuCode } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./TodoListPage')).default }),
  },
];
