import { useLayoutEffect, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { Provider } from 'react-redux';
import { setToaster } from '@/shared/feedback/notify';
import { themeColorOf } from '@/shared/layout/brand';
import { selectUserDetails } from '@/shared/session/sessionSlice';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';

/** Hands antd's message API to the request layer, before any page's effects send a request. */
function ToasterBridge() {
  const { message } = App.useApp();
  useLayoutEffect(() => {
    setToaster(message);
    return () => setToaster(null);
  }, [message]);
  return null;
}

/** zh_CN everywhere; the organisation's theme colour (default rgb(71,151,247)) on buttons and links. */
function ThemedConfig({ children }: { children: ReactNode }) {
  const themeColor = useAppSelector(selectUserDetails)?.themeColor;
  return (
    <ConfigProvider
      locale={zhCN}
      theme={{ token: { colorPrimary: themeColorOf(themeColor) } }}
      // A button reads exactly its text (登录, not 登 录), for people and for accessible names.
      button={{ autoInsertSpace: false }}
    >
      <App message={{ maxCount: 3 }}>
        <ToasterBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemedConfig>{children}</ThemedConfig>
    </Provider>
  );
}
