import { Suspense, useEffect } from 'react';
import { Layout, Spin } from 'antd';
import { Outlet, useLocation } from 'react-router-dom';
import 'moment/locale/zh-cn';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useRouteHandles } from '@/app/layout/useRouteHandles';
import { getUserInfo } from '@/shared/session/sessionApi';
import {
  selectBtnCodes,
  selectCodesLoaded,
  selectLoading,
  selectUserDetails,
  userInfoLoaded,
} from '@/shared/session/sessionSlice';
import { can } from '@/shared/session/permissions';
import { AppFooter } from './AppFooter';
import { ErrorBoundary } from './ErrorBoundary';
import { HeaderBar } from './HeaderBar';
import { SideMenu } from './SideMenu';
import { CAPTURING_TEXT } from '@/shared/components/useImageCapture';
import { ForbiddenPage } from './StatusPages';
import { VisitedTabs } from './visitedTabs/VisitedTabs';
import './shell.css';

const pageFallback = <Spin size="large" className="page-spin" />;

/** Renders the page only when the identity holds what its route's handle asks for. */
function PermissionGate() {
  const codes = useAppSelector(selectBtnCodes);
  const userType = useAppSelector(selectUserDetails)?.userType;
  const handles = useRouteHandles();
  const allowed = handles.every((handle) => can(codes, handle.perm) && (!handle.adminOnly || userType === 1));
  const title = handles.at(-1)?.title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return allowed ? <Outlet /> : <ForbiddenPage />;
}

/** The logged-in frame: header, 200px accordion menu, content, footer. */
export default function HomeShell() {
  const dispatch = useAppDispatch();
  const codesLoaded = useAppSelector(selectCodesLoaded);
  const loading = useAppSelector(selectLoading);
  const { pathname } = useLocation();

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
      <HeaderBar />
      <Layout>
        <Layout.Sider width={200} theme="light" className="shell-sider">
          {codesLoaded && <SideMenu />}
        </Layout.Sider>
        <Layout className="shell-main">
          {codesLoaded ? (
            <VisitedTabs>
              <Layout.Content className="shell-content">
                <ErrorBoundary key={pathname}>
                  <Suspense fallback={pageFallback}>
                    <PermissionGate />
                  </Suspense>
                </ErrorBoundary>
              </Layout.Content>
            </VisitedTabs>
          ) : (
            <Layout.Content className="shell-content">{pageFallback}</Layout.Content>
          )}
          <AppFooter />
        </Layout>
      </Layout>
      {/* Above any open dialog: a poster is drawn from a dialog's QR code. */}
      {loading && <Spin fullscreen description={CAPTURING_TEXT} style={{ zIndex: 2000 }} />}
    </Layout>
  );
}
