import { Alert, Space, Typography } from 'antd';
import { EMPTY_TEXT } from '@/shared/utils/format';
import type { ConsultOrderDetail } from './types';

type Order = Pick<ConsultOrderDetail, 'measures' | 'measureAlert'>;

/** The visitor's latest score per scale with its change against the first: `PHQ-9 16（+8）中重度`. */
export function MeasureLines({ order }: { order: Order }) {
  if (order.measures.length === 0) return <>{EMPTY_TEXT}</>;
  return (
    <Space size="middle" wrap>
      {order.measures.map((measure) => (
        <Typography.Text
          key={measure.formId}
          type={order.measureAlert ? 'danger' : undefined}
          title={`提交于 ${measure.submitTime}`}
        >
          {measure.line}
        </Typography.Text>
      ))}
    </Space>
  );
}

/** The 测评预警 a measure before this session raised (none: nothing). */
export function MeasureAlert({ order }: { order: Order }) {
  if (!order.measureAlert) return null;
  return <Alert type="warning" showIcon title={order.measureAlert} style={{ marginBottom: 16 }} />;
}
