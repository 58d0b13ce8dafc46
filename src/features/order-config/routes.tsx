import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';

const menuCode = '06-01-09';

/** 订单设置: the organisation's order config. */
export const orderConfigRoutes: RouteObject[] = [
  {
    path: 'consult/config',
    handle: menuHandle('订单设置', menuCode),
    lazy: async () => ({ Component: (await import('./OrderConfigPage')).default }),
  },
];
