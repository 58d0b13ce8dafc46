/**
 * When a case record falls due (counselling design: written within 24 h of the session) and what
 * counts as 待写记录 (docs/api/case-records.md). 完成咨询 is where the record is written and it
 * cannot pass without one, so an order past 待咨询 has its record, or needs none (a breach, a
 * cancellation): a session is left unwritten exactly when its order is still 待咨询 once the
 * session is over.
 */
import { slotTime } from '../../src/shared/counselling/slotRule';
import { cstMs } from './hotlineEffects';
import type { ConsultOrder } from './types';

const HOUR_MS = 3_600_000;
const RECORD_DUE_HOURS = 24;

/** The end of the order's session (epoch ms). */
export const sessionEndMs = (order: ConsultOrder): number =>
  slotTime(order.appointDate, order.endTime);

/** When the order's case record is due: 24 h after the session's end. */
export const recordDueMs = (order: ConsultOrder): number =>
  sessionEndMs(order) + RECORD_DUE_HOURS * HOUR_MS;

/** 待写记录: the session ended more than 24 h ago and the order is still 待咨询 (no record). */
export const recordOverdue = (order: ConsultOrder, now: number): boolean =>
  order.status === 1 && now >= recordDueMs(order);

/** '2天3小时', '5小时', '40分钟': how long past the due time, in whole units. */
function delayText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return hours > 0 ? `${days}天${hours}小时` : `${days}天`;
  if (hours > 0) return `${hours}小时`;
  return `${Math.max(minutes, 1)}分钟`;
}

/** '逾期补写（超时 2天3小时）' for a record written after its due time, '' for one in time. */
export function lateWritingNote(order: ConsultOrder, writeTime: string): string {
  const late = cstMs(writeTime) - recordDueMs(order);
  return late > 0 ? `逾期补写（超时 ${delayText(late)}）` : '';
}
