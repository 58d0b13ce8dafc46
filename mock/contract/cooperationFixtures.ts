/** Fixtures of the cooperation calls (see fixtures.ts): applications and organisations of the seed. */
import type * as Cooperation from '../../src/shared/contract/cooperation';
import { invitable, some, type In } from './expertFixtures';
import type { FixtureContext } from './fixtures';

export const COOPERATION_FIXTURES = {
  listExpertApplies: (): In<typeof Cooperation.listExpertApplies> => ({
    pageNum: 1,
    pageSize: 10,
    status: '2,4',
  }),
  listOrgApplies: (): In<typeof Cooperation.listOrgApplies> => ({
    pageNum: 1,
    pageSize: 10,
    status: 0,
    name: '',
    expertType: 0,
  }),
  getCooperApply: (f: FixtureContext): In<typeof Cooperation.getCooperApply> => ({
    id: some(f.db.cooperApplies.filter((row) => row.orgId === f.orgId))[0].id,
  }),
  auditCooperApply: (f: FixtureContext): In<typeof Cooperation.auditCooperApply> => ({
    id: some(f.db.cooperApplies.filter((row) => row.orgId === f.orgId && row.status === 0))[0].id,
    agree: false,
    remark: '资质不符',
  }),
  saveCooperApply: (f: FixtureContext): In<typeof Cooperation.saveCooperApply> => ({
    userId: invitable(f),
    remark: '诚邀合作',
  }),
  listServiceOrgs: (): In<typeof Cooperation.listServiceOrgs> => ({
    pageNum: 1,
    pageSize: 10,
    name: '',
  }),
  listServiceOrgsWithData: (f: FixtureContext): In<typeof Cooperation.listServiceOrgsWithData> => ({
    pageNum: 1,
    pageSize: 1,
    id: f.orgId,
  }),
};

/** The calls of the expert's own side. */
export const COOPERATION_FIXTURE_ACCOUNTS = {
  listExpertApplies: 'expert01',
  listServiceOrgs: 'expert01',
  listServiceOrgsWithData: 'expert01',
} as const;
