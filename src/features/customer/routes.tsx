import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';
import { PERM } from '@/shared/session/permissions';

/** 来访者 and a customer's detail. */
export const customerRoutes: RouteObject[] = [
  {
    path: 'consult/customers',
    handle: menuHandle('来访者', PERM.customers),
    lazy: async () => ({ Component: (await import('./CustomerListPage')).default }),
  },
  {
    path: 'consult/customers/:id',
    handle: menuHandle('来访者档案', PERM.customers),
    lazy: async () => ({ Component: (await import('./CustomerDetailPage')).default }),
  },
];
