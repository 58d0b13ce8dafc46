import { App, Form, Input, Modal } from 'antd';
import { useApplyCooperMutation } from '@/features/cooperation/api';
import { RemoteSelect } from '@/shared/components/RemoteSelect';
import { maxInput } from '@/shared/validation/rules';
import { searchPlatformExperts } from './api';

interface Values {
  userId?: string;
  remark?: string;
}

/** 邀请专家: the organisation invites a platform expert; the invitation waits for the expert (合作申请, 待专家确认). */
export function InviteExpertModal({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [invite, { isLoading }] = useApplyCooperMutation();
  const { message } = App.useApp();

  async function submit() {
    const values = await form.validateFields().catch(() => null);
    if (!values?.userId || isLoading) return;
    try {
      await invite({ userId: values.userId, remark: values.remark?.trim() }).unwrap();
      message.success('邀请已发送');
      onClose();
    } catch {
      // The request layer showed why (e.g. 已存在进行中的合作或申请); what was chosen stays.
    }
  }

  return (
    <Modal
      open
      title="邀请专家"
      okText="发送邀请"
      cancelText="取消"
      confirmLoading={isLoading}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical">
        <Form.Item label="专家" name="userId" rules={[{ required: true, message: '请选择专家' }]}>
          <RemoteSelect fetchOptions={searchPlatformExperts} placeholder="输入专家姓名搜索" />
        </Form.Item>
        <Form.Item label="邀请说明" name="remark" rules={[maxInput(100)]}>
          <Input.TextArea rows={3} maxLength={100} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
