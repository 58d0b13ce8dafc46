import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

/** /retrieve-password/rp-step2 and rp-step5: the retrieval flow belongs to the account area. */
export default function RetrievePasswordPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title="找回密码：该功能暂未开放"
      subTitle="如需找回密码，请联系机构管理员重置。"
      extra={
        <Button type="primary" onClick={() => navigate('/login')}>
          返回登录
        </Button>
      }
    />
  );
}
