import { Button, Checkbox, Empty, Flex, Spin, Tag, Timeline, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Answer } from '@/shared/contract/call';
import type { cusUserTimeline } from '@/shared/contract/cusUser';
import {
  TIMELINE_KINDS,
  TIMELINE_KIND_LABELS,
  type TimelineKind,
} from '@/shared/counselling/chartLabels';
import { LoadFailure } from '@/shared/components/LoadFailure';
import { useDeferredAnswer } from '@/shared/store/useDeferredAnswer';
import { useGetCustomerTimelineQuery } from '../api';

type ChartEvent = Answer<typeof cusUserTimeline>['events'][number];

/** Each kind's dot: risks and calls stand out, the routine stays grey. */
const KIND_COLOR: Record<TimelineKind, string> = {
  order: 'blue',
  session: 'green',
  caseRecord: 'green',
  followUp: 'blue',
  hotline: 'red',
  recommendation: 'gray',
  remark: 'gray',
  measure: 'blue',
  consent: 'gray',
  referral: 'red',
  supervision: 'gray',
};

/** How many events are drawn at first and added by 加载更多: a long chart stays quick. */
const STEP = 50;

function EventTitle({ event }: { event: ChartEvent }) {
  const to =
    event.hotlineId && event.kind === 'hotline'
      ? `/consult/hotline/${event.hotlineId}`
      : event.orderId
        ? `/consult/orders/${event.orderId}`
        : '';
  return (
    <Flex gap="small" wrap align="center">
      <Typography.Text type="secondary">{event.time}</Typography.Text>
      <Tag>{TIMELINE_KIND_LABELS[event.kind]}</Tag>
      {to ? <Link to={to}>{event.title}</Link> : <span>{event.title}</span>}
    </Flex>
  );
}

/** 时间线: every event of the visitor in date order, newest first, filtered by kind. */
export function TimelineTab({ customerId }: { customerId: string }) {
  const query = useGetCustomerTimelineQuery(customerId);
  // Drawn in a deferred render (a task of 219 ms profiled); the spinner stays until then.
  const { shown: answer, drawing } = useDeferredAnswer(query.data);
  const events = useMemo(() => answer?.events ?? [], [answer]);
  const [hidden, setHidden] = useState<TimelineKind[]>([]);
  const [shown, setShown] = useState(STEP);
  const counts = useMemo(() => {
    const byKind = new Map<TimelineKind, number>();
    for (const event of events) byKind.set(event.kind, (byKind.get(event.kind) ?? 0) + 1);
    return byKind;
  }, [events]);
  if (query.isLoading || (drawing && !answer)) return <Spin />;
  if (!answer)
    return <LoadFailure error={query.error} notFound="来访者不存在" onRetry={query.refetch} />;
  const present = TIMELINE_KINDS.filter((kind) => counts.has(kind));
  const visible = events.filter((event) => !hidden.includes(event.kind));
  return (
    <Flex vertical gap="middle">
      <Checkbox.Group<TimelineKind>
        aria-label="事件类型"
        value={present.filter((kind) => !hidden.includes(kind))}
        onChange={(checked) => {
          setHidden(present.filter((kind) => !checked.includes(kind)));
          setShown(STEP);
        }}
        options={present.map((kind) => ({
          value: kind,
          label: `${TIMELINE_KIND_LABELS[kind]}（${counts.get(kind)}）`,
        }))}
      />
      {visible.length === 0 ? (
        <Empty description="暂无事件" />
      ) : (
        <>
          <Timeline
            items={visible.slice(0, shown).map((event, index) => ({
              key: `${event.time}-${index}`,
              color: KIND_COLOR[event.kind],
              title: <EventTitle event={event} />,
              content: event.detail || undefined,
            }))}
          />
          {visible.length > shown && (
            <Button type="link" onClick={() => setShown(shown + STEP)}>
              加载更多（还有 {visible.length - shown} 条）
            </Button>
          )}
        </>
      )}
    </Flex>
  );
}
