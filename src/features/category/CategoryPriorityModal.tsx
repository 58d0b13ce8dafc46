import { App, Form, InputNumber, Modal } from 'antd';
import { useState } from 'react';
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
  const { message } = App.useApp();
  const [form] = Form.useForm<{ sn: number }>();
  const [change] = useChangeCategoryPriorityMutation();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (saving) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await change({ id: category.id, sn: values.sn }).unwrap();
      message.success('修改成功');
      onClose();
    } catch {
      // Shown by the request layer.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={`修改优先级：${category.name}`}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
    >
      <Form form={form} layout="vertical" initialValues={{ sn: category.sn }}>
        <Form.Item label="显示优先级" name="sn" rules={priorityRules} extra="数字越小越靠前">
          <InputNumber precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
