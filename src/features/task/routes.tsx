import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';
import { PERM } from '@/shared/session/permissions';

const menuCode = '16-01-01';
const handle = (title: string, perm: string = menuCode): RouteHandle => ({ title, perm, menuCode });

/** 任务管理, its detail, and the create and edit form. */
export const taskRoutes: RouteObject[] = [
  {
    path: 'taskManagement',
    handle: handle('任务管理'),
    lazy: async () => ({ Component: (await import('./TaskListPage')).default }),
  },
  {
    path: 'taskManagement/detail/:id',
    handle: handle('任务详情'),
    lazy: async () => ({ Component: (await import('./TaskDetailPage')).default }),
  },
  {
    path: 'taskManagement/add',
    handle: handle('新建任务', PERM.taskCreate),
    lazy: async () => ({ Component: (await import('./TaskFormPage')).default }),
  },
  {
    path: 'taskManagement/add/:id',
    handle: handle('编辑任务', PERM.taskEdit),
    lazy: async () => ({ Component: (await import('./TaskFormPage')).default }),
  },
];
