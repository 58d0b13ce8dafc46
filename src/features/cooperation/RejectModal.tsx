import { Form, Input, Modal } from 'antd';
import { useSaving } from '@/shared/components/useSaving';
import { maxLength, requiredLabel } from '@/shared/validation/rules';

/** The reason for a refusal (驳回原因). */
export function RejectModal({
  title,
  onSubmit,
  onClose,
}: {
  title: string;
  onSubmit: (remark: string) => Promise<void>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ remark: string }>();
  const { buttonProps, run } = useSaving();
  async function submit() {
    const values = await form.validateFields().catch(() => null);
    if (values) await onSubmit(values.remark.trim());
  }
  return (
    <Modal
      title={title}
      open
      onOk={() => void run(submit)}
      onCancel={onClose}
      okButtonProps={buttonProps}
      okText="确定"
      cancelText="取消"
    >
      <Form form={form} name="rejectForm" layout="vertical">
        <Form.Item label="原因" name="remark" rules={[requiredLabel('原因'), maxLength(100)]}>
          <Input.TextArea rows={3} maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
