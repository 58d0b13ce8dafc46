/** Each transition's button code under 06-01-01 (docs/api/counselling.md): the mock checks it, the console hides by it. */
import { PERM } from '../session/permissions';
import type { OrderAction } from './orderTransitions';

export const ORDER_ACTION_CODES: Record<OrderAction, string> = {
  accept: PERM.consultAccept,
  decline: PERM.consultDecline,
  reschedule: PERM.consultReschedule,
  referral: PERM.consultReferral,
  complete: PERM.consultComplete,
  confirm: PERM.consultConfirm,
  cancel: PERM.consultCancel,
  breach: PERM.consultBreach,
};
