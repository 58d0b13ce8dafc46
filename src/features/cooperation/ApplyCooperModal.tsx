import { App, Form, Input, Modal } from 'antd';
import { RemoteSelect } from '@/shared/components/RemoteSelect';
import { maxInput } from '@/shared/validation/rules';
import { searchServiceOrgs, useApplyCooperMutation } from './api';

interface Values {
  orgId?: string;
  remark?: string;
}

/** 申请合作: an expert asks a service organisation to cooperate; the organisation then approves or rejects. */
export function ApplyCooperModal({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [apply, { isLoading }] = useApplyCooperMutation();
  const { message } = App.useApp();

  async function submit() {
    const values = await form.validateFields().catch(() => null);
    if (!values?.orgId || isLoading) return;
    try {
      await apply({ orgId: values.orgId, remark: values.remark?.trim() }).unwrap();
      message.success('申请已提交');
      onClose();
    } catch {
      // The request layer showed why (e.g. 已存在进行中的合作或申请); what was chosen stays.
    }
  }

  return (
    <Modal
      open
      title="申请合作"
      okText="提交申请"
      cancelText="取消"
      confirmLoading={isLoading}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          label="服务机构"
          name="orgId"
          rules={[{ required: true, message: '请选择服务机构' }]}
        >
          <RemoteSelect fetchOptions={searchServiceOrgs} placeholder="输入机构名称搜索" />
        </Form.Item>
        <Form.Item label="申请说明" name="remark" rules={[maxInput(100)]}>
          <Input.TextArea rows={3} maxLength={100} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
