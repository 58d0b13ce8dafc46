import { useState } from 'react';
import { Button, Form } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { NewPasswordFields, type NewPasswordValues } from '@/shared/components/NewPasswordFields';
import { useLeaveToLogin } from '@/shared/session/useLeaveToLogin';
import { resetPassword } from './api';
import { finishCleaned } from '@/shared/validation/leadToFirstError';

/** Step 5: the new password twice (6-18 letters and digits), then back to /login. */
export function NewPasswordStep() {
  const [params] = useSearchParams();
  const leaveToLogin = useLeaveToLogin();
  const [busy, setBusy] = useState(false);

  async function submit({ password }: NewPasswordValues) {
    if (busy) return;
    setBusy(true);
    try {
      await resetPassword(params.get('details') ?? '', password);
      // Retrieval needs no login, so there is no session to end here.
      leaveToLogin('密码修改成功', { endSession: false });
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form<NewPasswordValues>
      layout="vertical"
      onFinish={finishCleaned(submit, ['password', 'confirm'])}
      requiredMark={false}
    >
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" block loading={busy}>
        确认修改
      </Button>
    </Form>
  );
}
