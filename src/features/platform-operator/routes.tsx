import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';

/** The platform's operators (menu 04, decision 0021). */
export const platformOperatorRoutes: RouteObject[] = [
  {
    path: 'platform/operators',
    handle: {
      title: '平台运营人员',
      perm: '04-01-01',
      menuCode: '04-01-01',
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./PlatformOperatorListPage')).default }),
  },
];
