/** Banners (轮播图): a few per provider organisation, 22 for the QA one, their images taken in turn from the seeded covers. */
import type { IdSource } from '../core/ids';
import { DAY_MS, formatDateTime, seedAnchor } from '../core/time';
import type { Banner, Org } from '../core/types';

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

/** The QA organisation's campaigns after the three every organisation has (issue 16: 20+ banners). */
const CAMPAIGNS: readonly string[] = [
  '职场减压团体辅导招募',
  '青少年心理成长营报名',
  '亲子沟通工作坊',
  '睡眠改善八周计划',
  '正念冥想入门课',
  '新员工适应期心理支持',
  '婚姻家庭咨询专场',
  '考前焦虑应对指南',
  '心理危机干预热线：24小时在线',
  '抑郁情绪自助手册下载',
  '情绪急救：身边人需要帮助时',
  '世界精神卫生日主题活动',
  '咨询师督导沙龙',
  '老年心理关爱行动',
  '产后情绪关怀计划',
  '心理测评季：了解你的压力指数',
  '员工帮助计划（EAP）介绍',
  '线下面询中心开放时间调整',
  '夏季心理健康讲座回放',
];

/**
 * Three banners per organisation of type 0 or 1, running from 30 days before the seed's day to 60
 * days after; the QA organisation (admin01's) has its campaigns besides, some over or not begun.
 */
export function seedBanners(
  ids: IdSource,
  orgs: Iterable<Org>,
  imageUrls: readonly string[],
  clock: number,
  qaOrgId: string,
): Banner[] {
  const anchor = seedAnchor(clock);
  const startTime = formatDateTime(anchor - 30 * DAY_MS);
  const endTime = formatDateTime(anchor + 60 * DAY_MS);
  const rows: Banner[] = [];
  const image = () => imageUrls[rows.length % imageUrls.length];
  for (const org of orgs) {
    if (org.orgType === 2) continue;
    for (const seed of SEEDS)
      rows.push({
        ...seed,
        id: ids.next('banner'),
        orgId: org.id,
        image: image(),
        startTime,
        endTime,
        createTime: startTime,
      });
    if (org.id !== qaOrgId) continue;
    CAMPAIGNS.forEach((title, index) => {
      // Every fifth one ran out, every seventh starts later; one in four is switched off.
      const start = anchor + (index % 7 === 6 ? 10 : -60 + index) * DAY_MS;
      const end = index % 5 === 4 ? anchor - 5 * DAY_MS : anchor + (30 + index * 3) * DAY_MS;
      rows.push({
        id: ids.next('banner'),
        orgId: org.id,
        title,
        image: image(),
        linkType: index % 2 === 0 ? 'url' : 'none',
        link: index % 2 === 0 ? `https://www.example.com/campaign/${index + 1}` : '',
        sort: SEEDS.length + index,
        startTime: formatDateTime(start),
        endTime: formatDateTime(end),
        status: index % 4 === 3 ? 0 : 1,
        createTime: formatDateTime(Math.min(start, anchor - 61 * DAY_MS + index * DAY_MS)),
      });
    });
  }
  return rows;
}
