import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';
import { PERM } from '@/shared/session/permissions';

/** 数据统计: 咨询统计 and 运营统计 (their chunks carry the chart library; the login page never does). */
export const statisticsRoutes: RouteObject[] = [
  {
    path: 'stat/consult',
    handle: {
      title: '咨询统计',
      perm: PERM.consultStatistics,
      menuCode: PERM.consultStatistics,
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./ConsultStatisticsPage')).default }),
  },
  {
    path: 'stat/operate',
    handle: {
      title: '运营统计',
      perm: PERM.operateStatistics,
      menuCode: PERM.operateStatistics,
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./OperateStatisticsPage')).default }),
  },
];
