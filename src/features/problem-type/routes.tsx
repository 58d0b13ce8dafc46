import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';
import { PERM } from '@/shared/session/permissions';

/** 问题类型: the two-level tree. */
export const problemTypeRoutes: RouteObject[] = [
  {
    path: 'consult/problem-types',
    handle: menuHandle('问题类型', PERM.problemTypes),
    lazy: async () => ({ Component: (await import('./ProblemTypePage')).default }),
  },
];
