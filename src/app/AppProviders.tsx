import { useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { Provider } from 'react-redux';
import { RootMessages } from '@/shared/feedback/RootMessages';
import { selectUserDetails } from '@/shared/session/sessionSlice';
import { appTheme } from '@/shared/theme/appTheme';
import { useReducedMotion } from '@/shared/theme/useReducedMotion';
import { useAppSelector } from '@/shared/store/hooks';
import type { AppStore } from './store';

/**
 * zh_CN everywhere; the organisation's theme colour (default rgb(71,151,247)), darkened to WCAG
 * AA, on buttons and links; no motion for users who ask their system for less.
 */
function ThemedConfig({ children }: { children: ReactNode }) {
  const themeColor = useAppSelector(selectUserDetails)?.themeColor;
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => appTheme(themeColor, reducedMotion), [themeColor, reducedMotion]);
  return (
    <ConfigProvider
      locale={zhCN}
      theme={theme}
      // A button reads exactly its text (登录, not 登 录), for people and for accessible names.
      button={{ autoInsertSpace: false }}
    >
      <RootMessages>{children}</RootMessages>
    </ConfigProvider>
  );
}

/**
 * Store, locale, theme and the root toasts. antd's App (modal, notification) is provided by the
 * lazily loaded AppFrame around every page but /login, so the login bundle does without it.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemedConfig>{children}</ThemedConfig>
    </Provider>
  );
}
