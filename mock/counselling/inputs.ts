/** What the counselling seed takes from the rest of the db, captured when the db is created. */
import type { Db } from '../db';
import type { CounsellingInputs } from './seed';
import type { SeedExpert } from './orders';

export function counsellingInputs(
  db: Omit<Db, 'counselling'>,
  qaExpertId: string,
  now: number,
): CounsellingInputs {
  const expertsByOrg = new Map<string, SeedExpert[]>();
  for (const apply of db.cooperApplies) {
    const account = db.accounts.get(apply.expertUserId);
    const profile = db.expertProfiles.get(apply.expertUserId);
    if (apply.status !== 1 || !account || !profile) continue;
    const list = expertsByOrg.get(apply.orgId) ?? [];
    list.push({
      id: account.id,
      counsellor: profile.expertType === 0,
      name: account.name,
      mobile: account.mobile,
      prices: { ...profile.prices },
      consultWays: [...profile.consultWays],
    });
    expertsByOrg.set(apply.orgId, list);
  }
  const ordered = new Map([...expertsByOrg.entries()].sort(([a], [b]) => Number(a) - Number(b)));
  const staff = [...db.accounts.values()].find((account) => account.username === 'admin01');
  return {
    seed: db.seed,
    now,
    mainOrgId: db.qaOrgs.comprehensive,
    customerOrgId: db.qaOrgs.customer,
    expertsByOrg: ordered,
    qaExpertId,
    scales: [...db.scaleArea.scales.values()]
      .filter((scale) => scale.status === 1)
      .slice(0, 10)
      .map(({ id, name }) => ({ id, name })),
    staffName: staff?.name ?? '管理员',
  };
}
