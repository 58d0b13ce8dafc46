import { Space } from 'antd';
import type { ReactNode } from 'react';

/** What a Form.Item hands the field it wraps that a plain group may carry. */
export interface ChoiceFieldProps {
  id?: string;
  'aria-describedby'?: string;
  wrap?: boolean;
  children: ReactNode;
}

/**
 * The body of a form field whose value is chosen in a dialog (任务's 问卷 and 用户): what was
 * chosen and the button that opens the chooser, as one group with the field's id and its error
 * text. Not `aria-invalid`, which Form.Item adds on an error: a group has no such state, and
 * axe fails it (aria-allowed-attr, critical).
 */
export function ChoiceField({
  id,
  'aria-describedby': describedBy,
  wrap,
  children,
}: ChoiceFieldProps) {
  return (
    <Space id={id} role="group" aria-describedby={describedBy} wrap={wrap}>
      {children}
    </Space>
  );
}
