import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';
import { PERM } from '@/shared/session/permissions';

/** 合作伙伴: the organisation's partners and their expert prices (医院专家价格). */
export const partnerRoutes: RouteObject[] = [
  {
    path: 'partner/list',
    handle: {
      title: '合作伙伴',
      perm: PERM.partners,
      menuCode: PERM.partners,
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./PartnerListPage')).default }),
  },
];
