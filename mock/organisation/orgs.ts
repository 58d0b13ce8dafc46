/** Organisations: a three-level tree of 400-odd providers and customers, plus the fixed QA organisations. */
import type { IdSource } from '../core/ids';
import type { Rng } from '../core/random';
import { DISTRICTS, type District } from '../core/regions';
import { DAY_MS, SEED_NOW, formatDateTime } from '../core/time';
import type { Org, OrgType, Status } from '../core/types';

const DEFAULT_THEME = { r: 71, g: 151, b: 247 };

const THEMES = [
  DEFAULT_THEME,
  { r: 24, g: 144, b: 255 },
  { r: 82, g: 196, b: 26 },
  { r: 250, g: 140, b: 22 },
  { r: 114, g: 46, b: 209 },
];

const BRANDS = [
  '星辰',
  '晨曦',
  '心桥',
  '暖阳',
  '知心',
  '安然',
  '明心',
  '青柠',
  '向阳',
  '静心',
  '澄明',
  '和煦',
  '启明',
  '悦心',
  '守望',
  '同行',
  '清风',
  '新禾',
  '朗月',
  '春晖',
];

const SUFFIXES: Record<OrgType, string[]> = {
  0: ['心理健康综合服务中心', '心理咨询与测评中心', '身心健康服务中心'],
  1: ['心理测评资源中心', '心理咨询工作室', '心理服务资源站'],
  2: [
    '实验中学',
    '人民医院',
    '科技有限公司',
    '街道社区服务中心',
    '第一中学',
    '物流集团',
    '职业技术学院',
  ],
};

/** The statuses' words, as the chooser shows them. */
const STATUS_WORD: Record<Status, string> = {
  0: '待审核',
  1: '未通过',
  2: '正常',
  3: '已到期',
  4: '已冻结',
  5: '未激活',
};

/** Ids of the organisations the QA accounts belong to. */
export interface QaOrgIds {
  comprehensive: string;
  resource: string;
  customer: string;
  /** By organisation status 0-5: the orgstate01 identities. */
  byStatus: string[];
}

interface OrgDraft {
  name: string;
  orgType: OrgType;
  status: Status;
  district: District;
  parent: Org | null;
}

/** Seeds the tree into a fresh map; answers the QA organisation ids too. */
export function seedOrgs(rng: Rng, ids: IdSource): { orgs: Map<string, Org>; qa: QaOrgIds } {
  const orgs = new Map<string, Org>();
  const names = new Set<string>();

  const add = ({ name, orgType, status, district, parent }: OrgDraft): Org => {
    let unique = name;
    for (let n = 2; names.has(unique); n += 1) unique = `${name}（${n}部）`;
    names.add(unique);
    const from = parent
      ? Date.parse(parent.createTime.replace(' ', 'T') + '+08:00')
      : SEED_NOW - 4 * 365 * DAY_MS;
    const org: Org = {
      id: ids.next('org'),
      name: unique,
      orgType,
      areaCode: district.areaCode,
      status,
      createTime: formatDateTime(
        from + rng.int(1, Math.max(2, Math.floor((SEED_NOW - from) / 1000 / 3))) * 1000,
      ),
      bodyType: String(rng.int(0, 4)),
      srvUserCount: rng.int(0, 5000),
      themeColor: JSON.stringify(rng.chance(0.6) ? DEFAULT_THEME : rng.pick(THEMES)),
      parentId: parent ? parent.id : null,
      level: parent ? ((parent.level + 1) as 2 | 3) : 1,
    };
    orgs.set(org.id, org);
    return org;
  };

  const randomStatus = (): Status =>
    rng.weighted<Status>([
      [2, 60],
      [0, 8],
      [1, 8],
      [3, 8],
      [4, 8],
      [5, 8],
    ]);
  const nearby = (parent: Org): District => {
    const province = parent.areaCode.slice(0, 6);
    return rng.pick(DISTRICTS.filter((d) => d.provinceCode === province));
  };
  const randomName = (orgType: OrgType, district: District, brand = rng.pick(BRANDS)): string =>
    `${district.name}${brand}${rng.pick(SUFFIXES[orgType])}`;

  // The QA root and its fixed children come first, so their ids are stable.
  const shenzhen = DISTRICTS.find((d) => d.areaCode === '440000-440300-440305') ?? DISTRICTS[0];
  const root = add({
    name: '星辰心理健康综合服务中心',
    orgType: 0,
    status: 2,
    district: shenzhen,
    parent: null,
  });
  const resource = add({
    name: '星辰心理测评资源中心',
    orgType: 1,
    status: 2,
    district: shenzhen,
    parent: root,
  });
  const customer = add({
    name: '星辰科技员工关爱中心',
    orgType: 2,
    status: 2,
    district: shenzhen,
    parent: root,
  });
  const byStatus = ([0, 1, 2, 3, 4, 5] as Status[]).map(
    (status) =>
      add({
        name: `${STATUS_WORD[status]}测试机构`,
        orgType: 0,
        status,
        district: shenzhen,
        parent: root,
      }).id,
  );

  const roots = [root];
  for (let i = 1; i < 16; i += 1) {
    const district = rng.pick(DISTRICTS);
    const orgType = rng.weighted<OrgType>([
      [0, 70],
      [1, 30],
    ]);
    roots.push(
      add({
        name: randomName(orgType, district, BRANDS[i % BRANDS.length]),
        orgType,
        status: randomStatus(),
        district,
        parent: null,
      }),
    );
  }
  for (const top of roots) {
    const middle: Org[] = [];
    for (let i = rng.int(4, 6); i > 0; i -= 1) {
      const orgType = rng.weighted<OrgType>([
        [0, 30],
        [1, 30],
        [2, 40],
      ]);
      const district = nearby(top);
      middle.push(
        add({
          name: randomName(orgType, district),
          orgType,
          status: randomStatus(),
          district,
          parent: top,
        }),
      );
    }
    for (const mid of middle) {
      for (let i = rng.int(3, 5); i > 0; i -= 1) {
        const orgType = rng.weighted<OrgType>([
          [1, 30],
          [2, 70],
        ]);
        const district = nearby(mid);
        add({
          name: randomName(orgType, district),
          orgType,
          status: randomStatus(),
          district,
          parent: mid,
        });
      }
    }
  }
  return {
    orgs,
    qa: { comprehensive: root.id, resource: resource.id, customer: customer.id, byStatus },
  };
}
