import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';

/** Experts of the organisation: managed under menu 18; menu 05's 合作专家 lists the same experts for the cooperation. */
export const expertRoutes: RouteObject[] = [
  {
    path: 'expert/list',
    handle: menuHandle('咨询师与倾听者', '18-01'),
    lazy: async () => ({ Component: (await import('./ExpertListPage')).ManagedExpertsPage }),
  },
  {
    path: 'cooper/experts',
    handle: menuHandle('合作专家', '05-01-01'),
    lazy: async () => ({ Component: (await import('./ExpertListPage')).CooperatingExpertsPage }),
  },
];
