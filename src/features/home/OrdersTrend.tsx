import { useMemo } from 'react';
import { EChart } from '@/shared/charts/EChart';
import type { WorkbenchSummary } from './api';

/** New orders per day over the last 30 days (MM-DD on the axis). */
export function OrdersTrend({ trend }: { trend: WorkbenchSummary['trend'] }) {
  const data = useMemo(
    () => ({
      categories: trend.map((point) => point.date.slice(5)),
      series: [{ name: '新增订单', values: trend.map((point) => point.count) }],
    }),
    [trend],
  );
  return <EChart title="近30天新增订单" kind="line" data={data} />;
}
