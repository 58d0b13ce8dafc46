import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';
import { PERM } from '@/shared/session/permissions';

/** 自定义字段: the organisation's custom visitor fields. */
export const customFieldRoutes: RouteObject[] = [
  {
    path: 'forms/custom-fields',
    handle: {
      title: '自定义字段',
      perm: PERM.customFields,
      menuCode: PERM.customFields,
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./CustomFieldListPage')).default }),
  },
];
