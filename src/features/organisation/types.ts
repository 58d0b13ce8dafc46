import type { Answer, Body, Row } from '@/shared/contract/call';
import type { getOrgDeptTree, listPeople, savePerson } from '@/shared/contract/dept';
import type {
  getOrgTree,
  listChildOrgs,
  listOrgApps,
  saveOrg,
} from '@/shared/contract/organisation';

/** 0 comprehensive provider, 1 resource provider, 2 customer organisation. */
export type OrgKind = Org['orgType'];

export const ORG_KIND_LABEL: Record<OrgKind, string> = {
  0: '综合服务机构',
  1: '资源服务机构',
  2: '客户机构',
};

// The shapes are the contract's (src/shared/contract/organisation.ts, dept.ts), named for the screens.
export type OrgNode = Answer<typeof getOrgTree>[number];
export type Org = Row<typeof listChildOrgs>;
/** What saveOrg takes. */
export type OrgDraft = Body<typeof saveOrg>;
export type DeptNode = Answer<typeof getOrgDeptTree>[number];
export type Person = Row<typeof listPeople>;
export type PersonDraft = Omit<Body<typeof savePerson>, 'orgId' | 'sex'> & { sex: Person['sex'] };
export type OrgApp = Row<typeof listOrgApps>;
