import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';

const menuCode = '17-01-01';
const handle = (title: string): RouteHandle => ({ title, perm: menuCode, menuCode });

/** 全部量表 and its detail. */
export const scaleRoutes: RouteObject[] = [
  {
    path: 'selfScale/allScale',
    handle: handle('全部量表'),
    lazy: async () => ({ Component: (await import('./ScaleListPage')).default }),
  },
  {
    path: 'selfScale/allScale/detail/:id',
    handle: handle('量表详情'),
    lazy: async () => ({ Component: (await import('./ScaleDetailPage')).default }),
  },
];
