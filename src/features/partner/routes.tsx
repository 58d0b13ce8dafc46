import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';
import { PERM } from '@/shared/session/permissions';

/** 合作伙伴: the organisation's partners and their expert prices (医院专家价格). */
export const partnerRoutes: RouteObject[] = [
  {
    path: 'partner/list',
    handle: menuHandle('合作伙伴', PERM.partners),
    lazy: async () => ({ Component: (await import('./PartnerListPage')).default }),
  },
];
