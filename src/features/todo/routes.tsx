import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';

const menuCode = '06-01-08';

/** 待办: the signed-in user's to-dos. */
export const todoRoutes: RouteObject[] = [
  {
    path: 'consult/todos',
    handle: menuHandle('待办', menuCode),
    lazy: async () => ({ Component: (await import('./TodoListPage')).default }),
  },
];
