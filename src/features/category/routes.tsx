import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';

const menuCode = '17-01-03';
const handle = (title: string): RouteHandle => ({ title, perm: menuCode, menuCode });

/** 展示分类 and its detail. */
export const categoryRoutes: RouteObject[] = [
  {
    path: 'selfScale/classDispaly',
    handle: handle('展示分类'),
    lazy: async () => ({ Component: (await import('./CategoryListPage')).default }),
  },
  {
    path: 'selfScale/classDispaly/detail/:id',
    handle: handle('分类详情'),
    lazy: async () => ({ Component: (await import('./CategoryDetailPage')).default }),
  },
];
