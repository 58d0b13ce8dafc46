import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';

/** Organisation management (menu 02). */
export const organisationRoutes: RouteObject[] = [
  {
    path: 'om/om-query',
    handle: menuHandle('机构查询', '02-01-01'),
    lazy: async () => ({ Component: (await import('./OrgListPage')).default }),
  },
  {
    path: 'om/customer-org',
    handle: menuHandle('客户机构', '02-01-02'),
    lazy: async () => ({ Component: (await import('./CustomerOrgPage')).default }),
  },
  {
    path: 'om/dept-people',
    handle: menuHandle('部门与人员', '02-01-03'),
    lazy: async () => ({ Component: (await import('./DeptPeoplePage')).default }),
  },
  {
    path: 'om/apps',
    handle: menuHandle('应用管理', '02-01-04'),
    lazy: async () => ({ Component: (await import('./OrgAppListPage')).default }),
  },
];
