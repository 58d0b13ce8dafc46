import type { RouteObject } from 'react-router-dom';
import { menuHandle } from '@/shared/routing/routeHandle';
import { PERM } from '@/shared/session/permissions';

/** 短信记录: every SMS sent for the organisation, read-only. */
export const smsLogRoutes: RouteObject[] = [
  {
    path: 'operate/sms-log',
    handle: menuHandle('短信记录', PERM.smsLogs),
    lazy: async () => ({ Component: (await import('./SmsLogPage')).default }),
  },
];
