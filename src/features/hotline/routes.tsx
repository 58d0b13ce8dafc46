import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';

const menuCode = '06-01-02';
const handle = (title: string): RouteHandle => ({ title, perm: menuCode, menuCode });

/** 热线订单 and a call's detail. */
export const hotlineRoutes: RouteObject[] = [
  {
    path: 'consult/hotline',
    handle: handle('热线订单'),
    lazy: async () => ({ Component: (await import('./HotlineListPage')).default }),
  },
  {
    path: 'consult/hotline/:id',
    handle: handle('热线工单详情'),
    lazy: async () => ({ Component: (await import('./HotlineDetailPage')).default }),
  },
];
