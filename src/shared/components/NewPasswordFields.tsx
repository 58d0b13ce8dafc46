import { Form, Input } from 'antd';
import { confirmPassword, requiredLabel, settingsPassword } from '@/shared/validation/rules';

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

const passwordRules = [requiredLabel('新密码'), settingsPassword];
const confirmRules = [requiredLabel('确认密码'), confirmPassword('password')];

/** 新密码 (6-18 letters and digits) and 确认密码, as Form.Items named `password` and `confirm`. */
export function NewPasswordFields() {
  return (
    <>
      <Form.Item label="新密码" name="password" rules={passwordRules} extra="6-18位字母或数字">
        <Input.Password autoComplete="new-password" maxLength={18} />
      </Form.Item>
      <Form.Item label="确认密码" name="confirm" dependencies={['password']} rules={confirmRules}>
        <Input.Password autoComplete="new-password" maxLength={18} />
      </Form.Item>
    </>
  );
}
