import { Card, Steps } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { AccountStep } from './AccountStep';
import { NewPasswordStep } from './NewPasswordStep';
import { VerifyStep } from './VerifyStep';
import './register.css';

/** /retrieve-password, /retrieve-password/rp-step2 and rp-step5 (each after the first with `details`). */
export default function RetrievePasswordPage() {
  const { step } = useParams();
  const [params] = useSearchParams();
  const hasFlow = Boolean(params.get('details'));
  const current = step === 'rp-step5' && hasFlow ? 2 : step === 'rp-step2' && hasFlow ? 1 : 0;
  return (
    <main className="register-page">
      <Card className="register-card" title={<h1 style={{ fontSize: 18, margin: 0 }}>找回密码</h1>}>
        <Steps
          size="small"
          current={current}
          items={[{ title: '验证账号' }, { title: '安全验证' }, { title: '设置新密码' }]}
          style={{ marginBottom: 24 }}
        />
        {current === 0 && <AccountStep />}
        {current === 1 && <VerifyStep />}
        {current === 2 && <NewPasswordStep />}
        <p style={{ margin: '8px 0 0', textAlign: 'center' }}>
          <Link to="/login">返回登录</Link>
        </p>
      </Card>
    </main>
  );
}
