import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { confirmPassword, requiredLabel, settingsPassword } from '@/shared/validation/rules';
import { resetPassword } from './api';
import { useRootMessage } from '@/shared/feedback/RootMessages';

/** Step 5: the new password twice (6-18 letters and digits), then back to /login. */
export function NewPasswordStep() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The toast outlives AppFrame: the user is sent to /login right after it.
  const message = useRootMessage();
  const [busy, setBusy] = useState(false);

  async function submit({ password }: { password: string }) {
    if (busy) return;
    setBusy(true);
    try {
      await resetPassword(params.get('details') ?? '', password);
      message.success('密码修改成功');
      navigate('/login', { replace: true });
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item
        label="新密码"
        name="password"
        rules={[requiredLabel('新密码'), settingsPassword]}
        extra="6-18位字母或数字"
      >
        <Input.Password autoComplete="new-password" maxLength={18} />
      </Form.Item>
      <Form.Item
        label="确认密码"
        name="confirm"
        dependencies={['password']}
        rules={[requiredLabel('确认密码'), confirmPassword('password')]}
      >
        <Input.Password autoComplete="new-password" maxLength={18} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        确认修改
      </Button>
    </Form>
  );
}
