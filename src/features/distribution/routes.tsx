import type { RouteObject } from 'react-router-dom';
import { PERM } from '@/shared/session/permissions';

/** 量表分发, hidden from the menu. */
export const distributionRoutes: RouteObject[] = [
  {
    path: 'selfScale/distribution',
    // The page only assigns, so it needs the assign code (17-01-02-03); the menu entry is 17-01-05.
    handle: { title: '量表分发', perm: PERM.tagAssignOrg, menuCode: '17-01-05' },
    lazy: async () => ({ Component: (await import('./DistributionPage')).default }),
  },
];
