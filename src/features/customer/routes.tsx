import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';
import { PERM } from '@/shared/session/permissions';

const handle = (title: string): RouteHandle => ({
  title,
  perm: PERM.customers,
  menuCode: PERM.customers,
});

/** 来访者 and a customer's detail. */
export const customerRoutes: RouteObject[] = [
  {
    path: 'consult/customers',
    handle: handle('来访者'),
    lazy: async () => ({ Component: (await import('./CustomerListPage')).default }),
  },
  {
    path: 'consult/customers/:id',
    handle: handle('来访者档案'),
    lazy: async () => ({ Component: (await import('./CustomerDetailPage')).default }),
  },
];
