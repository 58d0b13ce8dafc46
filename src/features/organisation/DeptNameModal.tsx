import { Form, Input } from 'antd';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
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
  const [save] = useSaveDeptMutation();
  return (
    <SaveFormModal<{ name: string }>
      title={dept ? '重命名部门' : '新增部门'}
      successText="保存成功"
      formName="deptForm"
      initialValues={{ name: dept?.name }}
      onSave={({ name }) =>
        save(dept ? { id: dept.id, name: name.trim() } : { parentId, name: name.trim() }).unwrap()
      }
      onClose={onClose}
    >
      <Form.Item label="部门名称" name="name" rules={[requiredLabel('部门名称'), maxLength(20)]}>
        <Input maxLength={20} />
      </Form.Item>
    </SaveFormModal>
  );
}
