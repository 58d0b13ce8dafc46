import { useAppDispatch } from '@/shared/store/hooks';
import { getUserInfo } from '@/shared/session/sessionApi';
import { userInfoLoaded } from '@/shared/session/sessionSlice';

/** After a profile change: reload the session user, so the header shows the new name and avatar. */
export function useSessionRefresh(): () => Promise<void> {
  const dispatch = useAppDispatch();
  return async () => {
    const info = await getUserInfo().catch(() => undefined);
    if (info) dispatch(userInfoLoaded(info));
  };
}
