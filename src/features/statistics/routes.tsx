import type { RouteObject } from 'react-router-dom';
import { chartsFirst } from '@/shared/charts/chartsFirst';
import { menuHandle } from '@/shared/routing/routeHandle';
import { PERM } from '@/shared/session/permissions';

/** 数据统计: 咨询统计 and 运营统计 (their chunks carry the chart library; the login page never does). */
export const statisticsRoutes: RouteObject[] = [
  {
    path: 'stat/consult',
    handle: menuHandle('咨询统计', PERM.consultStatistics),
    lazy: chartsFirst(async () => ({
      Component: (await import('./ConsultStatisticsPage')).default,
    })),
  },
  {
    path: 'stat/operate',
    handle: menuHandle('运营统计', PERM.operateStatistics),
    lazy: chartsFirst(async () => ({
      Component: (await import('./OperateStatisticsPage')).default,
    })),
  },
];
