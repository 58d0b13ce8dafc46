import { App, Button, Form } from 'antd';
import { NewPasswordFields, type NewPasswordValues } from '@/shared/components/NewPasswordFields';
import { useUpdatePwdByIdMutation } from './api';
import { finishCleaned } from '@/shared/validation/leadToFirstError';

/** 修改密码 in the security settings: 6-18 letters and digits, entered twice. */
export function ChangePasswordForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const [form] = Form.useForm<NewPasswordValues>();
  const [save, { isLoading }] = useUpdatePwdByIdMutation();
  const { message } = App.useApp();

  async function submit(values: NewPasswordValues) {
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
    <Form<NewPasswordValues>
      form={form}
      layout="vertical"
      onFinish={finishCleaned(submit, ['password', 'confirm'])}
      aria-label="修改密码"
    >
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" loading={isLoading}>
        确认修改
      </Button>
    </Form>
  );
}
