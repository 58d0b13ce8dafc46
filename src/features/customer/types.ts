import type { Answer, Body, Row } from '@/shared/contract/call';
import type { cusUserDetail, listCusUsers, saveCusUser } from '@/shared/contract/cusUser';

// The shapes are the contract's (src/shared/contract/cusUser.ts), named for the screens.
export type Customer = Row<typeof listCusUsers>;
export type CustomerDetail = Answer<typeof cusUserDetail>;
export type CustomerBody = Body<typeof saveCusUser>;

export const SEX_LABEL: Record<Customer['sex'], string> = { 0: '男', 1: '女' };
export const MENTAL_STATUS_LABEL: Record<Customer['mentalStatus'], string> = {
  0: '正常',
  1: '关注',
  2: '危机',
};
export const MENTAL_STATUS_COLOR: Record<Customer['mentalStatus'], string> = {
  0: 'green',
  1: 'orange',
  2: 'red',
};
export const FOLLOW_UP_STATUS_LABEL: Record<number, string> = {
  0: '待回访',
  1: '已回访',
  2: '无法联系',
};

/** A mobile the server masked (3 + 4): the caller may not see the full number. */
export const isMasked = (mobile: string): boolean => mobile.includes('*');
