import { App, Form, Modal } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { savingButtonProps } from './savingButtonProps';

export interface SaveFormModalProps<V> {
  title: string;
  /** The toast after a save: 保存成功 for a new record, 编辑成功 for an edited one, or the area's own. */
  successText: string;
  okText?: string;
  width?: number;
  initialValues?: Partial<V>;
  /** Sends the validated values; a rejection keeps the dialog open with what was typed. */
  onSave: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/** A dialog around a vertical form: validate, save once at a time, toast, close. */
export function SaveFormModal<V extends object>({
  title,
  successText,
  okText,
  width,
  initialValues,
  onSave,
  onClose,
  children,
}: SaveFormModalProps<V>) {
  const { message } = App.useApp();
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  // The guard is a ref: two clicks in one frame read the same `saving`, so both would save.
  const sending = useRef(false);
  const submit = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      const values = await form.validateFields().catch(() => undefined);
      if (!values) return;
      setSaving(true);
      await onSave(values);
      message.success(successText);
      onClose();
    } catch {
      // Shown by the request layer; what was typed or chosen stays.
    } finally {
      sending.current = false;
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      okText={okText}
      width={width}
      onCancel={() => {
        if (!sending.current) onClose();
      }}
      onOk={() => void submit()}
      okButtonProps={savingButtonProps(saving)}
      mask={{ closable: false }}
    >
      <Form<V> form={form} layout="vertical" initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}
