import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { baseApi } from '@/shared/request/baseApi';
import { identityChosen, selectUserDetails } from '@/shared/session/sessionSlice';
import { writeAgentOperation } from '@/shared/session/storage';
import { useAgentOperateMutation } from './api';

/**
 * 代理操作: the administrator enters a child organisation as its agent. The flag keeps the
 * administrator's own identity, so the header's 退出代理操作 can go back to it.
 */
export function useAgentOperation() {
  const [agentOperate, { isLoading }] = useAgentOperateMutation();
  const user = useAppSelector(selectUserDetails);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { message } = App.useApp();

  async function operate(orgId: string) {
    if (!user?.identityId) return;
    try {
      const session = await agentOperate(orgId).unwrap();
      writeAgentOperation({ originIdentityId: user.identityId, originOrgName: user.orgName ?? '' });
      dispatch(baseApi.util.resetApiState());
      dispatch(identityChosen(session));
      message.success(`已进入代理操作：${session.user.orgName}`);
      void navigate('/', { replace: true });
    } catch {
      // The server's msg is shown by the request layer.
    }
  }

  return { operate, isLoading };
}
