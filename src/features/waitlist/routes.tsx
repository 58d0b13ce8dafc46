import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';

const menuCode = '06-01-10';

/** 候补名单: visitors waiting for a slot, the slots held for them, 转为订单. */
export const waitlistRoutes: RouteObject[] = [
  {
    path: 'consult/waitlist',
    handle: menuHandle('候补名单', menuCode),
    lazy: async () => ({ Component: (await import('./WaitlistPage')).default }),
  },
];
