import { Checkbox, Table } from 'antd';
import { WEEK_ORDER, WEEKDAY_LABELS } from '@/shared/counselling/consultLabels';
import type { TimeBucket } from '@/shared/counselling/slotRule';

export type Week = Record<string, string[]>;

interface WeekGridProps {
  buckets: TimeBucket[];
  value?: Week;
  onChange?: (week: Week) => void;
  disabled?: boolean;
}

/** Weekdays × buckets: a ticked cell is a bucket the expert works on that weekday. */
export function WeekGrid({ buckets, value = {}, onChange, disabled }: WeekGridProps) {
  const toggle = (day: string, bucketId: string, on: boolean) => {
    const ids = new Set(value[day] ?? []);
    if (on) ids.add(bucketId);
    else ids.delete(bucketId);
    onChange?.({ ...value, [day]: buckets.map((b) => b.id).filter((id) => ids.has(id)) });
  };
  return (
    <Table<TimeBucket>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={buckets}
      columns={[
        { title: '时段', width: 120, render: (_, b) => `${b.start}-${b.end}` },
        ...WEEK_ORDER.map((day) => ({
          title: WEEKDAY_LABELS[day],
          key: day,
          align: 'center' as const,
          render: (_: unknown, b: TimeBucket) => (
            <Checkbox
              aria-label={`${WEEKDAY_LABELS[day]} ${b.start}-${b.end}`}
              checked={(value[day] ?? []).includes(b.id)}
              disabled={disabled}
              onChange={(event) => toggle(day, b.id, event.target.checked)}
            />
          ),
        })),
      ]}
    />
  );
}
