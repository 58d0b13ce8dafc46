/**
 * Fixtures of the organisation calls (see fixtures.ts): organisations, departments, people and
 * apps of admin01's organisation in the seeded store, found when the call is tried (earlier
 * calls may have moved things).
 */
import type { Body, Query } from '../../src/shared/contract/call';
import type * as Dept from '../../src/shared/contract/dept';
import type * as Org from '../../src/shared/contract/organisation';
import type { Org as OrgRow } from '../core/types';
import type { FixtureContext } from './fixtures';

const some = <T>(rows: T[]): T[] => {
  if (rows.length < 1) throw new Error('the seed has too few rows for the contract fixtures');
  return rows;
};

/** The organisations under the caller's own, in id order. */
function below(f: FixtureContext): OrgRow[] {
  const within = new Set([f.orgId]);
  return [...f.db.orgs.values()]
    .sort((a, b) => Number(a.id) - Number(b.id))
    .filter((org) => {
      if (!org.parentId || !within.has(org.parentId)) return false;
      within.add(org.id);
      return true;
    });
}
const childless = (f: FixtureContext, org: OrgRow) =>
  ![...f.db.orgs.values()].some((row) => row.parentId === org.id);

/** The form of an organisation as it stands (so an edit keeps what the seed gave it). */
function formOf(org: OrgRow) {
  const { r, g, b } = JSON.parse(org.themeColor) as { r: number; g: number; b: number };
  return {
    name: org.name,
    orgType: org.orgType,
    areaCode: org.areaCode,
    bodyType: org.bodyType,
    themeColor: { r, g, b },
    contactName: org.contactName ?? '',
    contactMobile: org.contactMobile ?? '',
  };
}

const NEW_ORG = {
  name: '契约测试分中心',
  orgType: 1,
  areaCode: '440000-440300-440305',
  bodyType: '1',
  themeColor: { r: 10, g: 20, b: 30 },
  contactName: '林一',
  contactMobile: '13911112222',
  contactMail: 'contract@example.com',
} as const;

const ownDepts = (f: FixtureContext) =>
  some([...f.db.departments.values()].filter((dept) => dept.orgId === f.orgId));
const ownPeople = (f: FixtureContext) =>
  some([...f.db.people.values()].filter((person) => person.orgId === f.orgId));
const ownApp = (f: FixtureContext) =>
  some([...f.db.apps.values()].filter((app) => app.orgIds.includes(f.orgId)))[0];

type OrgQuery<K extends keyof typeof Org> = (f: FixtureContext) => Query<(typeof Org)[K]>;
type OrgBody<K extends keyof typeof Org> = (f: FixtureContext) => Body<(typeof Org)[K]>;

const orgFixtures = {
  getOrgTree: ((f) => ({ orgId: f.orgId })) as OrgQuery<'getOrgTree'>,
  listChildOrgs: (() => ({
    pageNum: 1,
    pageSize: 10,
    name: '星辰',
    type: 1,
    tagType: 'form',
  })) as OrgQuery<'listChildOrgs'>,
  listCustomOrgs: ((f) => ({
    pageNum: 1,
    pageSize: 5,
    orgId: f.orgId,
    areaCode: '440000',
  })) as OrgQuery<'listCustomOrgs'>,
  getOrgInfo: ((f) => ({ orgId: f.db.qaOrgs.resource })) as OrgQuery<'getOrgInfo'>,
  getOrgAdmin: ((f) => ({ orgId: f.db.qaOrgs.resource })) as OrgQuery<'getOrgAdmin'>,
  validOrg: ((f) => ({
    ...NEW_ORG,
    name: '契约校验分中心',
    parentId: f.orgId,
  })) as OrgBody<'validOrg'>,
  saveOrg: ((f) => ({ ...NEW_ORG, parentId: f.orgId })) as OrgBody<'saveOrg'>,
  /** The not-activated child gets an administrator mail (sendActiveMail needs one). */
  updateChildOrgInfo: ((f) => {
    const org = some(below(f).filter((row) => row.status === 5 && row.level === 2))[0];
    return { orgId: org.id, ...formOf(org), contactMail: 'activate@example.com' };
  }) as OrgBody<'updateChildOrgInfo'>,
  /** A frozen child is thawed (4 → 2). */
  updateOrgStatus: ((f) => ({
    orgId: some(below(f).filter((row) => row.status === 4))[0].id,
    status: 2,
  })) as OrgBody<'updateOrgStatus'>,
  /** A rejected (未通过) second-level organisation without children. */
  deleteOrg: ((f) => {
    const leaves = below(f).filter(
      (org) => org.level === 2 && org.status === 1 && childless(f, org),
    );
    return { orgId: some(leaves)[0].id };
  }) as OrgBody<'deleteOrg'>,
  /** A not-activated organisation with an administrator mail (saveOrg's, tried before it). */
  sendActiveMail: ((f) => ({
    orgId: some(below(f).filter((org) => org.status === 5 && org.contactMail))[0].id,
  })) as OrgBody<'sendActiveMail'>,
  agentOperate: ((f) => ({ orgId: f.db.qaOrgs.resource })) as OrgBody<'agentOperate'>,
  getTransferCandidates: (() => ({})) as OrgQuery<'getTransferCandidates'>,
  /** To operator01, the one operator of admin01's organisation (tried on a store of its own). */
  transferAdmin: ((f) => {
    const operator = [...f.db.accounts.values()].find((row) => row.username === 'operator01');
    const identity = [...f.db.identities.values()].find(
      (row) => row.userId === operator?.id && row.orgId === f.orgId,
    );
    return { identityId: identity?.id ?? '', password: 'Admin@123' };
  }) as OrgBody<'transferAdmin'>,
  listOrgApps: (() => ({ pageNum: 1, pageSize: 10, name: '' })) as OrgQuery<'listOrgApps'>,
  orgAppList: ((f) => ({ orgId: f.orgId })) as OrgQuery<'orgAppList'>,
  appDetail: ((f) => ({ appId: ownApp(f).appId })) as OrgQuery<'appDetail'>,
  /** The app goes to the caller's first child as well. */
  assignApp: ((f) => ({
    appId: ownApp(f).appId,
    orgIds: [f.db.qaOrgs.resource],
  })) as OrgBody<'assignApp'>,
};

type DeptQuery<K extends keyof typeof Dept> = (f: FixtureContext) => Query<(typeof Dept)[K]>;
type DeptBody<K extends keyof typeof Dept> = (f: FixtureContext) => Body<(typeof Dept)[K]>;

const deptFixtures = {
  getOrgDeptTree: ((f) => ({ orgId: f.orgId })) as DeptQuery<'getOrgDeptTree'>,
  saveDept: ((f) => ({
    parentId: ownDepts(f)[0].id,
    name: '契约测试部',
  })) as DeptBody<'saveDept'>,
  /** The seed's department with neither sub-departments nor people (筹备组 of the resource centre). */
  deleteDept: ((f) => {
    const depts = [...f.db.departments.values()];
    const busy = new Set([
      ...depts.map((dept) => dept.parentId),
      ...[...f.db.people.values()].map((person) => person.deptId),
    ]);
    const empty = some(
      depts.filter((dept) => dept.orgId === f.db.qaOrgs.resource && !busy.has(dept.id)),
    )[0];
    return { id: empty.id, orgId: empty.orgId };
  }) as DeptBody<'deleteDept'>,
  listPeople: ((f) => ({
    pageNum: 2,
    pageSize: 20,
    orgId: f.orgId,
    deptId: ownDepts(f)[0].id,
  })) as DeptQuery<'listPeople'>,
  personDetail: ((f) => ({ id: ownPeople(f)[0].id })) as DeptQuery<'personDetail'>,
  savePerson: ((f) => ({
    deptId: ownDepts(f)[0].id,
    account: 'contract_person01',
    name: '契约人员',
    mobile: '13900001111',
    sex: 1,
  })) as DeptBody<'savePerson'>,
  deletePerson: ((f) => ({ id: ownPeople(f).at(-1)?.id ?? '' })) as DeptBody<'deletePerson'>,
};

export const ORGANISATION_FIXTURES = {
  ...orgFixtures,
  ...deptFixtures,
};
