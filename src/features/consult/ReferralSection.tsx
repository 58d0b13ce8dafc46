import { Card } from 'antd';
import { useListReferralsQuery } from '@/shared/counselling/caseworkApi';
import { ReferralTable } from '@/shared/counselling/ReferralTable';

/** 外部转介 of the order, shown once it has any (made with the page's 外部转介 button or from the chart). */
export function ReferralSection({ orderId }: { orderId: string }) {
  const { data } = useListReferralsQuery({ pageNum: 1, pageSize: 0, orderId });
  if (!data?.total) return null;
  return (
    <Card title="外部转介" size="small" style={{ marginBottom: 16 }}>
      <ReferralTable scope={{ orderId }} />
    </Card>
  );
}
