import { Alert, List } from 'antd';
import { Link } from 'react-router-dom';
import type { Answer } from '@/shared/contract/call';
import type * as C from '@/shared/contract/schedule';

export type AffectedOrder = Answer<typeof C.saveExpertWeek>['affectedOrders'][number];

/** The booked orders a schedule change left outside the expert's availability: they keep their slots. */
export function AffectedOrders({
  orders,
  orderPath,
}: {
  orders: AffectedOrder[];
  orderPath: (id: string) => string;
}) {
  if (orders.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={`以下${orders.length}个订单已预约，不在新的排班内，已保留其预约时段`}
      description={
        <List
          size="small"
          dataSource={orders}
          renderItem={(order) => (
            <List.Item>
              <Link to={orderPath(order.id)}>{order.orderNo}</Link>
              <span>
                {order.visitorName} {order.appointDate} {order.startTime}-{order.endTime}
              </span>
            </List.Item>
          )}
        />
      }
    />
  );
}
