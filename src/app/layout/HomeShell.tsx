import { useEffect, useState } from 'react';
import { Layout, Spin } from 'antd';
import 'moment/locale/zh-cn';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { useFocusOnRouteChange } from '@/app/focusOnRouteChange';
import { MAIN_CONTENT_ID, SkipLink } from '@/shared/components/SkipLink';
import { getUserInfo } from '@/shared/session/sessionApi';
import { selectCodesLoaded, selectLoading, userInfoLoaded } from '@/shared/session/sessionSlice';
import { AppFooter } from './AppFooter';
import { HeaderBar } from './HeaderBar';
import { SideMenu } from './SideMenu';
import { useSessionDeadline } from './useSessionDeadline';
import { CAPTURING_TEXT } from '@/shared/components/useImageCapture';
import { KeptPages } from './visitedTabs/KeptPages';
import { VisitedTabs } from './visitedTabs/VisitedTabs';
import './shell.css';

const pageFallback = <Spin size="large" className="page-spin" />;

/** The logged-in frame: header, 200px accordion menu, content, footer. */
export default function HomeShell() {
  const dispatch = useAppDispatch();
  const codesLoaded = useAppSelector(selectCodesLoaded);
  const loading = useAppSelector(selectLoading);
  // Below 768 px (a 1280 px window at 200% zoom) the menu shrinks to its icons (WCAG 1.4.10).
  const [menuCollapsed, setMenuCollapsed] = useState(false);
  useFocusOnRouteChange();
  useSessionDeadline();

  // After a reload the codes are gone from memory: ask the platform again.
  useEffect(() => {
    if (codesLoaded) return;
    const controller = new AbortController();
    getUserInfo(controller.signal)
      .then((info) => dispatch(userInfoLoaded(info)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [codesLoaded, dispatch]);

  return (
    <Layout className="shell">
      <SkipLink />
      <HeaderBar />
      <Layout>
        <Layout.Sider
          width={200}
          theme="light"
          className="shell-sider"
          breakpoint="md"
          onCollapse={setMenuCollapsed}
        >
          {codesLoaded && <SideMenu collapsed={menuCollapsed} />}
        </Layout.Sider>
        <Layout className="shell-main">
          {codesLoaded ? (
            <VisitedTabs>
              <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} className="shell-content">
                <KeptPages fallback={pageFallback} />
              </Layout.Content>
            </VisitedTabs>
          ) : (
            <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} className="shell-content">
              {pageFallback}
            </Layout.Content>
          )}
          <AppFooter />
        </Layout>
      </Layout>
      {/* Above any open dialog: a poster is drawn from a dialog's QR code. */}
      {loading && <Spin fullscreen description={CAPTURING_TEXT} style={{ zIndex: 2000 }} />}
    </Layout>
  );
}
