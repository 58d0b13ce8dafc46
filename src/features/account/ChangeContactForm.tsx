import { App, Button, Flex, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { VerifyCodeButton } from '@/shared/components/VerifyCodeButton';
import {
  email,
  mailCodeRules,
  mobileRules,
  requiredLabel,
  smsCodeRules,
} from '@/shared/validation/rules';
import {
  useSendMailCodeMutation,
  useSendMobileCodeMutation,
  useUpdateMailMutation,
  useUpdateMobileMutation,
} from './api';
import { finishCleaned } from '@/shared/validation/leadToFirstError';

interface Values {
  target: string;
  verifiCode: string;
}

const KINDS = {
  mobile: {
    label: '新手机号',
    rules: mobileRules,
    codeLabel: '验证码',
    codeRules: smsCodeRules,
    sent: '验证码发送成功',
    done: '手机号修改成功',
  },
  mail: {
    label: '新邮箱',
    rules: [requiredLabel('邮箱'), email()] as Rule[],
    codeLabel: '邮箱验证码',
    codeRules: mailCodeRules,
    sent: '邮箱验证码已发送至您的邮箱',
    done: '邮箱修改成功',
  },
} as const;

/** 修改手机号 / 修改邮箱: the new address, a code sent to it (59 s countdown), then the change. */
export function ChangeContactForm({
  kind,
  onDone,
}: {
  kind: 'mobile' | 'mail';
  onDone: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const text = KINDS[kind];
  const [sendSms] = useSendMobileCodeMutation();
  const [sendMail] = useSendMailCodeMutation();
  const [updateMobile, mobileState] = useUpdateMobileMutation();
  const [updateMail, mailState] = useUpdateMailMutation();
  const { message } = App.useApp();

  async function send(): Promise<boolean> {
    const values = await form.validateFields(['target']).catch(() => null);
    if (!values) return false;
    const target = values.target.trim();
    try {
      await (kind === 'mobile' ? sendSms({ mobile: target }) : sendMail({ mail: target })).unwrap();
      message.success(text.sent);
      return true;
    } catch {
      return false; // the server's msg is shown by the request layer
    }
  }

  async function submit(values: Values) {
    const verifiCode = values.verifiCode.trim();
    const target = values.target.trim();
    try {
      if (kind === 'mobile') await updateMobile({ mobile: target, verifiCode }).unwrap();
      else await updateMail({ mail: target, verifiCode }).unwrap();
      message.success(text.done);
      form.resetFields();
      onDone();
    } catch {
      // Shown by the request layer; what was typed stays.
    }
  }

  return (
    <Form<Values> form={form} layout="vertical" onFinish={finishCleaned(submit)}>
      <Form.Item label={text.label} name="target" rules={text.rules}>
        <Input maxLength={kind === 'mobile' ? 11 : 50} />
      </Form.Item>
      <Form.Item label={text.codeLabel} required>
        <Flex gap="small">
          <Form.Item name="verifiCode" rules={text.codeRules} noStyle>
            <Input maxLength={6} aria-label={text.codeLabel} />
          </Form.Item>
          <VerifyCodeButton onSend={send} />
        </Flex>
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        loading={mobileState.isLoading || mailState.isLoading}
      >
        确认修改
      </Button>
    </Form>
  );
}
