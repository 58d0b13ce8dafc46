import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';

const menuCode = '17-01-03';

/** 展示分类 and its detail. */
export const categoryRoutes: RouteObject[] = [
  {
    path: 'selfScale/classDispaly',
    handle: menuHandle('展示分类', menuCode),
    lazy: async () => ({ Component: (await import('./CategoryListPage')).default }),
  },
  {
    path: 'selfScale/classDispaly/detail/:id',
    handle: menuHandle('分类详情', menuCode),
    lazy: async () => ({ Component: (await import('./CategoryDetailPage')).default }),
  },
];
