import type { TagBrief } from '@/features/tag/types';

/** 1 normal, 0 invalid. */
export type CategoryStatus = 0 | 1;
export const CATEGORY_STATUS_LABEL: Record<CategoryStatus, string> = { 1: '正常', 0: '无效' };
export const CATEGORY_MODULE = 'eval_form';

export interface CategoryBrief {
  id: string;
  name: string;
  status: CategoryStatus;
}

export interface Category extends CategoryBrief {
  intro: string;
  sn: number;
  tagCount: number;
  reTagList: TagBrief[];
  createTime: string;
  updateTime: string;
}

export interface CategoryFormValues {
  id?: string;
  name: string;
  intro: string;
  status: CategoryStatus;
  sn: number;
}
