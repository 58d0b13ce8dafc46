import type { OrderScope } from './types';

/** Where each scope's list lives; its detail is `<path>/:id`. */
export const ORDER_PATH: Record<OrderScope, string> = {
  org: '/consult/orders',
  expert: '/service/orders',
};

export const PAGE_TITLE: Record<OrderScope, string> = { org: '咨询订单', expert: '我的订单' };
