/**
 * Fixtures of the expert calls (see fixtures.ts): cooperations and experts of the seeded store.
 * Calls that change a cooperation take a listener, whom no counselling fixture schedules.
 */
import type { Body, Query } from '../../src/shared/contract/call';
import type * as Expert from '../../src/shared/contract/expert';
import type { CooperApply } from '../core/types';
import type { FixtureContext } from './fixtures';

export type In<C> = Query<C> | Body<C>;

export const some = <T>(rows: T[]): T[] => {
  if (rows.length < 2) throw new Error('the seed has too few rows for the contract fixtures');
  return rows;
};

/** The organisation's cooperations (status 1), counsellors (0) or listeners (1). */
const cooperating = (f: FixtureContext, expertType: 0 | 1): CooperApply[] =>
  some(
    f.db.cooperApplies.filter(
      (row) => row.orgId === f.orgId && row.status === 1 && row.expertType === expertType,
    ),
  );
const listener = (f: FixtureContext) => cooperating(f, 1)[0].expertUserId;
const byUser = (userId: string) => ({ userId });

/** An active expert with no open cooperation or application with the organisation. */
export function invitable(f: FixtureContext): string {
  const taken = new Set(
    f.db.cooperApplies
      .filter((row) => row.orgId === f.orgId && [0, 1, 2].includes(row.status))
      .map((row) => row.expertUserId),
  );
  const found = [...f.db.expertProfiles.keys()].find(
    (userId) => !taken.has(userId) && f.db.accounts.get(userId)?.status === 2,
  );
  if (!found) throw new Error('the seed has no expert to invite');
  return found;
}

export const EXPERT_FIXTURES = {
  listCooperExperts: (): In<typeof Expert.listCooperExperts> => ({
    pageNum: 1,
    pageSize: 20,
    name: '',
    expertType: 0,
    show: 1,
  }),
  counselorDetail: (f: FixtureContext) => byUser(cooperating(f, 0)[0].expertUserId),
  audienterDetail: (f: FixtureContext) => byUser(listener(f)),
  counselorSettings: (f: FixtureContext) => byUser(cooperating(f, 0)[0].expertUserId),
  audienterSettings: (f: FixtureContext) => byUser(listener(f)),
  listPlatformExperts: (): In<typeof Expert.listPlatformExperts> => ({
    pageNum: 1,
    pageSize: 10,
    expertType: 0,
  }),
  faceAddressList: (f: FixtureContext) => byUser(cooperating(f, 0)[0].expertUserId),
  expertTypeAndInfo: (f: FixtureContext) => byUser(cooperating(f, 1)[1].expertUserId),
  expertTypes: (f: FixtureContext) => byUser(cooperating(f, 0)[1].expertUserId),
  consultWaysOfExpert: (f: FixtureContext) => ({ expertId: cooperating(f, 0)[0].expertUserId }),
  updateExpertSettings: (f: FixtureContext): In<typeof Expert.updateExpertSettings> => ({
    userId: listener(f),
    serviceTypes: [0, 1],
    list: [
      {
        serviceType: 0,
        consultWays: [0, 1],
        consultPrices: [
          { consultWay: 0, price: 100 },
          { consultWay: 1, price: 120 },
        ],
      },
      { serviceType: 1, consultWays: [2], consultPrices: [{ consultWay: 2, price: 300 }] },
    ],
  }),
  updateExpertTags: (f: FixtureContext): In<typeof Expert.updateExpertTags> => ({
    userId: listener(f),
    tags: ['焦虑', '睡眠', '亲子关系'],
  }),
  updateExpertShow: (f: FixtureContext): In<typeof Expert.updateExpertShow> => ({
    userId: listener(f),
    show: 0,
  }),
  updateExpertSn: (f: FixtureContext): In<typeof Expert.updateExpertSn> => ({
    userId: listener(f),
    sn: 5,
  }),
  disengageExpert: (f: FixtureContext): In<typeof Expert.disengageExpert> => ({
    userId: cooperating(f, 1).at(-1)?.expertUserId ?? '',
    expertType: 1,
    srcOrgId: f.orgId,
  }),
};
