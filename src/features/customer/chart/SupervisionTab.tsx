import { Card, Empty, Flex, Spin, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { LoadFailure } from '@/shared/components/LoadFailure';
import { useListCustomerSupervisionQuery } from '@/shared/counselling/caseworkApi';

/**
 * 督导记录 on the visitor's chart: every supervision note on the visitor's orders, newest first,
 * each opening its order (the thread and replies are there). Rendered for supervisors only: the
 * reading is logged on every order listed.
 */
export function SupervisionTab({ cusUserId }: { cusUserId: string }) {
  const { data, isLoading, error, refetch } = useListCustomerSupervisionQuery(cusUserId);
  if (isLoading) return <Spin />;
  if (!data) return <LoadFailure error={error} notFound="来访者不存在" onRetry={refetch} />;
  return (
    <section aria-label="督导记录">
      <Typography.Paragraph type="secondary">共{data.rows.length}条督导记录</Typography.Paragraph>
      {data.rows.length === 0 && <Empty description="暂无督导记录" />}
      <Flex vertical gap="small">
        {data.rows.map((note) => (
          <Card
            key={note.id}
            size="small"
            title={`${note.authorName} · ${note.time}`}
            extra={
              <Link to={`/consult/orders/${note.orderId}`} aria-label={`查看订单 ${note.orderNo}`}>
                {note.orderNo}
              </Link>
            }
          >
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
              {note.text}
            </Typography.Paragraph>
            <Typography.Text type="secondary">
              咨询师：{note.expertName} · 回复 {note.replyCount} 条
            </Typography.Text>
          </Card>
        ))}
      </Flex>
    </section>
  );
}
