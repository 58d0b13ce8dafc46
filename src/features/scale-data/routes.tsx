import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';

const menuCode = '17-01-06';
const handle = (title: string): RouteHandle => ({ title, perm: menuCode, menuCode });

/** 量表数据 and the test records of one scale. */
export const scaleDataRoutes: RouteObject[] = [
  {
    path: 'selfScale/scaleData',
    handle: handle('量表数据'),
    lazy: async () => ({ Component: (await import('./ScaleDataListPage')).default }),
  },
  {
    path: 'selfScale/scaleData/detail/:id',
    handle: handle('测试记录'),
    lazy: async () => ({ Component: (await import('./TestRecordPage')).default }),
  },
];
