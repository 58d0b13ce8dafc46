import { Alert, Flex } from 'antd';
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
        <Flex vertical gap={4} component="ul" style={{ margin: 0, paddingInlineStart: 16 }}>
          {orders.map((order) => (
            <li key={order.id}>
              <Link to={orderPath(order.id)}>{order.orderNo}</Link> {order.visitorName}{' '}
              {order.appointDate} {order.startTime}-{order.endTime}
              {order.seriesLabel && ` 周期预约${order.seriesLabel}`}
            </li>
          ))}
        </Flex>
      }
    />
  );
}
