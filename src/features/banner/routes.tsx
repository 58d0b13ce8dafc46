import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';
import { PERM } from '@/shared/session/permissions';

/** 轮播图: the organisation's banners. */
export const bannerRoutes: RouteObject[] = [
  {
    path: 'operate/banner',
    handle: menuHandle('轮播图', PERM.banners),
    lazy: async () => ({ Component: (await import('./BannerListPage')).default }),
  },
];
