import { Form, Input } from 'antd';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { maxLength, requiredLabel } from '@/shared/validation/rules';

/** The reason for a refusal (驳回原因). */
export function RejectModal({
  title,
  onSubmit,
  onClose,
}: {
  title: string;
  /** Sends the refusal and says how it went: false (refused, already shown) keeps the dialog open. */
  onSubmit: (remark: string) => Promise<boolean>;
  onClose: () => void;
}) {
  return (
    <SaveFormModal<{ remark: string }>
      title={title}
      formName="rejectForm"
      onSave={async ({ remark }) => {
        if (!(await onSubmit(remark.trim()))) throw new Error('refused');
      }}
      onClose={onClose}
    >
      <Form.Item label="原因" name="remark" rules={[requiredLabel('原因'), maxLength(100)]}>
        <Input.TextArea rows={3} maxLength={100} />
      </Form.Item>
    </SaveFormModal>
  );
}
