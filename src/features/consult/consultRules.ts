/** The order pages' rules: which transition buttons show, which urge fits a status, the export's checks. */
import type { OrderAction, OrderStatus } from '@/shared/counselling/orderTransitions';
import { PERM } from '@/shared/session/permissions';
import type { ConsultOrderRow, OrderScope } from './types';

/** Each transition's button code under 06-01-01 (docs/api/counselling.md). */
export const ACTION_PERM: Record<OrderAction, string> = {
  accept: PERM.consultAccept,
  decline: PERM.consultDecline,
  reschedule: PERM.consultReschedule,
  referral: PERM.consultReferral,
  complete: PERM.consultComplete,
  confirm: PERM.consultConfirm,
  cancel: PERM.consultCancel,
  breach: PERM.consultBreach,
};

/** What an expert does on 我的订单 (issue 12, "The expert's own view"). */
export const EXPERT_ACTIONS: readonly OrderAction[] = ['accept', 'decline', 'complete', 'breach'];

/**
 * The buttons to show: the detail's `actions` (what the server allows the caller now), for staff
 * only those whose button code the identity holds, for an expert only its own four.
 */
export function visibleActions(
  actions: readonly string[],
  scope: OrderScope,
  codes: readonly string[],
): OrderAction[] {
  return actions.filter((action): action is OrderAction =>
    scope === 'expert'
      ? (EXPERT_ACTIONS as readonly string[]).includes(action)
      : action in ACTION_PERM && codes.includes(ACTION_PERM[action as OrderAction]),
  );
}

export type UrgeKind = 0 | 1 | 2;

/** The urge that fits a status: 0 urge to accept (待接单), 1 reminder (待咨询), 2 urge to confirm (待确认). */
export function urgeKindFor(status: OrderStatus): UrgeKind | undefined {
  return status === 0 || status === 1 || status === 2 ? status : undefined;
}

export const EXPORT_FILE_NAME = '咨询订单';
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
