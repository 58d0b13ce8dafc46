/** Fixtures of the operations calls (see fixtures.ts): banners and the SMS log of admin01's organisation. */
import type * as Banner from '../../src/shared/contract/banner';
import type * as SmsLog from '../../src/shared/contract/smsLog';
import type { In } from './expertFixtures';
import type { FixtureContext } from './fixtures';

/** admin01's banners by sort; updates take the first, deletions the last. */
const ownBanners = (f: FixtureContext) => {
  const rows = [...f.db.banners.values()].filter((row) => row.orgId === f.orgId);
  if (rows.length < 2) throw new Error('the seed has too few banners for the contract fixtures');
  return rows;
};

const publishedScale = (f: FixtureContext) => {
  const scale = [...f.db.scaleArea.scales.values()].find(
    (row) => row.orgId === f.orgId && row.status === 1,
  );
  if (!scale) throw new Error('the seed has no published scale for the banner fixtures');
  return scale.id;
};

export const OPERATE_FIXTURES = {
  listBanners: (): In<typeof Banner.listBanners> => ({ pageNum: 1, pageSize: 10, status: 1 }),
  saveBanner: (f: FixtureContext): In<typeof Banner.saveBanner> => ({
    title: '睡眠健康测评上线',
    image: ownBanners(f)[0].image,
    linkType: 'scale',
    link: publishedScale(f),
    sort: 5,
    startTime: '2026-01-01 00:00:00',
    endTime: '2026-12-31 23:59:59',
    status: 1,
  }),
  updateBanner: (f: FixtureContext): In<typeof Banner.updateBanner> => {
    const { id, image, sort, startTime, endTime } = ownBanners(f)[0];
    return {
      id,
      title: '心理健康月：关注情绪',
      image,
      linkType: 'url',
      link: 'https://www.example.com/month',
      sort,
      startTime,
      endTime,
      status: 1,
    };
  },
  deleteBanner: (f: FixtureContext): In<typeof Banner.deleteBanner> => ({
    id: ownBanners(f).at(-1)!.id,
  }),
  listSmsLogs: (): In<typeof SmsLog.listSmsLogs> => ({
    pageNum: 1,
    pageSize: 10,
    status: '成功',
    createTimeFrom: '2020-01-01',
  }),
};
