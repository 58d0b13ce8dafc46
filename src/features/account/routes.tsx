import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';

/** Personal centre (menu 19). */
export const accountRoutes: RouteObject[] = [
  {
    path: 'grxx/grzl',
    handle: menuHandle('个人信息', '19-01-01'),
    lazy: async () => ({ Component: (await import('./PersonalInfoPage')).default }),
  },
  {
    path: 'grxx/czrz',
    handle: menuHandle('操作日志', '19-01-02'),
    lazy: async () => ({ Component: (await import('./OperationLogPage')).default }),
  },
];
