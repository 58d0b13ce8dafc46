import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';

const handle = (title: string, menuCode: string): RouteHandle => ({
  title,
  perm: menuCode,
  menuCode,
});

/** Personal centre (menu 19). */
export const accountRoutes: RouteObject[] = [
  {
    path: 'grxx/grzl',
    handle: handle('个人信息', '19-01-01'),
    lazy: async () => ({ Component: (await import('./PersonalInfoPage')).default }),
  },
  {
    path: 'grxx/czrz',
    handle: handle('操作日志', '19-01-02'),
    lazy: async () => ({ Component: (await import('./OperationLogPage')).default }),
  },
];
