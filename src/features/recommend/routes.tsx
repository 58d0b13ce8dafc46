import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';

const menuCode = '17-01-04';

/** 推荐展示 and its detail. */
export const recommendRoutes: RouteObject[] = [
  {
    path: 'selfScale/recommendDispaly',
    handle: menuHandle('推荐展示', menuCode),
    lazy: async () => ({ Component: (await import('./RecommendListPage')).default }),
  },
  {
    path: 'selfScale/recommendDispaly/detail/:id',
    handle: menuHandle('推荐展示详情', menuCode),
    lazy: async () => ({ Component: (await import('./RecommendDetailPage')).default }),
  },
];
