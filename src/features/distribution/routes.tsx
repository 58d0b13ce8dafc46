import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';
import { PERM } from '@/shared/session/permissions';

/** 量表分发, hidden from the menu. */
export const distributionRoutes: RouteObject[] = [
  {
    path: 'selfScale/distribution',
    // The page only assigns, so it needs the assign code (17-01-02-03); the menu entry is 17-01-05.
    handle: menuHandle('量表分发', '17-01-05', PERM.tagAssignOrg),
    lazy: async () => ({ Component: (await import('./DistributionPage')).default }),
  },
];
