import { useState } from 'react';
import { App, Button, Flex, Form, Input, Radio } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { VerifyCodeButton } from '@/shared/components/VerifyCodeButton';
import { mailCodeRules, smsCodeRules } from '@/shared/validation/rules';
import { sendRetrieveCode, validVerifiCode, type VerifyWay } from './api';
import { RETRIEVE_PATH, withDetails } from './retrieveSteps';
import { finishCleaned } from '@/shared/validation/leadToFirstError';

/** Step 2: a code sent to the account's mobile or mail, checked by validVerifiCode. */
export function VerifyStep() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [way, setWay] = useState<VerifyWay>('mobile');
  const [busy, setBusy] = useState(false);
  const details = params.get('details') ?? '';

  async function send(): Promise<boolean> {
    try {
      await sendRetrieveCode(way, details);
      message.success(way === 'mobile' ? '验证码发送成功' : '邮箱验证码已发送至您的邮箱');
      return true;
    } catch {
      return false;
    }
  }

  async function submit({ verifiCode }: { verifiCode: string }) {
    if (busy) return;
    setBusy(true);
    try {
      const next = await validVerifiCode(details, way, verifiCode.trim());
      void navigate(withDetails(RETRIEVE_PATH.reset, next.details));
    } catch {
      // The server's msg (验证码错误 …) is shown by the request layer.
    } finally {
      setBusy(false);
    }
  }

  const label = way === 'mobile' ? '验证码' : '邮箱验证码';
  return (
    <Form layout="vertical" onFinish={finishCleaned(submit)} requiredMark={false}>
      <Form.Item label="验证方式">
        <Radio.Group value={way} onChange={(event) => setWay(event.target.value as VerifyWay)}>
          <Radio value="mobile">手机验证（{params.get('mobile') ?? ''}）</Radio>
          <Radio value="mail">邮箱验证（{params.get('mail') ?? ''}）</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item label={label} required>
        <Flex gap="small">
          <Form.Item
            name="verifiCode"
            rules={way === 'mobile' ? smsCodeRules : mailCodeRules}
            noStyle
          >
            <Input maxLength={6} aria-label={label} />
          </Form.Item>
          <VerifyCodeButton key={way} onSend={send} />
        </Flex>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        下一步
      </Button>
    </Form>
  );
}
