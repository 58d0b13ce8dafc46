import { App, Form, Modal } from 'antd';
import { useState, type ReactNode } from 'react';

export interface SaveFormModalProps<V> {
  title: string;
  /** Editing an existing record: the toast says 编辑成功 instead of 保存成功. */
  editing: boolean;
  initialValues?: Partial<V>;
  /** Sends the validated values; a rejection keeps the dialog open with what was typed. */
  onSave: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/** A 新增 / 编辑 dialog around a vertical form: validate, save once at a time, toast, close. */
export function SaveFormModal<V extends object>({
  title,
  editing,
  initialValues,
  onSave,
  onClose,
  children,
}: SaveFormModalProps<V>) {
  const { message } = App.useApp();
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (saving) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await onSave(values);
      message.success(editing ? '编辑成功' : '保存成功');
      onClose();
    } catch {
      // Shown by the request layer; what was typed or chosen stays.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      mask={{ closable: false }}
    >
      <Form<V> form={form} layout="vertical" initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}
