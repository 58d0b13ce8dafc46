/**
 * 新增订单 opened on a slot: the appointment calendar's free slot links here with
 * `?expertId=…&appointDate=YYYY-MM-DD&bucketId=…` (issue 31), a hotline call with its expert too.
 * What the link names is filled in; a date that is no date is left out, and the slot goes with it.
 */
import { DATE_FORMAT, moment } from '@/shared/utils/dates';
import type { EntryFormValues } from './entryForm';

export function slotPrefill(
  params: URLSearchParams,
): Pick<EntryFormValues, 'expertId' | 'appointDate' | 'bucketId'> {
  const expertId = params.get('expertId') || undefined;
  const text = params.get('appointDate');
  const appointDate =
    text && moment(text, DATE_FORMAT, true).isValid() ? moment(text, DATE_FORMAT) : undefined;
  const bucketId = (expertId && appointDate && params.get('bucketId')) || undefined;
  return {
    ...(expertId && { expertId }),
    ...(appointDate && { appointDate }),
    ...(bucketId && { bucketId }),
  };
}
