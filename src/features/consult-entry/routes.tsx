import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';
import { PERM } from '@/shared/session/permissions';

const handle: RouteHandle = {
  title: '新增订单',
  perm: PERM.consultCreate,
  menuCode: PERM.consultOrders,
};

/** 新增订单: manual entry, and hotline conversions linked here with query parameters. */
export const consultEntryRoutes: RouteObject[] = [
  {
    path: 'consult/orders/new',
    handle,
    lazy: async () => ({ Component: (await import('./ConsultEntryPage')).default }),
  },
];
