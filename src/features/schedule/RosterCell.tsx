import { Flex, Popover, Spin, Tag, Typography } from 'antd';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/shared/counselling/orderTransitions';
import { WEEKDAY_LABELS } from '@/shared/counselling/consultLabels';
import { useListCalendarOrdersQuery } from './api';
import { rosterCell, weekdayOf, type RosterDay } from './scheduleRules';

/** The day's orders of the counsellor, asked for when the cell's popover first opens. */
function DayOrders({ expertId, date }: { expertId: string; date: string }) {
  const { data, isFetching } = useListCalendarOrdersQuery({
    expertId,
    appointStart: date,
    appointEnd: date,
  });
  if (!data) return <Spin size="small" spinning={isFetching} />;
  const orders = [...data.rows].sort((a, b) => a.startTime.localeCompare(b.startTime));
  return (
    <Flex vertical gap={4}>
      {orders.map((order) => (
        <span key={order.id}>
          {order.startTime}-{order.endTime} {order.visitorName}
          <Tag style={{ marginInlineStart: 4 }}>
            {ORDER_STATUS_LABELS[order.status as OrderStatus]}
          </Tag>
        </span>
      ))}
    </Flex>
  );
}

/**
 * A roster cell: booked/working, 休, or nothing. A day with orders is a button whose popover lists
 * them on hover or focus (issue 31: a cell's orders without opening the counsellor's calendar).
 */
export function RosterCell({ expertId, day }: { expertId: string; day: RosterDay }) {
  const text = rosterCell(day);
  if (day.booked === 0) return text;
  const weekday = WEEKDAY_LABELS[weekdayOf(day.date)];
  return (
    <Popover
      trigger={['hover', 'focus']}
      title={
        <Typography.Text strong>
          {day.date} {weekday}
        </Typography.Text>
      }
      content={<DayOrders expertId={expertId} date={day.date} />}
    >
      <button
        type="button"
        className="roster-cell"
        // The visible count first (WCAG 2.5.3, label in name), then what it counts.
        aria-label={`${text} ${day.date} ${weekday} 已约${day.booked}个时段，可约${day.working}个`}
      >
        {text}
      </button>
    </Popover>
  );
}
