import { Alert, Button, Card, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { readRegisterInfo } from '@/shared/session/storage';
import { ResubmitForm } from './ResubmitForm';
import './register.css';

interface Props {
  /** pending: /registerStep4; rejected-org: /registerStep3; rejected-expert: /expertStep3. */
  variant: 'pending' | 'rejected-org' | 'rejected-expert';
}

/** Where login sends an account that is not yet usable: review pending, or why it was not passed and a corrected resubmission. */
export default function RegisterStatusPage({ variant }: Props) {
  const navigate = useNavigate();
  const back = (
    <Button key="login" onClick={() => void navigate('/login')}>
      返回登录
    </Button>
  );
  if (variant === 'pending') {
    return (
      <main className="register-page">
        <Result
          status="info"
          title="注册申请审核中"
          subTitle="您的注册资料已提交，平台审核通过后即可登录，请耐心等待。"
          extra={back}
        />
      </main>
    );
  }
  const info = readRegisterInfo();
  const who = variant === 'rejected-expert' ? '专家入驻申请' : '机构注册申请';
  return (
    <main className="register-page">
      <Card className="register-card" title={`${who}未通过`} extra={back}>
        <Alert
          type="warning"
          showIcon
          title={info?.reason ? `未通过原因：${info.reason}` : '请根据审核意见修改资料后重新提交。'}
          style={{ marginBottom: 16 }}
        />
        {info ? <ResubmitForm info={info} /> : <p>登录信息已失效，请返回登录后再修改资料。</p>}
      </Card>
    </main>
  );
}
