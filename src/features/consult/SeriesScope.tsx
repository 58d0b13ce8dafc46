import { Form, Radio } from 'antd';
import {
  SERIES_SCOPE_LABELS,
  seriesLabel,
  type SeriesScope,
} from '@/shared/counselling/seriesRule';

/** 仅本次 / 本次及之后 for cancel and 改期 of a series order; nothing for a single order. */
export function SeriesScopeField({
  order,
  action,
}: {
  order: { seriesIndex: number; seriesCount: number };
  action: string;
}) {
  if (order.seriesIndex === 0) return null;
  const options = (Object.keys(SERIES_SCOPE_LABELS) as SeriesScope[]).map((scope) => ({
    value: scope,
    label: SERIES_SCOPE_LABELS[scope],
  }));
  return (
    <Form.Item
      label={`${action}范围`}
      name="scope"
      initialValue="one"
      extra={`本单为周期预约${seriesLabel(order.seriesIndex, order.seriesCount)}；本次及之后：此后仍待接单或待咨询的各次一并${action}`}
    >
      <Radio.Group aria-label={`${action}范围`} options={options} />
    </Form.Item>
  );
}
