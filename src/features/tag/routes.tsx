import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';

const menuCode = '17-01-02';

/** 量表标签 and its detail. */
export const tagRoutes: RouteObject[] = [
  {
    path: 'selfScale/scaleLabel',
    handle: menuHandle('量表标签', menuCode),
    lazy: async () => ({ Component: (await import('./TagListPage')).default }),
  },
  {
    path: 'selfScale/scaleLabel/detail/:id',
    handle: menuHandle('标签详情', menuCode),
    lazy: async () => ({ Component: (await import('./TagDetailPage')).default }),
  },
];
