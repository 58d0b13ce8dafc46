/** The order pages' rules: which transition buttons show, which urge fits a status, the export's checks. */
import {
  TRANSITIONS,
  type OrderAction,
  type OrderStatus,
} from '@/shared/counselling/orderTransitions';
import { ORDER_ACTION_CODES } from '@/shared/counselling/orderActionCodes';
import type { ConsultOrderRow, OrderScope } from './types';

/**
 * What an expert does on 我的订单: the four (issue 12, "The expert's own view") and 改期,
 * the expert's too by the design table (its dialog reads the expert's own free slots).
 */
const EXPERT_ACTIONS: readonly OrderAction[] = [
  'accept',
  'decline',
  'reschedule',
  'complete',
  'breach',
];

/** When the buttons are drawn: the clock and the session's start (ms). */
export interface ActionTiming {
  now: number;
  startsAt: number;
}

/**
 * Whether the action may be taken at this moment: 完成咨询 and 爽约 only from the session's
 * start (the design table's "not before startTime"; the mock refuses them earlier).
 */
export const dueNow = (action: OrderAction, { now, startsAt }: ActionTiming): boolean =>
  !TRANSITIONS[action].afterStart || now >= startsAt;

/**
 * The buttons to show: the detail's `actions` (what the server allows the caller by status and
 * role), for staff only those whose button code the identity holds, for an expert only its own
 * (EXPERT_ACTIONS), and only those due now (dueNow).
 */
export function visibleActions(
  actions: readonly string[],
  scope: OrderScope,
  codes: readonly string[],
  timing: ActionTiming,
): OrderAction[] {
  return actions
    .filter((action): action is OrderAction =>
      scope === 'expert'
        ? (EXPERT_ACTIONS as readonly string[]).includes(action)
        : action in ORDER_ACTION_CODES && codes.includes(ORDER_ACTION_CODES[action as OrderAction]),
    )
    .filter((action) => dueNow(action, timing));
}

export type UrgeKind = 0 | 1 | 2;

/** The urge that fits a status: 0 urge to accept (待接单), 1 reminder (待咨询), 2 urge to confirm (待确认). */
export function urgeKindFor(status: OrderStatus): UrgeKind | undefined {
  return status === 0 || status === 1 || status === 2 ? status : undefined;
}

/** The name 导出's files carry: 咨询订单-<YYYYMMDD-HHmm>.xlsx (decision 0011). */
export const EXPORT_LIST_NAME = '咨询订单';
export const VISITOR_INFO_BAD = '来访者信息有误，无法导出';

/** Whether a row's `visitorInfo` is JSON text, as the export needs it. */
export function visitorInfoReadable(row: Pick<ConsultOrderRow, 'visitorInfo'>): boolean {
  try {
    JSON.parse(row.visitorInfo);
    return true;
  } catch {
    return false;
  }
}
