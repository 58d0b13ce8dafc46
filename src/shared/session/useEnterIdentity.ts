import { useState } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/shared/store/hooks';
import { baseApi } from '@/shared/request/baseApi';
import { identityRefusal } from './accessRules';
import { identityChosen } from './sessionSlice';
import { chooseIdentity } from './sessionApi';
import type { Identity } from './types';

/**
 * Entering an identity, the one way the chooser, the organisation switcher and exiting agent
 * operation all do it: check the organisation status, ask the platform, store, go.
 */
export function useEnterIdentity() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [enteringId, setEnteringId] = useState<string | null>(null);

  async function enter(identity: Pick<Identity, 'id' | 'userType' | 'orgStatus'>, to = '/') {
    const refusal = identityRefusal(identity);
    if (refusal) {
      message.warning(refusal);
      return false;
    }
    setEnteringId(identity.id);
    try {
      const session = await chooseIdentity(identity.id);
      dispatch(baseApi.util.resetApiState());
      dispatch(identityChosen(session));
      void navigate(to, { replace: true });
      return true;
    } catch {
      return false; // the request layer has shown why
    } finally {
      setEnteringId(null);
    }
  }

  return { enter, enteringId };
}
