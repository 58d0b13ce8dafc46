import { useLayoutEffect } from 'react';
import { App, ConfigProvider } from 'antd';
import { Outlet } from 'react-router-dom';
import { usePageTrail } from '@/shared/components/pageTrail';
import { setPageToaster, TOASTS_AT_A_TIME } from '@/shared/feedback/notify';
import { FIRST_ERROR } from '@/shared/validation/leadToFirstError';

/** Hands AppFrame's toast stack to the request layer before any page's effects send a request. */
function PageToaster() {
  const { message } = App.useApp();
  useLayoutEffect(() => {
    setPageToaster(message);
    return () => setPageToaster(null);
  }, [message]);
  return null;
}

/** Every form of the shell: a failed submit leads to its first invalid field. */
const FORMS = { scrollToFirstError: FIRST_ERROR };

/**
 * antd's App context (message, modal, notification) and the forms' setting for every page but
 * /login; it loads with shellRoutes, not in the login page's first load.
 */
export default function AppFrame() {
  usePageTrail();
  return (
    <ConfigProvider form={FORMS}>
      <App message={{ maxCount: TOASTS_AT_A_TIME }}>
        <PageToaster />
        <Outlet />
      </App>
    </ConfigProvider>
  );
}
