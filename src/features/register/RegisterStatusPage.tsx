import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { readRegisterInfo } from '@/shared/session/storage';

interface Props {
  /** pending: /registerStep4; rejected-org: /registerStep3; rejected-expert: /expertStep3. */
  variant: 'pending' | 'rejected-org' | 'rejected-expert';
}

/**
 * Where login sends an account that is not yet usable. Correcting and resubmitting a not-passed
 * application belongs to the registration area (docs/decisions/0003-registration-pages.md).
 */
export default function RegisterStatusPage({ variant }: Props) {
  const navigate = useNavigate();
  const back = (
    <Button type="primary" key="login" onClick={() => navigate('/login')}>
      返回登录
    </Button>
  );
  if (variant === 'pending') {
    return (
      <Result
        status="info"
        title="注册申请审核中"
        subTitle="您的注册资料已提交，平台审核通过后即可登录，请耐心等待。"
        extra={back}
      />
    );
  }
  const info = readRegisterInfo();
  const who = variant === 'rejected-expert' ? '专家入驻申请' : '机构注册申请';
  return (
    <Result
      status="warning"
      title={`${who}未通过`}
      subTitle={info?.reason ? `未通过原因：${info.reason}` : '请根据审核意见修改资料后重新提交。'}
      extra={back}
    />
  );
}
