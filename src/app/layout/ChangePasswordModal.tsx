import { Form, Input, Modal } from 'antd';
import { useAppSelector } from '@/shared/store/hooks';
import { useSaving } from '@/shared/components/useSaving';
import { updatePassword } from '@/shared/session/sessionApi';
import { selectUserDetails } from '@/shared/session/sessionSlice';
import { useLeaveToLogin } from '@/shared/session/useLeaveToLogin';
import { requiredLabel, settingsPassword } from '@/shared/validation/rules';
import { validateLeading } from '@/shared/validation/leadToFirstError';

interface Values {
  oldPwd: string;
  password: string;
}

/** The avatar menu's 修改密码 dialog; a changed password logs the user out to log in again with it. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { saving, buttonProps, run } = useSaving();
  const user = useAppSelector(selectUserDetails);
  const leaveToLogin = useLeaveToLogin();

  // 10005 and other refusals are shown by the request layer; the dialog keeps what was typed.
  const save = () =>
    run(async () => {
      if (!user) return;
      const values = await validateLeading(form, ['oldPwd', 'password']);
      await updatePassword({ id: user.id, oldPwd: values.oldPwd, password: values.password });
      onClose();
      leaveToLogin('设置成功');
    });

  return (
    <Modal
      title="修改密码"
      open={open}
      okText="确定"
      cancelText="取消"
      okButtonProps={buttonProps}
      onOk={() => void save()}
      onCancel={() => {
        if (!saving) onClose();
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item label="原密码" name="oldPwd" rules={[requiredLabel('原密码')]}>
          <Input.Password autoComplete="current-password" maxLength={32} />
        </Form.Item>
        <Form.Item
          label="新密码"
          name="password"
          rules={[requiredLabel('新密码'), settingsPassword]}
        >
          <Input.Password autoComplete="new-password" maxLength={18} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
