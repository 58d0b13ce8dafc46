import { Form, InputNumber, Radio } from 'antd';
import { priorityRules, statusRules } from '@/shared/validation/rules';

const STATUS_OPTIONS = [
  { value: 1, label: '正常' },
  { value: 0, label: '无效' },
];

/** 状态 (1 正常 / 0 无效, field `status`) and a display priority (min 0, smaller comes first). */
export function StatusPriorityFields({
  priorityLabel,
  priorityName,
}: {
  priorityLabel: string;
  /** The priority's field name in the area's form values. */
  priorityName: string;
}) {
  return (
    <>
      <Form.Item label="状态" name="status" rules={statusRules}>
        <Radio.Group options={STATUS_OPTIONS} />
      </Form.Item>
      <Form.Item
        label={priorityLabel}
        name={priorityName}
        rules={priorityRules}
        extra="数字越小越靠前"
      >
        <InputNumber precision={0} style={{ width: 160 }} />
      </Form.Item>
    </>
  );
}
