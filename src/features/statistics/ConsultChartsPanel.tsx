import { Card, Col, Row } from 'antd';
import { useMemo } from 'react';
import { EChart } from '@/shared/charts/EChart';
import { useDeferredAnswer } from '@/shared/store/useDeferredAnswer';
import { useConsultChartsQuery } from './api';
import type { DateRange } from './StatRangePicker';
import { rankingData, shareData, statusData, trendData } from './statShaping';

/** The charts of 咨询统计 over the chosen range. */
export function ConsultChartsPanel({ range }: { range: DateRange }) {
  const { data } = useConsultChartsQuery({ startDate: range[0], endDate: range[1] });
  const { shown } = useDeferredAnswer(data);
  const charts = useMemo(
    () =>
      shown && {
        trend: trendData(shown.months),
        status: statusData(shown.months),
        problemTypes: shareData('订单数', shown.problemTypes),
        consultWays: shareData('订单数', shown.consultWays),
        ranking: rankingData(shown.counsellors),
      },
    [shown],
  );
  if (!charts) return null;
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
      <Col xs={24} xl={12}>
        <Card title="月度趋势" size="small">
          <EChart title="月度趋势" kind="line" data={charts.trend} />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title="各月订单状态" size="small">
          <EChart title="各月订单状态" kind="stack" data={charts.status} />
        </Card>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Card title="问题类型占比" size="small">
          <EChart title="问题类型占比" kind="pie" data={charts.problemTypes} height={320} />
        </Card>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Card title="咨询方式占比" size="small">
          <EChart title="咨询方式占比" kind="pie" data={charts.consultWays} height={320} />
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card title="咨询师排行" size="small">
          <EChart title="咨询师排行" kind="ranking" data={charts.ranking} height={320} />
        </Card>
      </Col>
    </Row>
  );
}
