/** Banners (轮播图): a few per provider organisation, their images taken in turn from the seeded covers. */
import type { IdSource } from './ids';
import { DAY_MS, formatDateTime, seedAnchor } from './time';
import type { Banner, Org } from './types';

const SEEDS: readonly Omit<
  Banner,
  'id' | 'orgId' | 'image' | 'startTime' | 'endTime' | 'createTime'
>[] = [
  {
    title: '心理健康月：关注情绪，从倾听开始',
    linkType: 'url',
    link: 'https://www.example.com/mental-health-month',
    sort: 0,
    status: 1,
  },
  { title: '线上咨询预约指南', linkType: 'none', link: '', sort: 1, status: 1 },
  {
    title: '压力管理公益讲座',
    linkType: 'url',
    link: 'https://www.example.com/stress-talk',
    sort: 2,
    status: 0,
  },
];

/** Three banners per organisation of type 0 or 1, running from 30 days before the seed's day to 60 days after. */
export function seedBanners(
  ids: IdSource,
  orgs: Iterable<Org>,
  imageUrls: readonly string[],
  clock: number,
): Banner[] {
  const anchor = seedAnchor(clock);
  const startTime = formatDateTime(anchor - 30 * DAY_MS);
  const endTime = formatDateTime(anchor + 60 * DAY_MS);
  const rows: Banner[] = [];
  for (const org of orgs) {
    if (org.orgType === 2) continue;
    for (const seed of SEEDS)
      rows.push({
        ...seed,
        id: ids.next('banner'),
        orgId: org.id,
        image: imageUrls[rows.length % imageUrls.length],
        startTime,
        endTime,
        createTime: startTime,
      });
  }
  return rows;
}
