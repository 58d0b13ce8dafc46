import { Button, Card, Col, Empty, Flex, Row, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/shared/counselling/orderTransitions';
import { addDays, cstDate } from '@/shared/counselling/slotRule';
import { WEEK_ORDER, WEEKDAY_LABELS } from '@/shared/counselling/consultLabels';
import { useListCalendarOrdersQuery } from './api';
import { weekOf } from './scheduleRules';

/** 预约日历: one week of the expert's orders, a column per day; an order opens its detail. */
export function AppointmentCalendar({ expertId }: { expertId: string }) {
  const navigate = useNavigate();
  const [today] = useState(() => cstDate(Date.now()));
  const [monday, setMonday] = useState(() => weekOf(today)[0]);
  const sunday = addDays(monday, 6);
  const { data, isFetching } = useListCalendarOrdersQuery({
    expertId,
    appointStart: monday,
    appointEnd: sunday,
  });
  const orders = [...(data?.rows ?? [])].sort((a, b) => a.startTime.localeCompare(b.startTime));
  return (
    <>
      <Flex align="center" gap="small" style={{ marginBottom: 12 }}>
        <Button onClick={() => setMonday(addDays(monday, -7))}>上一周</Button>
        <Button onClick={() => setMonday(weekOf(today)[0])}>本周</Button>
        <Button onClick={() => setMonday(addDays(monday, 7))}>下一周</Button>
        <Typography.Text strong>
          {monday} 至 {sunday}
        </Typography.Text>
        {isFetching && <Spin size="small" />}
      </Flex>
      <Row gutter={8} wrap={false} style={{ overflowX: 'auto' }}>
        {WEEK_ORDER.map((day, index) => {
          const date = addDays(monday, index);
          const mine = orders.filter((order) => order.appointDate === date);
          return (
            <Col key={day} flex="1 0 140px">
              <Card
                size="small"
                title={`${WEEKDAY_LABELS[day]} ${date.slice(5)}`}
                aria-label={date}
              >
                {mine.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="无预约" />
                ) : (
                  <Flex vertical gap={4}>
                    {mine.map((order) => (
                      <Button
                        key={order.id}
                        size="small"
                        type={order.status === 4 ? 'text' : 'default'}
                        danger={order.mentalStatus === 2}
                        onClick={() => void navigate(`/consult/orders/${order.id}`)}
                      >
                        {order.startTime} {order.visitorName}
                        <Tag style={{ marginInlineStart: 4 }}>
                          {ORDER_STATUS_LABELS[order.status as OrderStatus]}
                        </Tag>
                      </Button>
                    ))}
                  </Flex>
                )}
              </Card>
            </Col>
          );
        })}
      </Row>
    </>
  );
}
