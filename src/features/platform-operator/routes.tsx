import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';

/** The platform's operators (menu 04, decision 0021). */
export const platformOperatorRoutes: RouteObject[] = [
  {
    path: 'platform/operators',
    handle: menuHandle('平台运营人员', '04-01-01'),
    lazy: async () => ({ Component: (await import('./PlatformOperatorListPage')).default }),
  },
];
