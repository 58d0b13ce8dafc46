import type { RouteObject } from 'react-router-dom';

/** 量表分发, hidden from the menu. */
export const distributionRoutes: RouteObject[] = [
  {
    path: 'selfScale/distribution',
    handle: { title: '量表分发', perm: '17-01-05', menuCode: '17-01-05' },
    lazy: async () => ({ Component: (await import('./DistributionPage')).default }),
  },
];
