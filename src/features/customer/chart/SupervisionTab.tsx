import { List, Spin, Typography } from 'antd';
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
      <List
        header={`共${data.rows.length}条督导记录`}
        locale={{ emptyText: '暂无督导记录' }}
        dataSource={data.rows}
        renderItem={(note) => (
          <List.Item
            extra={
              <Link to={`/consult/orders/${note.orderId}`} aria-label={`查看订单 ${note.orderNo}`}>
                {note.orderNo}
              </Link>
            }
          >
            <List.Item.Meta
              title={`${note.authorName} · ${note.time}`}
              description={`咨询师：${note.expertName} · 回复 ${note.replyCount} 条`}
            />
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
              {note.text}
            </Typography.Paragraph>
          </List.Item>
        )}
      />
    </section>
  );
}
