import { App } from 'antd';
import { Outlet } from 'react-router-dom';

/**
 * antd's App context (message, modal, notification) for every page but /login; it loads with
 * shellRoutes, not in the login page's first load.
 */
export default function AppFrame() {
  return (
    <App message={{ maxCount: 3 }}>
      <Outlet />
    </App>
  );
}
