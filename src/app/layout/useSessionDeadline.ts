import { useEffect } from 'react';
import { App } from 'antd';
import { useAppSelector } from '@/shared/store/hooks';
import { expireSession } from '@/shared/request/client';
import { selectSessionEndsAt } from '@/shared/session/sessionSlice';

/** The warning comes this long before the login's end (decision 0008). */
const SESSION_WARNING_MS = 10 * 60 * 1000;
/** What /login shows when the login outlived its 12 hours. */
const SESSION_OUTLIVED_MSG = '登录已超过12小时，请重新登录';
const WARNING_KEY = 'session-deadline';
const MINUTE_MS = 60 * 1000;

const sessionWarningText = (minutes: number) =>
  `登录将于${minutes}分钟后到期，请及时保存正在编辑的内容`;

/**
 * The login's absolute end (its `sessionEndsAt`), watched by the shell: a notification 10 minutes
 * before, so the user can save, then the way out a 10001 takes, with its own message. One timer,
 * moved from step to step and cleared when the shell goes (logout, expiry) or the end changes.
 */
export function useSessionDeadline(): void {
  const endsAt = useAppSelector(selectSessionEndsAt);
  const { notification } = App.useApp();

  useEffect(() => {
    if (endsAt === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let warned = false;
    const closeWarning = () => {
      if (warned) notification.destroy(WARNING_KEY);
      warned = false;
    };
    const step = () => {
      const left = endsAt - Date.now();
      if (left <= 0) {
        closeWarning();
        expireSession(SESSION_OUTLIVED_MSG);
        return;
      }
      if (left <= SESSION_WARNING_MS) {
        // A status, not an alert or a dialog: it must not take focus from the note being typed.
        notification.warning({
          key: WARNING_KEY,
          title: '登录即将到期',
          description: sessionWarningText(Math.ceil(left / MINUTE_MS)),
          duration: false,
          role: 'status',
        });
        warned = true;
        timer = setTimeout(step, left);
        return;
      }
      timer = setTimeout(step, left - SESSION_WARNING_MS);
    };
    step();
    return () => {
      clearTimeout(timer);
      closeWarning();
    };
  }, [endsAt, notification]);
}
