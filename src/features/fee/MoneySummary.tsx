import { Descriptions } from 'antd';
import { formatYuan } from '@/shared/utils/money';

/** 合计 of every row under the filters (the mock adds them in cents), as labelled amounts. */
export function MoneySummary({ items }: { items: [label: string, yuan: number | undefined][] }) {
  return (
    <section aria-label="合计">
      <Descriptions
        size="small"
        title="合计"
        column={items.length}
        items={items.map(([label, yuan]) => ({
          key: label,
          label,
          children: <span aria-label={label}>{yuan === undefined ? '/' : formatYuan(yuan)}</span>,
        }))}
      />
    </section>
  );
}
