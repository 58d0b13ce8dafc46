import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';

/** 排班管理 (roster, week editor, overrides, calendar), 时段设置, and the expert's own 我的排班. */
export const scheduleRoutes: RouteObject[] = [
  {
    path: 'consult/schedules',
    handle: menuHandle('排班管理', '06-01-04'),
    lazy: async () => ({ Component: (await import('./ScheduleRosterPage')).default }),
  },
  {
    path: 'consult/time-buckets',
    handle: menuHandle('时段设置', '06-01-05'),
    lazy: async () => ({ Component: (await import('./TimeBucketPage')).default }),
  },
  {
    path: 'service/schedule',
    handle: menuHandle('我的排班', '20-01-02'),
    lazy: async () => ({ Component: (await import('./MySchedulePage')).default }),
  },
];
