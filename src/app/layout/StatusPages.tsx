import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PageHeading } from '@/shared/components/PageHeading';

function HomeButton() {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => void navigate('/')}>
      返回首页
    </Button>
  );
}

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<PageHeading>404</PageHeading>}
      subTitle="抱歉，您访问的页面不存在。"
      extra={<HomeButton />}
    />
  );
}

export function ForbiddenPage() {
  return (
    <Result
      status="403"
      title={<PageHeading>403</PageHeading>}
      subTitle="抱歉，您无权访问此页面。"
      extra={<HomeButton />}
    />
  );
}
