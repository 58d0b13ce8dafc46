import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';

const menuCode = '17-01-04';
const handle = (title: string): RouteHandle => ({ title, perm: menuCode, menuCode });

/** 推荐展示 and its detail. */
export const recommendRoutes: RouteObject[] = [
  {
    path: 'selfScale/recommendDispaly',
    handle: handle('推荐展示'),
    lazy: async () => ({ Component: (await import('./RecommendListPage')).default }),
  },
  {
    path: 'selfScale/recommendDispaly/detail/:id',
    handle: handle('推荐展示详情'),
    lazy: async () => ({ Component: (await import('./RecommendDetailPage')).default }),
  },
];
