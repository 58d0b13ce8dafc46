/** Recurring series (周期预约): where an order stands in its series, and the sessions from it on. */
import { seriesLabel } from '../../src/shared/counselling/seriesRule';
import type { ConsultOrder, CounsellingTables } from './types';

/** 第 index/count 次 of a series order (zeros outside a series). */
export function seriesPlace(
  t: CounsellingTables,
  order: ConsultOrder,
): { seriesId: string; seriesIndex: number; seriesCount: number } {
  const series = order.seriesId ? t.series.get(order.seriesId) : undefined;
  if (!series || !order.seriesIndex) return { seriesId: '', seriesIndex: 0, seriesCount: 0 };
  return {
    seriesId: series.id,
    seriesIndex: order.seriesIndex,
    seriesCount: series.orderIds.length,
  };
}

const live = (order: ConsultOrder) => order.status === 0 || order.status === 1;

/**
 * The live sessions (待接单, 待咨询) of the order's series after it, in series order: what
 * 本次及之后 takes along besides the order itself. Empty outside a series.
 */
export function laterSessions(t: CounsellingTables, order: ConsultOrder): ConsultOrder[] {
  const series = order.seriesId ? t.series.get(order.seriesId) : undefined;
  if (!series || !order.seriesIndex) return [];
  return series.orderIds
    .slice(order.seriesIndex)
    .map((id) => t.orders.get(id))
    .filter((row): row is ConsultOrder => row !== undefined && live(row));
}

/** 第 n/N 次 of a series order, '' outside a series. */
export function seriesLabelOf(t: CounsellingTables, order: ConsultOrder): string {
  const place = seriesPlace(t, order);
  return seriesLabel(place.seriesIndex, place.seriesCount);
}
