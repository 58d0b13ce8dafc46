import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { cleanFormValues, tagIntroRules, tagNameRules } from '@/shared/validation/rules';
import { useSaveTagMutation } from './api';
import type { Tag, TagFormValues } from './types';

/** 新增 / 编辑标签 (name max 10, intro max 100, neither only spaces). */
export function TagFormModal({ tag, onClose }: { tag?: Tag; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TagFormValues>();
  const [saveTag] = useSaveTagMutation();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (saving) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await saveTag({ ...(cleanFormValues(values) as TagFormValues), id: tag?.id }).unwrap();
      message.success(tag ? '编辑成功' : '保存成功');
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
      title={tag ? '编辑标签' : '新增标签'}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      mask={{ closable: false }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={tag && { name: tag.name, intro: tag.intro }}
      >
        <Form.Item label="标签名称" name="name" rules={tagNameRules}>
          <Input showCount maxLength={10} />
        </Form.Item>
        <Form.Item label="标签简介" name="intro" rules={tagIntroRules}>
          <Input.TextArea rows={3} showCount maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
