import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { accountRules } from '@/shared/validation/rules';
import { validAccount } from './api';
import { RETRIEVE_PATH, withDetails } from './retrieveSteps';
import { finishCleaned } from '@/shared/validation/leadToFirstError';

/** Step 1: which account (validAccount); the server's msg shows when it is refused. */
export function AccountStep() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function submit({ account }: { account: string }) {
    if (busy) return;
    setBusy(true);
    try {
      const check = await validAccount(account.trim());
      void navigate(
        withDetails(RETRIEVE_PATH.verify, check.details, {
          mobile: check.mobile,
          mail: check.mail,
        }),
      );
    } catch {
      // The request layer shows the server's msg (e.g. 账号不存在).
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form layout="vertical" onFinish={finishCleaned(submit)} requiredMark={false}>
      <Form.Item label="账号" name="account" rules={accountRules}>
        <Input autoComplete="username" placeholder="请输入邮箱/用户名" maxLength={50} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        下一步
      </Button>
    </Form>
  );
}
