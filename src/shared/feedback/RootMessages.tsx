import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { setToaster, TOASTS_AT_A_TIME } from './notify';

const RootMessageContext = createContext<MessageInstance | null>(null);

/**
 * The toast stack that lives as long as the page: the login page's, and the request layer's while
 * no AppFrame is mounted. Pages inside the lazily loaded AppFrame use antd's App.useApp().
 * It is mounted before any page's effects send a request.
 */
export function RootMessages({ children }: { children: ReactNode }) {
  const [api, holder] = message.useMessage({ maxCount: TOASTS_AT_A_TIME });
  useLayoutEffect(() => {
    setToaster(api);
    return () => setToaster(null);
  }, [api]);
  return (
    <RootMessageContext.Provider value={api}>
      {holder}
      {children}
    </RootMessageContext.Provider>
  );
}

/**
 * The root toast API: for the login page, and for a toast that must outlive AppFrame because the
 * user is sent to /login right after it (设置成功 after a password change).
 */
export function useRootMessage(): MessageInstance {
  const api = useContext(RootMessageContext);
  if (!api) throw new Error('useRootMessage needs <RootMessages> above it');
  return api;
}
