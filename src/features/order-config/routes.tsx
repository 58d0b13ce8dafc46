import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';

const menuCode = '06-01-09';

/** 订单设置: the organisation's order config. */
export const orderConfigRoutes: RouteObject[] = [
  {
    path: 'consult/config',
    handle: { title: '订单设置', perm: menuCode, menuCode } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./OrderConfigPage')).default }),
  },
];
