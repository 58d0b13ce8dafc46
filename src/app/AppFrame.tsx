import { App } from 'antd';
import { Outlet } from 'react-router-dom';

/** antd's App context (message, modal, notification) for every page but /login; loaded lazily. */
export default function AppFrame() {
  return (
    <App message={{ maxCount: 3 }}>
      <Outlet />
    </App>
  );
}
