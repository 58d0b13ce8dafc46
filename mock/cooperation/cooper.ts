/** Experts beyond the QA ones, and expert ↔ organisation cooperation applications. */
import { ROLE_CODES, expertOrgId, makeAccount } from '../login/accounts';
import type { IdSource } from '../core/ids';
import { chineseName } from '../core/names';
import type { Rng } from '../core/random';
import { DAY_MS, SEED_NOW, formatDateTime } from '../core/time';
import type {
  Account,
  CooperApply,
  CooperStatus,
  ExpertProfile,
  IdentityRow,
  Org,
} from '../core/types';

const REMARKS: Record<CooperStatus, string[]> = {
  0: ['希望加入贵机构的咨询师团队', '擅长青少年情绪问题，申请合作'],
  1: ['合作中', '已签署合作协议'],
  2: ['诚邀您成为本机构合作咨询师', '邀请您参与员工心理关爱项目'],
  3: ['资质材料不完整，暂不合作', '当前排班已满，暂不合作'],
  4: ['机构调整服务方向，申请解除合作', '合作期满，申请解除合作'],
};

const TITLES = [
  '国家二级心理咨询师',
  '国家三级心理咨询师',
  '注册心理师',
  '心理治疗师',
  '婚姻家庭咨询师',
];
const TAGS = ['青少年成长', '情绪管理', '亲密关系', '职场压力', '睡眠问题', '家庭教育', '焦虑抑郁'];
const LISTENER_TITLES = ['心理倾听师', '情绪陪伴师'];

const FACE_ADDRESS = '440000-440300-440305-科技园南区1号';

/** An expert's offer: kind, title, tags, ways and prices. */
export function makeProfile(rng: Rng, userId: string, expertType: 0 | 1): ExpertProfile {
  const consultWays = [0, 1, 2, 3].filter(() => rng.chance(0.6));
  if (consultWays.length === 0) consultWays.push(1);
  const tags = TAGS.filter(() => rng.chance(0.35)).slice(0, 4);
  const prices = Object.fromEntries(consultWays.map((way) => [String(way), rng.int(10, 60) * 10]));
  return {
    userId,
    expertType,
    title: rng.pick(expertType === 0 ? TITLES : LISTENER_TITLES),
    intro: `从业${rng.int(2, 20)}年，擅长${tags[0] ?? '情绪管理'}方向的咨询与陪伴。`,
    tags,
    consultWays,
    prices,
    priceSettings: {
      serviceTypes: [0],
      list: [
        {
          serviceType: 0,
          consultWays,
          consultPrices: consultWays.map((way) => ({
            consultWay: way,
            price: prices[String(way)],
          })),
          ...(consultWays.includes(3) ? { faceAddress: FACE_ADDRESS } : {}),
        },
      ],
    },
    faceAddresses: [FACE_ADDRESS, '110000-110100-110108-中关村大街1号'],
    specialInfo: `内部备注：可承接危机干预个案 ${rng.int(1, 5)} 例/月`,
  };
}

/** Seeds generated expert accounts (password Test@1234) with their identities and profiles. */
export function seedExperts(
  rng: Rng,
  ids: IdSource,
  count: number,
): { accounts: Account[]; identities: IdentityRow[]; profiles: ExpertProfile[] } {
  const accounts: Account[] = [];
  const identities: IdentityRow[] = [];
  const profiles: ExpertProfile[] = [];
  for (let i = 1; i <= count; i += 1) {
    const name = chineseName(rng);
    const username = `expert${String(i + 1).padStart(2, '0')}`;
    const user = makeAccount(
      rng,
      ids,
      { username, name, userType: 2, status: 2 },
      'Test@1234',
      100 + i,
    );
    accounts.push(user);
    identities.push({
      id: ids.next('identity'),
      userId: user.id,
      userType: 2,
      status: 2,
      orgId: expertOrgId(user.id),
      btnCodes: ROLE_CODES.expert(),
    });
    profiles.push(makeProfile(rng, user.id, i % 3 === 0 ? 1 : 0));
  }
  return { accounts, identities, profiles };
}

function apply(
  rng: Rng,
  ids: IdSource,
  expert: Account,
  org: Org,
  status: CooperStatus,
  expertType: 0 | 1 = rng.chance(0.7) ? 0 : 1,
): CooperApply {
  const created = SEED_NOW - rng.int(1, 400) * DAY_MS - rng.int(0, 86399) * 1000;
  return {
    id: ids.next('cooper'),
    expertUserId: expert.id,
    expertName: expert.name,
    expertType,
    orgId: org.id,
    orgName: org.name,
    orgType: org.orgType,
    status,
    remark: rng.pick(REMARKS[status]),
    createTime: formatDateTime(created),
    updateTime: formatDateTime(created + rng.int(0, 20) * DAY_MS),
    show: rng.chance(0.8) ? 1 : 0,
    sn: rng.int(1, 99),
  };
}

/**
 * Applications between experts and providers in normal status; the QA expert gets some of every
 * status, 2 and 4 included (the badges), and so does the QA organisation (`qaOrgId`).
 */
export function seedCooperApplies(
  rng: Rng,
  ids: IdSource,
  qaExpert: Account,
  experts: Account[],
  profiles: ExpertProfile[],
  orgs: Iterable<Org>,
  qaOrgId: string,
): CooperApply[] {
  const providers = [...orgs].filter((org) => org.orgType !== 2 && org.status === 2);
  const typeOf = new Map(profiles.map((profile) => [profile.userId, profile.expertType]));
  const applies: CooperApply[] = [];
  const qaOrg = providers.find((org) => org.id === qaOrgId);
  if (qaOrg) {
    experts.slice(0, 60).forEach((expert, index) => {
      const status: CooperStatus = index < 36 ? 1 : ([0, 0, 0, 2, 3, 4] as const)[index % 6];
      applies.push(apply(rng, ids, expert, qaOrg, status, typeOf.get(expert.id)));
    });
  }
  // The first provider is admin01's organisation: expert01 cooperates with it (so the QA accounts
  // can book expert01 from the start); the invitation it held moved to the twelfth provider.
  const qaStatuses: CooperStatus[] = [1, 2, 2, 2, 2, 4, 4, 4, 0, 0, 0, 2, 1, 1, 1, 3, 3];
  qaStatuses.forEach((status, index) =>
    applies.push(apply(rng, ids, qaExpert, providers[index % providers.length], status)),
  );
  const others = providers.filter((org) => org.id !== qaOrgId);
  for (let i = 0; i < 160; i += 1) {
    const status = rng.weighted<CooperStatus>([
      [1, 40],
      [0, 20],
      [2, 15],
      [3, 15],
      [4, 10],
    ]);
    const expert = rng.pick(experts);
    applies.push(apply(rng, ids, expert, rng.pick(others), status, typeOf.get(expert.id)));
  }
  return applies;
}
