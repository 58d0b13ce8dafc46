import type { RouteObject } from 'react-router-dom';
import { chartsFirst } from '@/shared/charts/chartsFirst';
import { menuHandle } from '@/shared/routing/routeHandle';

const menuCode = '17-01-06';

/** 量表数据 and the test records of one scale. */
export const scaleDataRoutes: RouteObject[] = [
  {
    path: 'selfScale/scaleData',
    handle: menuHandle('量表数据', menuCode),
    lazy: async () => ({ Component: (await import('./ScaleDataListPage')).default }),
  },
  {
    path: 'selfScale/scaleData/detail/:id',
    handle: menuHandle('测试记录', menuCode),
    lazy: chartsFirst(async () => ({ Component: (await import('./TestRecordPage')).default })),
  },
];
