import type { Answer, Row } from '@/shared/contract/call';
import type { getOperationLog } from '@/shared/contract/account';
import type { getUserInfo } from '@/shared/contract/session';

// The shapes are the contract's (src/shared/contract/account.ts, session.ts), named for the screens.
/** The current user as getUserInfo answers it. */
export type Profile = Answer<typeof getUserInfo>['user'];
/** Sex as the platform codes it: 0 male, 1 female, -1 secret. */
export type Sex = Profile['sex'];

export const SEX_LABEL: Record<Sex, string> = { 0: '男', 1: '女', [-1]: '保密' };

export type OperationLogEntry = Row<typeof getOperationLog>;
