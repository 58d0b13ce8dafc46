import { Layout, Space, theme } from 'antd';
import { Link } from 'react-router-dom';
import { COPYRIGHT_TEXT, REGISTRATION_TEXT } from '@/shared/brand/brand';

/** Footer links and the pages they open (src/features/info). */
const FOOTER_LINKS = [
  { to: '/about', text: '关于我们' },
  { to: '/contact', text: '联系我们' },
  { to: '/resource-cooperation', text: '资源合作' },
  { to: '/feedback', text: '意见反馈' },
] as const;

export function AppFooter() {
  const { token } = theme.useToken();
  return (
    <Layout.Footer style={{ textAlign: 'center', padding: '12px 24px' }}>
      <Space separator="|" wrap>
        {FOOTER_LINKS.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.text}
          </Link>
        ))}
      </Space>
      <p style={{ margin: '8px 0 0', color: token.colorTextDescription }}>
        {COPYRIGHT_TEXT} {REGISTRATION_TEXT}
      </p>
    </Layout.Footer>
  );
}
