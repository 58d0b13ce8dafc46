import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';

const menuCode = '15-01-01';

/** 问卷管理 and its detail. */
export const questionnaireRoutes: RouteObject[] = [
  {
    path: 'questManagement',
    handle: menuHandle('问卷管理', menuCode),
    lazy: async () => ({ Component: (await import('./QuestionnaireListPage')).default }),
  },
  {
    path: 'questManagement/detail/:id',
    handle: menuHandle('问卷详情', menuCode),
    lazy: async () => ({ Component: (await import('./QuestionnaireDetailPage')).default }),
  },
];
