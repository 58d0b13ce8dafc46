import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/shared/store/hooks';
import { useRootMessage } from '@/shared/feedback/RootMessages';
import { sessionEnded } from './sessionSlice';

/**
 * Sends the user to /login with a success toast, ending the session first unless told not to
 * (sessionEnded: the store clears what logout clears). The toast goes on the root stack: AppFrame's
 * own stack unmounts on /login and would take the toast with it.
 */
export function useLeaveToLogin() {
  const message = useRootMessage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (notice: string, { endSession = true }: { endSession?: boolean } = {}) => {
    message.success(notice);
    if (endSession) dispatch(sessionEnded({ left: true }));
    void navigate('/login', { replace: true });
  };
}
