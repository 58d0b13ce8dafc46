import type { OrgStatus } from './orgRules';

/** 0 comprehensive provider, 1 resource provider, 2 customer organisation. */
export type OrgKind = 0 | 1 | 2;

export const ORG_KIND_LABEL: Record<OrgKind, string> = {
  0: '综合服务机构',
  1: '资源服务机构',
  2: '客户机构',
};

export interface OrgNode {
  id: string;
  name: string;
  orgType: OrgKind;
  status: OrgStatus;
  level: number;
  children: OrgNode[];
}

export interface Org {
  id: string;
  name: string;
  orgType: OrgKind;
  areaCode: string;
  status: OrgStatus;
  statusName: string;
  createTime: string;
  bodyType: string;
  srvUserCount: number;
  /** JSON text {"r":..,"g":..,"b":..}. */
  themeColor: string;
  parentId: string | null;
  parentName: string;
  level: number;
  childCount: number;
  /** A direct child of the current organisation. */
  direct: boolean;
  contactName: string;
  contactMobile: string;
  contactMail: string;
}

export interface OrgListQuery {
  pageNum: number;
  pageSize: number;
  orgId?: string;
  name?: string;
  areaCode?: string;
}

export interface ThemeColor {
  r: number;
  g: number;
  b: number;
}

/** What saveOrg takes. */
export interface OrgDraft {
  id?: string;
  parentId?: string;
  name: string;
  orgType: OrgKind;
  areaCode: string;
  bodyType: string;
  themeColor: ThemeColor;
  contactName?: string;
  contactMobile?: string;
  contactMail?: string;
}

/** The edit of a child organisation's info (updateChildOrgInfo): the edit form's fields. */
export type ChildOrgInfo = Omit<OrgDraft, 'id' | 'parentId'> & { orgId: string };

export interface OrgAdmin {
  name: string;
  mobile: string;
  mail: string;
  accounts: Array<{ id: string; name: string; username: string }>;
}

export interface DeptNode {
  id: string;
  name: string;
  parentId: string | null;
  children: DeptNode[];
}

export interface Person {
  id: string;
  orgId: string;
  deptId: string;
  deptName: string;
  account: string;
  name: string;
  mobile: string;
  sex: 0 | 1;
  createTime: string;
}

export interface PersonDraft {
  id?: string;
  deptId: string;
  account: string;
  name: string;
  mobile: string;
  sex: 0 | 1;
}

export interface OrgApp {
  id: string;
  appId: string;
  name: string;
  type: string;
  description: string;
  createTime: string;
  orgIds: string[];
  orgNames: string[];
}
