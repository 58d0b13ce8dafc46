import { Form, Input } from 'antd';

/** A text cell of a SearchTable's filters: the field's label, and 请输入<label> in the empty box. */
export function TextFilter({ label, name }: { label: string; name: string }) {
  return (
    <Form.Item label={label} name={name}>
      <Input allowClear placeholder={`请输入${label}`} />
    </Form.Item>
  );
}
