/** Fixtures of the partner calls (see fixtures.ts): partners of admin01's organisation and their expert prices. */
import type * as Partner from '../../src/shared/contract/partner';
import type { In } from './expertFixtures';
import type { FixtureContext } from './fixtures';

/** admin01's partners cooperating now (合作中), oldest first; updates take the first, status changes the second. */
const ownActive = (f: FixtureContext) => {
  const rows = [...f.db.counselling.tables.partners.values()]
    .filter((row) => row.orgId === f.orgId && row.status === 1)
    .sort((a, b) => Number(a.id) - Number(b.id));
  if (rows.length < 3) throw new Error('the seed has too few partners for the contract fixtures');
  return rows;
};

/** A counsellor of the organisation with a way it offers, and no price at the third partner. */
const pricedExpert = (f: FixtureContext) => {
  const partner = ownActive(f)[2];
  const priced = new Set(
    [...f.db.counselling.tables.partnerPrices.values()]
      .filter((row) => row.partnerId === partner.id)
      .map((row) => row.expertId),
  );
  const apply = f.db.cooperApplies.find(
    (row) =>
      row.orgId === f.orgId &&
      row.status === 1 &&
      !priced.has(row.expertUserId) &&
      f.db.expertProfiles.get(row.expertUserId)?.expertType === 0,
  );
  const way = apply && f.db.expertProfiles.get(apply.expertUserId)?.consultWays[0];
  if (!apply || way === undefined) throw new Error('the seed has no counsellor to price');
  return { partnerId: partner.id, expertId: apply.expertUserId, way: way as 0 | 1 | 2 | 3 };
};

export const PARTNER_FIXTURES = {
  listPartners: (): In<typeof Partner.listPartners> => ({
    pageNum: 1,
    pageSize: 10,
    type: 1,
    status: 1,
  }),
  savePartner: (): In<typeof Partner.savePartner> => ({
    name: '契约测试人民医院',
    type: 1,
    contact: '王敏',
    mobile: '13912345678',
    areaCode: '440000-440300-440305',
    coopStart: '2025-01-01',
    coopEnd: '',
    settlementRatio: 20,
    remark: '',
  }),
  updatePartner: (f: FixtureContext): In<typeof Partner.updatePartner> => {
    const row = ownActive(f)[0];
    return {
      id: row.id,
      name: row.name,
      type: row.type,
      contact: '李静',
      mobile: row.mobile,
      areaCode: row.areaCode,
      coopStart: row.coopStart,
      coopEnd: row.coopEnd,
      settlementRatio: 25,
      remark: '联系人变更',
    };
  },
  updatePartnerStatus: (f: FixtureContext): In<typeof Partner.updatePartnerStatus> => ({
    id: ownActive(f)[1].id,
    status: 2,
  }),
  listPartnerPrices: (f: FixtureContext): In<typeof Partner.listPartnerPrices> => ({
    pageNum: 1,
    pageSize: 10,
    partnerId: ownActive(f)[0].id,
    consultType: 0,
  }),
  savePartnerPrice: (f: FixtureContext): In<typeof Partner.savePartnerPrice> => {
    const { partnerId, expertId, way } = pricedExpert(f);
    return {
      partnerId,
      expertId,
      consultType: 0,
      durationMin: 50,
      prices: [{ consultWay: way, price: 299.5 }],
      settlementRatio: 20,
      effectiveFrom: '2025-01-01',
      effectiveTo: '',
    };
  },
};
