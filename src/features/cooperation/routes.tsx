import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';

/** Cooperation applications: the organisation's (menu 05) and the expert's (menu 14, with 我的合作机构). */
export const cooperationRoutes: RouteObject[] = [
  {
    path: 'cooper/apply',
    handle: menuHandle('合作申请', '05-01-03'),
    lazy: async () => ({ Component: (await import('./OrgApplyListPage')).default }),
  },
  {
    path: 'expert-cooper/orgs',
    handle: menuHandle('我的合作机构', '14-01-01'),
    lazy: async () => ({ Component: (await import('./ExpertOrgsPage')).default }),
  },
  {
    path: 'expert-cooper/apply',
    handle: menuHandle('合作申请', '14-01-04'),
    lazy: async () => ({ Component: (await import('./ExpertApplyListPage')).default }),
  },
];
