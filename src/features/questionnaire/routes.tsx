import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';

const menuCode = '15-01-01';
const handle = (title: string): RouteHandle => ({ title, perm: menuCode, menuCode });

/** 问卷管理 and its detail. */
export const questionnaireRoutes: RouteObject[] = [
  {
    path: 'questManagement',
    handle: handle('问卷管理'),
    lazy: async () => ({ Component: (await import('./QuestionnaireListPage')).default }),
  },
  {
    path: 'questManagement/detail/:id',
    handle: handle('问卷详情'),
    lazy: async () => ({ Component: (await import('./QuestionnaireDetailPage')).default }),
  },
];
