import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';
import { PERM } from '@/shared/session/permissions';

const menuCode = '16-01-01';

/** 任务管理, its detail, and the create and edit form. */
export const taskRoutes: RouteObject[] = [
  {
    path: 'taskManagement',
    handle: menuHandle('任务管理', menuCode),
    lazy: async () => ({ Component: (await import('./TaskListPage')).default }),
  },
  {
    path: 'taskManagement/detail/:id',
    handle: menuHandle('任务详情', menuCode),
    lazy: async () => ({ Component: (await import('./TaskDetailPage')).default }),
  },
  {
    path: 'taskManagement/add',
    handle: menuHandle('新建任务', menuCode, PERM.taskCreate),
    lazy: async () => ({ Component: (await import('./TaskFormPage')).default }),
  },
  {
    path: 'taskManagement/add/:id',
    handle: menuHandle('编辑任务', menuCode, PERM.taskEdit),
    lazy: async () => ({ Component: (await import('./TaskFormPage')).default }),
  },
];
