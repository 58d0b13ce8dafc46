import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';
import { PERM } from '@/shared/session/permissions';

/** 轮播图: the organisation's banners. */
export const bannerRoutes: RouteObject[] = [
  {
    path: 'operate/banner',
    handle: { title: '轮播图', perm: PERM.banners, menuCode: PERM.banners } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./BannerListPage')).default }),
  },
];
