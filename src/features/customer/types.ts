import type { Answer, Body, Row } from '@/shared/contract/call';
import type { cusUserDetail, listCusUsers, saveCusUser } from '@/shared/contract/cusUser';

// The shapes are the contract's (src/shared/contract/cusUser.ts), named for the screens.
export type Customer = Row<typeof listCusUsers>;
export type CustomerDetail = Answer<typeof cusUserDetail>;
export type CustomerBody = Body<typeof saveCusUser>;

export {
  SEX_LABELS as SEX_LABEL,
  MENTAL_STATUS_LABELS as MENTAL_STATUS_LABEL,
} from '@/shared/counselling/consultLabels';
export { FOLLOW_UP_STATUS_LABELS as FOLLOW_UP_STATUS_LABEL } from '@/shared/counselling/hotlineCodes';
export const MENTAL_STATUS_COLOR: Record<Customer['mentalStatus'], string> = {
  0: 'green',
  1: 'orange',
  2: 'red',
};

/** A mobile the server masked (3 + 4): the caller may not see the full number. */
export const isMasked = (mobile: string): boolean => mobile.includes('*');
