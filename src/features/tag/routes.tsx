import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';

const menuCode = '17-01-02';
const handle = (title: string): RouteHandle => ({ title, perm: menuCode, menuCode });

/** 量表标签 and its detail. */
export const tagRoutes: RouteObject[] = [
  {
    path: 'selfScale/scaleLabel',
    handle: handle('量表标签'),
    lazy: async () => ({ Component: (await import('./TagListPage')).default }),
  },
  {
    path: 'selfScale/scaleLabel/detail/:id',
    handle: handle('标签详情'),
    lazy: async () => ({ Component: (await import('./TagDetailPage')).default }),
  },
];
