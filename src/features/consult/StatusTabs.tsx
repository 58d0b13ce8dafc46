import { Tabs } from 'antd';
import { ALL_OPTION } from '@/shared/components/SearchTable';
import { ORDER_STATUS_LABELS } from '@/shared/counselling/orderTransitions';
import type { StatusTab } from './types';

/** The tabs before the first answer: the labels without counts. */
const PLACEHOLDER: StatusTab[] = [
  { status: ALL_OPTION, label: '全部', count: 0 },
  ...([0, 1, 2, 3, 4] as const).map((status) => ({
    status,
    label: ORDER_STATUS_LABELS[status],
    count: 0,
  })),
];

interface StatusTabsProps {
  counts: StatusTab[] | undefined;
  active: number;
  onChange: (status: number) => void;
}

/** 全部, 待接单 … 已取消, each with its count over the other filters. */
export function StatusTabs({ counts, active, onChange }: StatusTabsProps) {
  return (
    <Tabs
      activeKey={String(active)}
      onChange={(key) => onChange(Number(key))}
      items={(counts ?? PLACEHOLDER).map((tab) => ({
        key: String(tab.status),
        label: counts ? `${tab.label}(${tab.count})` : tab.label,
      }))}
    />
  );
}
