import type { Answer, Body } from '@/shared/contract/call';
import type { categoryDetail, saveCategory } from '@/shared/contract/category';

export { CATEGORY_MODULE } from '@/shared/assessment/assessmentLabels';

/** 1 normal, 0 invalid. */
export type CategoryStatus = Category['status'];
export const CATEGORY_STATUS_LABEL: Record<CategoryStatus, string> = { 1: '正常', 0: '无效' };

// The shapes are the contract's (src/shared/contract/category.ts), named for the screens.
export type Category = Answer<typeof categoryDetail>;
/** The whole record (add, edit); the priority-only body is the other branch of the same call. */
export type CategoryFormValues = Omit<
  Extract<Body<typeof saveCategory>, { name: string }>,
  'module'
>;
export type CategoryPriorityBody = Exclude<Body<typeof saveCategory>, { name: string }>;
