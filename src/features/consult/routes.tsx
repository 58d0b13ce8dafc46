import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';
import { PERM } from '@/shared/session/permissions';
import type { OrderScope } from './types';

const MENU: Record<OrderScope, string> = { org: PERM.consultOrders, expert: '20-01-01' };
const handle = (scope: OrderScope, title: string): RouteHandle => ({
  title,
  perm: MENU[scope],
  menuCode: MENU[scope],
});

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
  { path: 'consult/orders', handle: handle('org', '咨询订单'), lazy: list('org') },
  { path: 'consult/orders/:id', handle: handle('org', '订单详情'), lazy: detail('org') },
  { path: 'service/orders', handle: handle('expert', '我的订单'), lazy: list('expert') },
  { path: 'service/orders/:id', handle: handle('expert', '订单详情'), lazy: detail('expert') },
];
