/** Organisation rules shared by the pages and the mock: status changes, delete and detail flag (shell spec §3, §4, §9). */

export type OrgStatus = 0 | 1 | 2 | 3 | 4 | 5;

/** Spec §3 status names. */
export const ORG_STATUS_NAME: Record<OrgStatus, string> = {
  0: '待审核',
  1: '未通过',
  2: '正常',
  3: '已到期',
  4: '已冻结',
  5: '未激活',
};

/** The status changes an administrator may make, from → allowed targets (the spec leaves them open; docs/api/account-org-expert-role.md). */
export const ORG_STATUS_CHANGES: Record<OrgStatus, OrgStatus[]> = {
  0: [2, 1],
  1: [0],
  2: [4, 3],
  3: [2],
  4: [2],
  5: [2],
};

export function canChangeStatus(from: OrgStatus, to: OrgStatus): boolean {
  return ORG_STATUS_CHANGES[from].includes(to);
}

const DELETE_REFUSAL = {
  hasChildren: '该机构存在下级机构，不能删除',
  thirdLevel: '第三级机构不能删除，仅可删除第三级以上的机构',
} as const;

/** Why an organisation may not be deleted, or null when it may (blocked with children; only above third level). */
export function deleteRefusal(org: { level: number; childCount: number }): string | null {
  if (org.level >= 3) return DELETE_REFUSAL.thirdLevel;
  if (org.childCount > 0) return DELETE_REFUSAL.hasChildren;
  return null;
}

/** The detail route's flag: true for a third-level node or a child that is not direct (read-only detail). */
export function detailFlag(org: { level: number; direct: boolean }): boolean {
  return org.level >= 3 || !org.direct;
}

export const THIRD_LEVEL_NO_CHILDREN = '第三级机构不能再新增下级机构';
