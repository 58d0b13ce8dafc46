import { PERM } from '@/shared/session/permissions';
import type { RecommendStatus } from './types';

export type RecommendAction = 'edit' | 'delete';

/** Assessment spec §4: invalid and normal allow edit and delete; expired allows delete only. */
export const RECOMMEND_ACTIONS: Record<RecommendStatus, readonly RecommendAction[]> = {
  0: ['edit', 'delete'],
  1: ['edit', 'delete'],
  2: ['delete'],
};

/** §6: recommendation edit and delete reuse the category codes. */
export const RECOMMEND_ACTION_PERM: Record<RecommendAction, string> = {
  edit: PERM.recommendationEdit,
  delete: PERM.recommendationDelete,
};
