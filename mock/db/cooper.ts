/** Experts beyond the QA ones, and expert ↔ organisation cooperation applications. */
import { ROLE_CODES, expertOrgId, makeAccount } from './accounts';
import type { IdSource } from './ids';
import type { Rng } from './random';
import { DAY_MS, SEED_NOW, formatDateTime } from './time';
import type { Account, CooperApply, CooperStatus, IdentityRow, Org } from './types';

const SURNAMES = [
  '张',
  '王',
  '李',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '周',
  '吴',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '林',
  '何',
];
const GIVEN = [
  '子轩',
  '雨桐',
  '浩然',
  '欣怡',
  '思源',
  '梓涵',
  '一鸣',
  '诗琪',
  '俊杰',
  '佳琪',
  '宇航',
  '若曦',
  '文博',
  '心怡',
  '明哲',
  '语嫣',
];

const REMARKS: Record<CooperStatus, string[]> = {
  0: ['希望加入贵机构的咨询师团队', '擅长青少年情绪问题，申请合作'],
  1: ['合作中', '已签署合作协议'],
  2: ['诚邀您成为本机构合作咨询师', '邀请您参与员工心理关爱项目'],
  3: ['资质材料不完整，暂不合作', '当前排班已满，暂不合作'],
  4: ['机构调整服务方向，申请解除合作', '合作期满，申请解除合作'],
};

/** Seeds generated expert accounts (password Test@1234) with their identities. */
export function seedExperts(
  rng: Rng,
  ids: IdSource,
  count: number,
): { accounts: Account[]; identities: IdentityRow[] } {
  const accounts: Account[] = [];
  const identities: IdentityRow[] = [];
  for (let i = 1; i <= count; i += 1) {
    const name = rng.pick(SURNAMES) + rng.pick(GIVEN);
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
  }
  return { accounts, identities };
}

function apply(
  rng: Rng,
  ids: IdSource,
  expert: Account,
  org: Org,
  status: CooperStatus,
): CooperApply {
  const created = SEED_NOW - rng.int(1, 400) * DAY_MS - rng.int(0, 86399) * 1000;
  return {
    id: ids.next('cooper'),
    expertUserId: expert.id,
    expertName: expert.name,
    expertType: rng.chance(0.7) ? 0 : 1,
    orgId: org.id,
    orgName: org.name,
    orgType: org.orgType,
    status,
    remark: rng.pick(REMARKS[status]),
    createTime: formatDateTime(created),
    updateTime: formatDateTime(created + rng.int(0, 20) * DAY_MS),
  };
}

/** Applications between experts and providers in normal status; the QA expert gets some of every status, 2 and 4 included (the badges). */
export function seedCooperApplies(
  rng: Rng,
  ids: IdSource,
  qaExpert: Account,
  experts: Account[],
  orgs: Iterable<Org>,
): CooperApply[] {
  const providers = [...orgs].filter((org) => org.orgType !== 2 && org.status === 2);
  const applies: CooperApply[] = [];
  const qaStatuses: CooperStatus[] = [2, 2, 2, 2, 2, 4, 4, 4, 0, 0, 0, 1, 1, 1, 1, 3, 3];
  qaStatuses.forEach((status, index) =>
    applies.push(apply(rng, ids, qaExpert, providers[index % providers.length], status)),
  );
  for (let i = 0; i < 160; i += 1) {
    const status = rng.weighted<CooperStatus>([
      [1, 40],
      [0, 20],
      [2, 15],
      [3, 15],
      [4, 10],
    ]);
    applies.push(apply(rng, ids, rng.pick(experts), rng.pick(providers), status));
  }
  return applies;
}
