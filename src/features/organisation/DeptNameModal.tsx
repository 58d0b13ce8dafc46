import { App, Form, Input, Modal } from 'antd';
import { useSaving } from '@/shared/components/useSaving';
import { maxLength, requiredLabel } from '@/shared/validation/rules';
import { useSaveDeptMutation } from './api';

interface Props {
  /** Renaming this department, or adding one under `parentId` (top level when absent). */
  dept?: { id: string; name: string };
  parentId?: string;
  onClose: () => void;
}

/** 新增部门 / 重命名部门. */
export function DeptNameModal({ dept, parentId, onClose }: Props) {
  const [form] = Form.useForm<{ name: string }>();
  const [save] = useSaveDeptMutation();
  const { message } = App.useApp();
  const { buttonProps, run } = useSaving();

  async function submit() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await save(
        dept ? { id: dept.id, name: values.name.trim() } : { parentId, name: values.name.trim() },
      ).unwrap();
      message.success('保存成功');
      onClose();
    } catch {
      // Shown by the request layer.
    }
  }

  return (
    <Modal
      title={dept ? '重命名部门' : '新增部门'}
      open
      onOk={() => void run(submit)}
      onCancel={onClose}
      okButtonProps={buttonProps}
      okText="确定"
      cancelText="取消"
    >
      <Form form={form} name="deptForm" layout="vertical" initialValues={{ name: dept?.name }}>
        <Form.Item label="部门名称" name="name" rules={[requiredLabel('部门名称'), maxLength(20)]}>
          <Input maxLength={20} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
