import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

function HomeButton() {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate('/')}>
      返回首页
    </Button>
  );
}

export function NotFoundPage() {
  return <Result status="404" title="404" subTitle="抱歉，您访问的页面不存在。" extra={<HomeButton />} />;
}

export function ForbiddenPage() {
  return <Result status="403" title="403" subTitle="抱歉，您无权访问此页面。" extra={<HomeButton />} />;
}

