import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';

const handle = (title: string, menuCode: string): RouteHandle => ({
  title,
  perm: menuCode,
  menuCode,
});

/** Experts of the organisation: managed under menu 18; menu 05's 合作专家 lists the same experts for the cooperation. */
export const expertRoutes: RouteObject[] = [
  {
    path: 'expert/list',
    handle: handle('咨询师与倾听者', '18-01'),
    lazy: async () => ({ Component: (await import('./ExpertListPage')).ManagedExpertsPage }),
  },
  {
    path: 'cooper/experts',
    handle: handle('合作专家', '05-01-01'),
    lazy: async () => ({ Component: (await import('./ExpertListPage')).CooperatingExpertsPage }),
  },
];
