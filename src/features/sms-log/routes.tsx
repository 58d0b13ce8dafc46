import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/routing/routeHandle';
import { PERM } from '@/shared/session/permissions';

/** 短信记录: every SMS sent for the organisation, read-only. */
export const smsLogRoutes: RouteObject[] = [
  {
    path: 'operate/sms-log',
    handle: { title: '短信记录', perm: PERM.smsLogs, menuCode: PERM.smsLogs } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./SmsLogPage')).default }),
  },
];
