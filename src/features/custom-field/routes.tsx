import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';
import { PERM } from '@/shared/session/permissions';

/** 自定义字段: the organisation's custom visitor fields. */
export const customFieldRoutes: RouteObject[] = [
  {
    path: 'forms/custom-fields',
    handle: menuHandle('自定义字段', PERM.customFields),
    lazy: async () => ({ Component: (await import('./CustomFieldListPage')).default }),
  },
];
