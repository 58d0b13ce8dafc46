import { App, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import {
  categoryIntroRules,
  categoryNameRules,
  cleanFormValues,
  priorityRules,
  statusRules,
} from '@/shared/validation/rules';
import { useSaveCategoryMutation } from './api';
import type { Category, CategoryFormValues } from './types';

/** 新增 / 编辑分类 (name max 4, intro max 100, status, display priority min 0). */
export function CategoryFormModal({
  category,
  onClose,
}: {
  category?: Category;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<CategoryFormValues>();
  const [save] = useSaveCategoryMutation();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (saving) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await save({ ...(cleanFormValues(values) as CategoryFormValues), id: category?.id }).unwrap();
      message.success(category ? '编辑成功' : '保存成功');
      onClose();
    } catch {
      // Shown by the request layer; the typed text stays.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={category ? '编辑分类' : '新增分类'}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      mask={{ closable: false }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          category
            ? {
                name: category.name,
                intro: category.intro,
                status: category.status,
                sn: category.sn,
              }
            : { status: 1 }
        }
      >
        <Form.Item label="分类名称" name="name" rules={categoryNameRules}>
          <Input showCount maxLength={4} />
        </Form.Item>
        <Form.Item label="分类简介" name="intro" rules={categoryIntroRules}>
          <Input.TextArea rows={3} showCount maxLength={100} />
        </Form.Item>
        <Form.Item label="状态" name="status" rules={statusRules}>
          <Radio.Group
            options={[
              { value: 1, label: '正常' },
              { value: 0, label: '无效' },
            ]}
          />
        </Form.Item>
        <Form.Item label="显示优先级" name="sn" rules={priorityRules} extra="数字越小越靠前">
          <InputNumber precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
