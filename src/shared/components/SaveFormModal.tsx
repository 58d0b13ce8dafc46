import { App, Form, Modal } from 'antd';
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useReturnFocus } from './useReturnFocus';
import { useSaving } from './useSaving';
import { validateLeading } from '@/shared/validation/leadToFirstError';

export interface SaveFormModalProps<V> {
  title: string;
  /**
   * The toast after a save: 保存成功 for a new record, 编辑成功 for an edited one, or the area's own.
   * None when `onSave` says it itself.
   */
  successText?: string;
  okText?: string;
  /** 确定 stays disabled while what the dialog needs is loading. */
  okDisabled?: boolean;
  /** The form instance, for a dialog that watches its own fields (`Form.useWatch`). */
  form?: FormInstance<V>;
  /** The form's accessible name. */
  formLabel?: string;
  width?: number;
  initialValues?: Partial<V>;
  /** The form's name: prefixes the field ids, so they stay unique beside a filter form of the same fields. */
  formName?: string;
  /** Fields sent exactly as typed (passwords); the others are trimmed, blank ones left out (0022). */
  keep?: readonly string[];
  /**
   * Sends the validated values as the platform receives them (text trimmed, blank text left out:
   * an emptied optional field is absent, which the platform reads as cleared); a rejection keeps
   * the dialog open with what was typed.
   */
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
  okDisabled,
  form: given,
  formLabel,
  width,
  initialValues,
  formName,
  keep,
  onSave,
  onClose,
  children,
}: SaveFormModalProps<V>) {
  const { message } = App.useApp();
  const [own] = Form.useForm<V>();
  const form = given ?? own;
  const { saving, buttonProps, run } = useSaving();
  useReturnFocus();
  const submit = () =>
    run(async () => {
      const values = await validateLeading(form, keep);
      await onSave(values);
      if (successText) message.success(successText);
      onClose();
    });
  return (
    <Modal
      open
      title={title}
      okText={okText}
      width={width}
      onCancel={() => {
        if (!saving) onClose();
      }}
      onOk={() => void submit()}
      okButtonProps={okDisabled ? { ...buttonProps, disabled: true } : buttonProps}
      mask={{ closable: false }}
    >
      <Form<V>
        form={form}
        name={formName}
        aria-label={formLabel}
        layout="vertical"
        initialValues={initialValues}
      >
        {children}
      </Form>
    </Modal>
  );
}
