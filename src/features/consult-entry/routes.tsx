import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';
import { PERM } from '@/shared/session/permissions';

/** 新增订单: manual entry, and hotline conversions linked here with query parameters. */
export const consultEntryRoutes: RouteObject[] = [
  {
    path: 'consult/orders/new',
    // Under 咨询订单's menu entry, for those who may create an order.
    handle: menuHandle('新增订单', PERM.consultOrders, PERM.consultCreate),
    lazy: async () => ({ Component: (await import('./ConsultEntryPage')).default }),
  },
];
