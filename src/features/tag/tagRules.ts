import { PERM } from '@/shared/session/permissions';
import type { TagType } from './types';

export type TagAction = 'edit' | 'relateCategories' | 'manageScales' | 'assignOrgs' | 'delete';

/** Assessment spec §4: custom tags (0) allow everything; quoted and purchased (1, 2) only relating categories. */
export const TAG_ACTIONS: Record<TagType, readonly TagAction[]> = {
  0: ['edit', 'relateCategories', 'manageScales', 'assignOrgs', 'delete'],
  1: ['relateCategories'],
  2: ['relateCategories'],
};

/** The button code of each action (§6). */
export const TAG_ACTION_PERM: Record<TagAction, string> = {
  edit: PERM.tagEdit,
  relateCategories: PERM.tagRelateCategories,
  manageScales: PERM.tagManageScales,
  assignOrgs: PERM.tagAssignOrg,
  delete: PERM.tagDelete,
};

export const TAG_ACTION_LABEL: Record<TagAction, string> = {
  edit: '编辑',
  relateCategories: '关联分类',
  manageScales: '管理量表',
  assignOrgs: '分配机构',
  delete: '删除',
};

export const canTag = (type: TagType, action: TagAction): boolean =>
  TAG_ACTIONS[type].includes(action);
