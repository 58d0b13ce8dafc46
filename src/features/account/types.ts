import type { IdentityUser } from '@/shared/session/types';

/** Sex as the platform codes it: 0 male, 1 female, -1 secret. */
export type Sex = 0 | 1 | -1;

export const SEX_LABEL: Record<Sex, string> = { 0: '男', 1: '女', [-1]: '保密' };

/** 基本资料 as the form edits it (birthday as YYYY-MM-DD). */
export interface ProfileValues {
  name: string;
  sex: Sex;
  birthday?: string;
  areaCode?: string;
}

export type Profile = IdentityUser;

export interface OperationLogEntry {
  id: string;
  methodName: string;
  img: string;
  createTime: string;
  router: string;
  leftCode: string;
}
