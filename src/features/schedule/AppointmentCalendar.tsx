import { App, Button, Flex, Modal, Segmented, Spin, Typography } from 'antd';
import {
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { WEEKDAY_LABELS } from '@/shared/counselling/consultLabels';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/shared/counselling/orderTransitions';
import { cstDate } from '@/shared/counselling/slotRule';
import { useGetScheduleCalendarQuery, useRescheduleOrderMutation } from './api';
import {
  datesOf,
  daySlots,
  movable,
  ordersByDate,
  stepAnchor,
  viewRange,
  type CalendarExpert,
  type CalendarOrder,
  type CalendarView,
} from './calendarRules';
import { weekdayOf } from './scheduleRules';
import './calendar.css';

/** A free slot an order may move to or be booked in. */
interface Target {
  expertId: string;
  date: string;
  bucketId: string;
  start: string;
  end: string;
}

const STEP_LABELS: Record<CalendarView, [string, string, string]> = {
  day: ['前一天', '今天', '后一天'],
  week: ['上一周', '本周', '下一周'],
  month: ['上个月', '本月', '下个月'],
};

const HINT_ID = 'appointment-calendar-hint';

const orderName = (order: CalendarOrder) =>
  `${order.startTime} ${order.visitorName} ${ORDER_STATUS_LABELS[order.status as OrderStatus]} ${order.appointDate}`;

/**
 * 预约日历: one counsellor's day, week or month (`expertId`), or the organisation's counsellors
 * side by side for a day or a week. Orders show in their status colour, free slots as buttons,
 * rest days and extra work days marked. A 待咨询 order moves by dragging it onto a free slot of
 * its counsellor, or from the keyboard (space on the order, then Enter on the slot); either way
 * a confirmation shows the old and new time, then 改期 is sent. A free slot opens 新增订单 with
 * the counsellor, date and slot filled.
 */
export default function AppointmentCalendar({
  expertId,
  initialView = expertId ? 'week' : 'day',
}: {
  expertId?: string;
  initialView?: CalendarView;
}) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [today] = useState(() => cstDate(Date.now()));
  const [view, setView] = useState<CalendarView>(initialView);
  const [anchor, setAnchor] = useState(today);
  const [start, end] = viewRange(view, anchor);
  const { data, isFetching } = useGetScheduleCalendarQuery({ start, end, expertId });
  const [moving, setMoving] = useState<CalendarOrder>();
  const [confirm, setConfirm] = useState<{ order: CalendarOrder; target: Target }>();
  /** The order to focus once the confirmation is gone, at its new slot (`at`) after a move. */
  const [focusOrder, setFocusOrder] = useState<{ id: string; at?: string }>();
  const [dialogGone, setDialogGone] = useState(true);
  const [reschedule, { isLoading: saving }] = useRescheduleOrderMutation();
  const root = useRef<HTMLDivElement>(null);
  const lifted = useRef(false);
  const [announce, setAnnounce] = useState('');

  // A busy week is some 2,000 buttons: drawn as a deferred render, which React splits into short
  // tasks, instead of one long task when the answer arrives (issue 31's 100 ms budget). The grid
  // takes its dates from the answer it draws, so heads and cells always agree.
  const shown = useDeferredValue(data);
  const dates = useMemo(
    () => shown?.[0]?.days.map((day) => day.date) ?? datesOf(start, end),
    [shown, start, end],
  );
  const rows = useMemo(
    () => (shown ?? []).map((expert) => ({ expert, byDate: ordersByDate(expert) })),
    [shown],
  );

  // Focus goes back to the order, once the confirmation has closed, and after a move once the
  // calendar has refetched and drawn it at its new slot.
  useEffect(() => {
    if (!focusOrder || !dialogGone) return;
    const at = focusOrder.at ? `[data-at="${focusOrder.at}"]` : '';
    const chip = root.current?.querySelector<HTMLElement>(
      `[data-order-id="${focusOrder.id}"]${at}`,
    );
    if (chip) {
      chip.focus();
      setFocusOrder(undefined);
    }
  }, [focusOrder, dialogGone, shown]);

  const expertOf = (order: CalendarOrder) =>
    data?.find((expert) => expert.orders.some((one) => one.id === order.id));

  const lift = (order: CalendarOrder) => {
    setMoving(order);
    setAnnounce(
      `已选中 ${order.visitorName} ${order.appointDate} ${order.startTime} 的订单：到该咨询师的空闲时段按回车放下，Esc 取消`,
    );
  };
  const drop = (order: CalendarOrder, target: Target) => {
    setMoving(undefined);
    setDialogGone(false);
    setConfirm({ order, target });
  };
  const cancelMove = () => {
    if (moving) setFocusOrder({ id: moving.id });
    setMoving(undefined);
    setAnnounce('已取消改期');
  };

  const onOrderKeyDown = (event: KeyboardEvent, order: CalendarOrder) => {
    if (event.key === 'Escape' && moving) {
      event.preventDefault();
      // Only the move ends, not the drawer around the calendar.
      event.stopPropagation();
      cancelMove();
      return;
    }
    if (event.key !== ' ' || !movable(order)) return;
    event.preventDefault();
    lifted.current = true;
    if (moving?.id === order.id) cancelMove();
    else lift(order);
  };

  const book = (target: Target) => {
    const params = new URLSearchParams({
      expertId: target.expertId,
      appointDate: target.date,
      bucketId: target.bucketId,
    });
    void navigate(`/consult/orders/new?${params.toString()}`);
  };

  const onFree = (target: Target) => {
    if (moving) {
      if (expertOf(moving)?.expertId === target.expertId) drop(moving, target);
      return;
    }
    book(target);
  };

  const send = async () => {
    if (!confirm) return;
    const { order, target } = confirm;
    try {
      await reschedule({
        action: 'reschedule',
        id: order.id,
        version: order.version,
        appointDate: target.date,
        bucketId: target.bucketId,
      }).unwrap();
      message.success('改期成功');
      setFocusOrder({ id: order.id, at: `${target.date}|${target.bucketId}` });
      setAnnounce(`已改期至 ${target.date} ${target.start}`);
    } catch {
      // The refusal is shown by the request layer; the order stays where it was.
      setFocusOrder({ id: order.id });
    } finally {
      setConfirm(undefined);
    }
  };

  const [back, now, on] = STEP_LABELS[view];
  const movingExpert = moving ? expertOf(moving)?.expertId : undefined;
  const month = view === 'month';

  const renderDay = (
    row: { expert: CalendarExpert; byDate: Map<string, CalendarOrder[]> },
    index: number,
    date: string,
  ) => {
    const { expert } = row;
    const day = expert.days[index];
    if (!day) return null;
    const slots = daySlots(expert, day, row.byDate.get(date) ?? []);
    const outside = month && date.slice(0, 7) !== anchor.slice(0, 7);
    return (
      <div
        key={`${expert.expertId}|${date}`}
        className={[
          'cal-cell',
          day.override === 1 ? 'cal-rest' : '',
          date === today ? 'cal-today' : '',
          outside ? 'cal-outside' : '',
        ].join(' ')}
        role="cell"
        aria-label={`${expert.name} ${date}`}
      >
        {month && <div className="cal-cell-date">{Number(date.slice(8))}</div>}
        {day.override === 1 && <span className="cal-mark cal-mark-rest">休</span>}
        {day.override === 0 && <span className="cal-mark cal-mark-extra">加班</span>}
        {day.working.length === 0 && slots.length === 0 && day.override === null && (
          <span className="cal-off">未排班</span>
        )}
        {slots.map((slot) => {
          if (slot.kind === 'order') {
            const { order } = slot;
            const canMove = movable(order);
            return (
              <button
                key={order.id}
                type="button"
                data-order-id={order.id}
                data-at={`${order.appointDate}|${order.bucketId}`}
                className={`cal-order cal-status-${order.status}${moving?.id === order.id ? ' cal-lifted' : ''}${order.mentalStatus === 2 ? ' cal-crisis' : ''}`}
                draggable={canMove}
                aria-pressed={canMove ? moving?.id === order.id : undefined}
                aria-describedby={canMove ? HINT_ID : undefined}
                aria-label={orderName(order)}
                title={`${order.startTime}-${order.endTime} ${order.visitorName}（${ORDER_STATUS_LABELS[order.status as OrderStatus]}）`}
                onDragStart={(event: DragEvent) => {
                  event.dataTransfer.setData('text/plain', order.id);
                  event.dataTransfer.effectAllowed = 'move';
                  setMoving(order);
                }}
                // A drag dropped anywhere but a slot puts the order down.
                onDragEnd={() => setMoving(undefined)}
                onKeyDown={(event) => onOrderKeyDown(event, order)}
                onKeyUp={(event) => {
                  if (event.key !== ' ') return;
                  // No click for the space that lifted the order (a browser that still sends one
                  // sends it now); the next click opens the order again.
                  event.preventDefault();
                  window.setTimeout(() => (lifted.current = false));
                }}
                onClick={() => {
                  if (lifted.current) {
                    lifted.current = false;
                    return;
                  }
                  void navigate(`/consult/orders/${order.id}`);
                }}
              >
                {order.startTime} {order.visitorName}
              </button>
            );
          }
          const target: Target = {
            expertId: expert.expertId,
            date,
            bucketId: slot.bucket.id,
            start: slot.bucket.start,
            end: slot.bucket.end,
          };
          const dropHere = movingExpert === expert.expertId;
          return (
            <button
              key={slot.bucket.id}
              type="button"
              className={`cal-free${dropHere ? ' cal-drop' : ''}`}
              // The visible text first (WCAG 2.5.3, label in name), then what a click does.
              aria-label={
                dropHere
                  ? `${slot.bucket.start} 空闲 改期到 ${date} ${slot.bucket.start}-${slot.bucket.end}`
                  : `${slot.bucket.start} 空闲 ${date} ${slot.bucket.start}-${slot.bucket.end} ${expert.name}，预约`
              }
              onDragOver={(event) => {
                if (dropHere) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (moving && dropHere) drop(moving, target);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && moving) {
                  event.preventDefault();
                  event.stopPropagation();
                  cancelMove();
                }
              }}
              onClick={() => onFree(target)}
            >
              {slot.bucket.start} 空闲
            </button>
          );
        })}
      </div>
    );
  };

  const dayHead = (date: string) => (
    <div
      key={date}
      role="columnheader"
      className={date === today ? 'cal-head cal-head-today' : 'cal-head'}
    >
      {!month && `${date.slice(5)} `}
      {WEEKDAY_LABELS[weekdayOf(date)]}
      {date === today && <span className="cal-today-tag">今天</span>}
    </div>
  );

  const columns = month ? 7 : dates.length;
  const named = !expertId;
  return (
    <div ref={root} className="cal">
      <Flex align="center" gap="small" wrap style={{ marginBottom: 8 }}>
        <Segmented<CalendarView>
          aria-label="日历视图"
          value={view}
          onChange={setView}
          options={
            expertId
              ? [
                  { label: '日', value: 'day' },
                  { label: '周', value: 'week' },
                  { label: '月', value: 'month' },
                ]
              : [
                  { label: '日', value: 'day' },
                  { label: '周', value: 'week' },
                ]
          }
        />
        <Button onClick={() => setAnchor(stepAnchor(view, anchor, -1))}>{back}</Button>
        <Button onClick={() => setAnchor(today)}>{now}</Button>
        <Button onClick={() => setAnchor(stepAnchor(view, anchor, 1))}>{on}</Button>
        <Typography.Text strong>
          {view === 'month' ? anchor.slice(0, 7) : start === end ? start : `${start} 至 ${end}`}
        </Typography.Text>
        {(isFetching || shown !== data) && <Spin size="small" />}
      </Flex>
      <ul className="cal-legend" aria-label="图例">
        {([0, 1, 2, 3, 4] as OrderStatus[]).map((status) => (
          <li key={status}>
            <span className={`cal-swatch cal-status-${status}`} />
            {ORDER_STATUS_LABELS[status]}
          </li>
        ))}
        <li>
          <span className="cal-swatch cal-free-swatch" />
          空闲（点击预约）
        </li>
        <li>
          <span className="cal-mark cal-mark-rest">休</span>休息调整
        </li>
        <li>
          <span className="cal-mark cal-mark-extra">加班</span>加班调整
        </li>
      </ul>
      <p id={HINT_ID} className="cal-hint">
        拖动待咨询的订单到该咨询师的空闲时段即可改期；键盘：在订单上按空格选中，再在空闲时段上按回车放下，Esc
        取消。
      </p>
      <div className="cal-live" aria-live="polite">
        {announce}
      </div>
      <div
        role="table"
        aria-label="预约日历"
        aria-busy={isFetching || shown !== data}
        className={`cal-grid${month ? ' cal-month' : ''}`}
        style={{
          gridTemplateColumns: `${named ? '96px ' : ''}repeat(${columns}, minmax(0, 1fr))`,
        }}
      >
        <div role="row" className="cal-row">
          {named && (
            <div role="columnheader" className="cal-head">
              咨询师
            </div>
          )}
          {dates.slice(0, columns).map(dayHead)}
        </div>
        {month
          ? rows.flatMap((row) =>
              Array.from({ length: dates.length / 7 }, (_, week) => (
                <div role="row" className="cal-row" key={`${row.expert.expertId}|${week}`}>
                  {dates
                    .slice(week * 7, week * 7 + 7)
                    .map((date, day) => renderDay(row, week * 7 + day, date))}
                </div>
              )),
            )
          : rows.map((row) => (
              <div role="row" className="cal-row" key={row.expert.expertId}>
                {named && (
                  <div role="rowheader" className="cal-name">
                    {row.expert.name}
                  </div>
                )}
                {dates.map((date, index) => renderDay(row, index, date))}
              </div>
            ))}
      </div>
      <Modal
        open={confirm !== undefined}
        title="确认改期"
        okText="确认改期"
        confirmLoading={saving}
        onOk={() => void send()}
        onCancel={() => {
          if (confirm) setFocusOrder({ id: confirm.order.id });
          setConfirm(undefined);
        }}
        afterClose={() => setDialogGone(true)}
        // The calendar puts focus on the order itself (it may have moved meanwhile).
        focusable={{ focusTriggerAfterClose: false }}
        destroyOnHidden
      >
        {confirm && (
          <dl className="cal-confirm">
            <dt>来访者</dt>
            <dd>{confirm.order.visitorName}</dd>
            <dt>原时间</dt>
            <dd>
              {confirm.order.appointDate} {WEEKDAY_LABELS[weekdayOf(confirm.order.appointDate)]}{' '}
              {confirm.order.startTime}-{confirm.order.endTime}
            </dd>
            <dt>新时间</dt>
            <dd>
              {confirm.target.date} {WEEKDAY_LABELS[weekdayOf(confirm.target.date)]}{' '}
              {confirm.target.start}-{confirm.target.end}
            </dd>
          </dl>
        )}
      </Modal>
    </div>
  );
}
