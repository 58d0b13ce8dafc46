import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '@/shared/components/PageTitle';

function HomeButton() {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => void navigate('/')}>
      返回首页
    </Button>
  );
}

/** The page header every page has (its `h1`, the route's breadcrumb), then the result. */
export function NotFoundPage() {
  return (
    <>
      <PageTitle title="页面不存在" />
      <Result
        status="404"
        title="404"
        subTitle="抱歉，您访问的页面不存在。"
        extra={<HomeButton />}
      />
    </>
  );
}

export function ForbiddenPage() {
  return (
    <>
      <PageTitle title="无权访问" />
      <Result status="403" title="403" subTitle="抱歉，您无权访问此页面。" extra={<HomeButton />} />
    </>
  );
}
