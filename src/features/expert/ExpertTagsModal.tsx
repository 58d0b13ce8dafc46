import { App, Form, Input, Modal } from 'antd';
import { customTagRules, requiredLabel, splitTags } from '@/shared/validation/rules';
import { useUpdateExpertTagsMutation } from './api';
import type { Expert } from './types';

interface Values {
  tags: string;
}

/** 编辑 (18-01-02): the expert's tags as comma-separated text, 2-12 characters each, 3-50 tags. */
export function ExpertTagsModal({ expert, onClose }: { expert: Expert; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [save, { isLoading }] = useUpdateExpertTagsMutation();
  const { message } = App.useApp();

  async function submit() {
    const values = await form.validateFields().catch(() => null);
    if (!values || isLoading) return;
    try {
      await save({ userId: expert.userId, tags: splitTags(values.tags) }).unwrap();
      message.success('标签修改成功');
      onClose();
    } catch {
      // The request layer showed the server's reason; the text stays for another try.
    }
  }

  return (
    <Modal
      open
      title={`编辑标签：${expert.name}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={isLoading}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ tags: expert.tags.join('，') }}>
        <Form.Item
          label="标签"
          name="tags"
          extra="多个标签用逗号分隔，每个标签2-12字，共3-50个"
          rules={[requiredLabel('标签'), ...customTagRules]}
        >
          <Input.TextArea rows={3} placeholder="如：焦虑，睡眠障碍，亲子关系" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
