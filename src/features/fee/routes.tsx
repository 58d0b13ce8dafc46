import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';
import { PERM } from '@/shared/session/permissions';

/** 费用管理 (08): 费用列表, 费用明细 and 支付订单 (docs/api/fee.md). */
export const feeRoutes: RouteObject[] = [
  {
    path: 'fee/list',
    handle: menuHandle('费用列表', PERM.fees),
    lazy: async () => ({ Component: (await import('./FeeListPage')).default }),
  },
  {
    path: 'fee/detail',
    handle: menuHandle('费用明细', PERM.feeLines),
    lazy: async () => ({ Component: (await import('./FeeLinePage')).default }),
  },
  {
    path: 'fee/pay-orders',
    handle: menuHandle('支付订单', PERM.payOrders),
    lazy: async () => ({ Component: (await import('./PayOrderListPage')).default }),
  },
];
