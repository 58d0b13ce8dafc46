/**
 * Menu codes of the pages the organisation, department, role and task reads serve (the fixed
 * menu tree, src/shared/menu/menuTree.ts). A read needs the code of a page it serves; a call
 * several pages use accepts any of theirs.
 */
export const PAGE = {
  orgQuery: '02-01-01',
  customerOrg: '02-01-02',
  deptPeople: '02-01-03',
  orgApps: '02-01-04',
  roles: '03-01-01',
  tasks: '16-01-01',
  tags: '17-01-02',
  distribution: '17-01-05',
} as const;

/** Pages per shared read. */
export const READ_PAGES = {
  /** The organisation tree: 机构查询 and 分配应用 on 应用管理. */
  orgTree: [PAGE.orgQuery, PAGE.orgApps],
  /** Organisations below: 机构查询, and the organisation tables of 量表标签 and 量表分发. */
  childOrgs: [PAGE.orgQuery, PAGE.tags, PAGE.distribution],
  /** The department tree: 部门与人员, and the release objects of 任务管理. */
  deptTree: [PAGE.deptPeople, PAGE.tasks],
} as const;
