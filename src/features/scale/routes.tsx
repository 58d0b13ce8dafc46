import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';

const menuCode = '17-01-01';

/** 全部量表 and its detail. */
export const scaleRoutes: RouteObject[] = [
  {
    path: 'selfScale/allScale',
    handle: menuHandle('全部量表', menuCode),
    lazy: async () => ({ Component: (await import('./ScaleListPage')).default }),
  },
  {
    path: 'selfScale/allScale/detail/:id',
    handle: menuHandle('量表详情', menuCode),
    lazy: async () => ({ Component: (await import('./ScaleDetailPage')).default }),
  },
];
