import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';
import { PERM } from '@/shared/session/permissions';

const handle: RouteHandle = {
  title: '问题类型',
  perm: PERM.problemTypes,
  menuCode: PERM.problemTypes,
};

/** 问题类型: the two-level tree. */
export const problemTypeRoutes: RouteObject[] = [
  {
    path: 'consult/problem-types',
    handle,
    lazy: async () => ({ Component: (await import('./ProblemTypePage')).default }),
  },
];
