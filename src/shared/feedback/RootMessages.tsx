import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { setToaster } from './notify';

const RootMessageContext = createContext<MessageInstance | null>(null);

/**
 * The one toast stack that lives as long as the page: the request layer reports through it, and
 * the login page uses it. Pages inside the lazily loaded AppFrame use antd's App.useApp().
 * It is mounted before any page's effects send a request.
 */
export function RootMessages({ children }: { children: ReactNode }) {
  const [api, holder] = message.useMessage({ maxCount: 3 });
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
