import { App, Button, Form, Input } from 'antd';
import { confirmPassword, requiredLabel, settingsPassword } from '@/shared/validation/rules';
import { useUpdatePwdByIdMutation } from './api';

interface Values {
  password: string;
  confirm: string;
}

/** 修改密码 in the security settings: 6-18 letters and digits, entered twice. */
export function ChangePasswordForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const [save, { isLoading }] = useUpdatePwdByIdMutation();
  const { message } = App.useApp();

  async function submit(values: Values) {
    try {
      await save({ id: userId, password: values.password }).unwrap();
      message.success('密码修改成功');
      form.resetFields();
      onDone();
    } catch {
      // Shown by the request layer.
    }
  }

  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} aria-label="修改密码">
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
      <Button type="primary" htmlType="submit" loading={isLoading}>
        确认修改
      </Button>
    </Form>
  );
}
