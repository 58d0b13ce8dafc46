import { Form, Select } from 'antd';
import { ALL_OPTION } from '@/shared/components/SearchTable';
import { MENTAL_STATUS_LABELS } from './consultLabels';

const OPTIONS = [
  { label: '全部', value: ALL_OPTION },
  ...MENTAL_STATUS_LABELS.map((label, value) => ({ label, value })),
];

/**
 * The 心理状态 filter (param `mentalStatus`, 0 正常 / 1 关注 / 2 危机) of the counselling lists, so
 * a crisis is found the same way on each (design "Crisis": a crisis filter on every list).
 */
export function MentalStatusFilter() {
  return (
    <Form.Item label="心理状态" name="mentalStatus">
      <Select options={OPTIONS} style={{ width: 120 }} />
    </Form.Item>
  );
}
