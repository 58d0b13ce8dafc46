import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';
import { PERM } from '@/shared/session/permissions';
import type { OrderScope } from './types';

const MENU: Record<OrderScope, string> = { org: PERM.consultOrders, expert: '20-01-01' };

const list = (scope: OrderScope) => async () => {
  const { ConsultOrderListPage } = await import('./ConsultOrderListPage');
  return { element: <ConsultOrderListPage scope={scope} /> };
};
const detail = (scope: OrderScope) => async () => {
  const { ConsultOrderDetailPage } = await import('./ConsultOrderDetailPage');
  return { element: <ConsultOrderDetailPage scope={scope} /> };
};

/** 咨询订单 (06-01-01) and the expert's 我的订单 (20-01-01), each with its detail. The 新增订单 form (`consult/orders/new`) is another page's. */
export const consultRoutes: RouteObject[] = [
  { path: 'consult/orders', handle: menuHandle('咨询订单', MENU.org), lazy: list('org') },
  { path: 'consult/orders/:id', handle: menuHandle('订单详情', MENU.org), lazy: detail('org') },
  { path: 'service/orders', handle: menuHandle('我的订单', MENU.expert), lazy: list('expert') },
  {
    path: 'service/orders/:id',
    handle: menuHandle('订单详情', MENU.expert),
    lazy: detail('expert'),
  },
];
