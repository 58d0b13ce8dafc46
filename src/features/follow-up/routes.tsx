import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';

const menuCode = '06-01-03';

/** 回访记录: plan and record follow-ups of orders and hotline calls. */
export const followUpRoutes: RouteObject[] = [
  {
    path: 'consult/follow-up',
    handle: menuHandle('回访记录', menuCode),
    lazy: async () => ({ Component: (await import('./FollowUpListPage')).default }),
  },
];
