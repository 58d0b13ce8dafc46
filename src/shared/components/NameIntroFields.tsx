import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';

export interface TextFieldSpec {
  label: string;
  rules: Rule[];
  /** The input's hard limit, shown as a counter; the rules carry the message for it. */
  maxLength: number;
}

/** A record's 名称 (one line) and 简介 (three lines), as Form.Items named `name` and `intro`. */
export function NameIntroFields({ name, intro }: { name: TextFieldSpec; intro: TextFieldSpec }) {
  return (
    <>
      <Form.Item label={name.label} name="name" rules={name.rules}>
        <Input showCount maxLength={name.maxLength} />
      </Form.Item>
      <Form.Item label={intro.label} name="intro" rules={intro.rules}>
        <Input.TextArea rows={3} showCount maxLength={intro.maxLength} />
      </Form.Item>
    </>
  );
}
