import { Form, InputNumber } from 'antd';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { priorityRules } from '@/shared/validation/rules';
import { useChangeCategoryPriorityMutation } from './api';
import type { Category } from './types';

/** 优先级: change a category's display priority (min 0; lower shows first). */
export function CategoryPriorityModal({
  category,
  onClose,
}: {
  category: Category;
  onClose: () => void;
}) {
  const [change] = useChangeCategoryPriorityMutation();
  return (
    <SaveFormModal<{ sn: number }>
      title={`修改优先级：${category.name}`}
      successText="修改成功"
      initialValues={{ sn: category.sn }}
      onSave={({ sn }) => change({ id: category.id, sn }).unwrap()}
      onClose={onClose}
    >
      <Form.Item label="显示优先级" name="sn" rules={priorityRules} extra="数字越小越靠前">
        <InputNumber precision={0} style={{ width: 160 }} />
      </Form.Item>
    </SaveFormModal>
  );
}
