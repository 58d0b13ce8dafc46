import { PERM } from '@/shared/session/permissions';

export type CategoryAction = 'edit' | 'manageTags' | 'priority' | 'delete';

/** Assessment spec §4: normal and invalid categories both allow every action. */
export const CATEGORY_ACTIONS: readonly CategoryAction[] = [
  'edit',
  'manageTags',
  'priority',
  'delete',
];

export const CATEGORY_ACTION_PERM: Record<CategoryAction, string> = {
  edit: PERM.categoryEdit,
  manageTags: PERM.categoryManageTags,
  priority: PERM.categoryPriority,
  delete: PERM.categoryDelete,
};

export const CATEGORY_ACTION_LABEL: Record<CategoryAction, string> = {
  edit: '编辑',
  manageTags: '管理标签',
  priority: '优先级',
  delete: '删除',
};
