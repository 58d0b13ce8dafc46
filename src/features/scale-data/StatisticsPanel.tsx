import { Card, Col, Empty, Flex, Progress, Row, Spin, Statistic, Typography } from 'antd';
import { useGetTestStatisticsQuery } from './api';
import { EChart } from '@/shared/charts/EChart';

/** 统计: tests over time, fill status and score distribution of one scale's test records. */
export function StatisticsPanel({ formId }: { formId: string }) {
  const { data, isFetching } = useGetTestStatisticsQuery({ formId, pageNum: 1, pageSize: 10 });
  if (!data) return <Spin spinning={isFetching}>{!isFetching && <Empty />}</Spin>;
  const answeredPercent = data.total ? Math.round((data.answered / data.total) * 1000) / 10 : 0;
  return (
    <Row gutter={[16, 16]}>
      <Col span={16}>
        <Card title="测试人数（按月）" size="small">
          <EChart
            title="测试人数（按月）"
            kind="bar"
            data={{
              categories: data.byMonth.map((m) => m.month.slice(2)),
              series: [{ name: '测试人数', values: data.byMonth.map((m) => m.count) }],
            }}
          />
        </Card>
      </Col>
      <Col span={8}>
        <Card title="答题状态" size="small">
          <Flex vertical align="center" gap="small">
            <Progress
              type="dashboard"
              percent={answeredPercent}
              format={(p) => `${p}%`}
              aria-label="已作答占比"
            />
            <Typography.Text type="secondary">已作答占比</Typography.Text>
            <Flex gap="large">
              <Statistic title="已作答" value={data.answered} />
              <Statistic title="部分作答" value={data.partly} />
              <Statistic title="合计" value={data.total} />
            </Flex>
          </Flex>
        </Card>
      </Col>
      <Col span={24}>
        <Card title="得分分布（已作答）" size="small">
          <EChart
            title="得分分布"
            kind="bar"
            data={{
              categories: data.scoreBuckets.map((b) => b.range),
              series: [{ name: '人数', values: data.scoreBuckets.map((b) => b.count) }],
            }}
          />
        </Card>
      </Col>
    </Row>
  );
}
