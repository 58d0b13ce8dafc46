import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';

const menuCode = '06-01-02';

/** 热线订单 and a call's detail. */
export const hotlineRoutes: RouteObject[] = [
  {
    path: 'consult/hotline',
    handle: menuHandle('热线订单', menuCode),
    lazy: async () => ({ Component: (await import('./HotlineListPage')).default }),
  },
  {
    path: 'consult/hotline/:id',
    handle: menuHandle('热线工单详情', menuCode),
    lazy: async () => ({ Component: (await import('./HotlineDetailPage')).default }),
  },
];
