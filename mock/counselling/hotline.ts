/** Hotline calls (热线工单): the row and its deterministic seed (500+ calls in the QA organisation). */
import {
  AGE_BANDS,
  type CALL_TYPES,
  FOLLOW_UP_METHODS,
  FOLLOW_UP_RESULTS,
  type HANDLINGS,
  NEXT_ACTIONS,
  isCrisisCall,
} from '../../src/shared/counselling/hotlineCodes';
import type { IdSource } from '../core/ids';
import { rngFor, type Rng } from '../core/random';
import { DAY_MS, formatDateTime } from '../core/time';
import { addTodo, cstMs } from './hotlineEffects';
import { addHotlineCrisis } from './crisis';
import type { CounsellingInputs } from './seed';
import type { CounsellingTables, MentalStatus } from './types';

export interface HotlineCall {
  readonly id: string;
  readonly orgId: string;
  readonly hotlineNo: string;
  readonly callStart: string;
  readonly callEnd: string;
  /** Seconds. */
  readonly duration: number;
  readonly callerMobile: string;
  readonly anonymous: 0 | 1;
  /** -1 unknown, 0 male, 1 female. */
  readonly sex: -1 | 0 | 1;
  readonly ageBand: (typeof AGE_BANDS)[number];
  readonly areaCode: string;
  /** An audienter cooperating with the organisation. */
  readonly listenerId: string;
  readonly callType: (typeof CALL_TYPES)[number];
  readonly problemTypeIds: readonly string[];
  readonly summary: string;
  readonly suicideIntent: number;
  readonly hopelessness: number;
  readonly mentalStatus: MentalStatus;
  readonly handling: (typeof HANDLINGS)[number];
  /** The consult order (appointMode 1) it was turned into; '' until then. */
  readonly orderId: string;
  readonly cusUserId: string;
  /** A crisis call's emergency contact (crisisContact.ts); '' when none was given. */
  readonly emergencyName: string;
  readonly emergencyRelation: string;
  readonly emergencyMobile: string;
  /** Why an anonymous crisis caller left no contact. */
  readonly noContactReason: string;
  readonly needFollowUp: 0 | 1;
  /** 0 待处理, 1 处理中, 2 已完结. */
  readonly status: 0 | 1 | 2;
  readonly createBy: string;
  readonly createTime: string;
}

export const hotlineNoOf = (id: string, callStart: string): string =>
  `RX${callStart.slice(0, 10).replaceAll('-', '')}${id.slice(-6)}`;

const HOTLINE_COUNT = 560;
const AREAS = [
  '310000-310100-310104',
  '110000-110100-110105',
  '440000-440300-440305',
  '330000-330100-330106',
];
const SUMMARIES: Record<(typeof CALL_TYPES)[number], string> = {
  一般: '来电者倾诉近期工作压力与睡眠问题，倾听后情绪缓和',
  危机: '来电者表达强烈轻生念头，已评估风险并稳定情绪，联系紧急联系人',
  沉默: '接通后长时间沉默，温和引导后挂断',
  重复: '来电者再次来电，延续上次话题，情绪较前平稳',
  信息咨询: '咨询心理咨询预约流程与收费标准，已告知',
  骚扰: '非咨询来电，已礼貌结束通话',
};

/** Calls over the 12 months before the seed's now; some turned into the seeded hotline orders (appointMode 1). */
export function seedHotlines(input: CounsellingInputs, ids: IdSource, t: CounsellingTables) {
  const rng = rngFor(input.seed, 'hotline');
  // A stream of its own, so the contacts leave every other seeded value as it was.
  const contactRng = rngFor(input.seed, 'hotlineContact');
  const { now } = input;
  const orgId = input.mainOrgId;
  const listeners = (input.expertsByOrg.get(orgId) ?? []).filter((expert) => !expert.counsellor);
  if (listeners.length === 0) return;
  const customers = [...t.cusUsers.values()].filter((row) => row.orgId === orgId);
  const leaves = [...t.problemTypes.values()]
    .filter((row) => row.orgId === orgId && row.pid !== '0' && row.status === 1)
    .map((row) => row.id);
  const since = formatDateTime(now - 365 * DAY_MS);
  const converted = [...t.orders.values()]
    .filter((order) => order.orgId === orgId && order.appointMode === 1 && order.createTime > since)
    .slice(0, 60);
  const drafts: Omit<HotlineCall, 'id' | 'hotlineNo'>[] = [];
  for (const order of converted) {
    const start = cstMs(order.createTime) - rng.int(20, 90) * 60_000;
    drafts.push({
      ...draftCall(
        rng,
        { orgId, now, listeners, leaves, staffName: input.staffName },
        start,
        '一般',
      ),
      handling: '转预约',
      orderId: order.id,
      cusUserId: order.cusUserId,
      callerMobile: order.mobile,
      anonymous: 0,
      status: 2,
    });
  }
  while (drafts.length < HOTLINE_COUNT) {
    // The last days hold open calls: 待处理 and 处理中 ones to work on.
    const start =
      drafts.length < HOTLINE_COUNT - 12
        ? now - rng.int(3, 365) * DAY_MS - rng.int(0, 86_399) * 1000
        : now - rng.int(600, 2 * 86_400) * 1000;
    const callType = rng.weighted([
      ['一般', 50],
      ['危机', 8],
      ['沉默', 8],
      ['重复', 10],
      ['信息咨询', 18],
      ['骚扰', 6],
    ] as const);
    const draft = draftCall(
      rng,
      { orgId, now, listeners, leaves, staffName: input.staffName },
      start,
      callType,
    );
    const customer = !draft.anonymous && rng.chance(0.3) ? rng.pick(customers) : undefined;
    if (customer) Object.assign(draft, { cusUserId: customer.id, callerMobile: customer.mobile });
    drafts.push(draft);
  }
  drafts.sort((a, b) => a.callStart.localeCompare(b.callStart));
  for (const draft of drafts) {
    const id = ids.next('hotline');
    const call: HotlineCall = {
      ...draft,
      ...(isCrisisCall(draft) ? crisisContact(contactRng, draft.anonymous) : {}),
      id,
      hotlineNo: hotlineNoOf(id, draft.callStart),
    };
    t.hotlines.set(id, call);
    seedCallEffects(rng, ids, t, call, { staffName: input.staffName, now });
  }
}

const CONTACTS = [
  ['林秀英', '母亲'],
  ['王建国', '父亲'],
  ['张丽', '配偶'],
  ['陈晓', '朋友'],
] as const;

/** A seeded crisis call has its emergency contact, or (some anonymous callers) the reason it has none. */
function crisisContact(rng: Rng, anonymous: 0 | 1) {
  if (anonymous === 1 && rng.chance(0.5))
    return { noContactReason: '来电者坚持匿名，拒绝提供紧急联系人；已告知危机求助渠道' };
  const [emergencyName, emergencyRelation] = rng.pick(CONTACTS);
  return {
    emergencyName,
    emergencyRelation,
    emergencyMobile: `13${rng.int(5, 9)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
  };
}

/** What every seeded call draws from: the organisation, the seed's now, its listeners and problem types. */
interface CallSetting {
  orgId: string;
  now: number;
  listeners: { id: string }[];
  leaves: string[];
  staffName: string;
}

function draftCall(
  rng: Rng,
  { orgId, now, listeners, leaves, staffName }: CallSetting,
  start: number,
  callType: (typeof CALL_TYPES)[number],
): Omit<HotlineCall, 'id' | 'hotlineNo'> {
  const crisis = callType === '危机';
  const duration =
    callType === '骚扰' || callType === '沉默' ? rng.int(20, 300) : rng.int(300, 3600);
  const anonymous = rng.chance(0.2) ? 1 : 0;
  const mentalStatus: MentalStatus = crisis
    ? rng.pick([1, 2] as const)
    : rng.pick([0, 0, 0, 1] as const);
  const recent = start > now - 3 * DAY_MS;
  return {
    orgId,
    callStart: formatDateTime(start),
    callEnd: formatDateTime(start + duration * 1000),
    duration,
    callerMobile: anonymous
      ? ''
      : `13${rng.int(5, 9)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
    anonymous,
    sex: rng.pick([-1, 0, 1] as const),
    ageBand: rng.pick(AGE_BANDS),
    areaCode: rng.pick(AREAS),
    listenerId: rng.pick(listeners).id,
    callType,
    problemTypeIds: callType === '骚扰' || callType === '沉默' ? [] : [rng.pick(leaves)],
    summary: SUMMARIES[callType],
    // Crisis calls score 7+ (or were assessed mentalStatus 2): isCrisisCall holds for them.
    suicideIntent: crisis ? rng.int(7, 10) : rng.int(0, 4),
    hopelessness: crisis ? rng.int(6, 10) : rng.int(0, 5),
    mentalStatus,
    handling: crisis
      ? rng.pick(['疏导', '转介', '报警'] as const)
      : rng.pick(['疏导', '信息', '转介'] as const),
    orderId: '',
    cusUserId: '',
    emergencyName: '',
    emergencyRelation: '',
    emergencyMobile: '',
    noContactReason: '',
    needFollowUp: crisis || rng.chance(0.25) ? 1 : 0,
    status: recent ? rng.pick([0, 1, 2] as const) : 2,
    createBy: staffName,
    createTime: formatDateTime(start + duration * 1000),
  };
}

/** The crisis to-do and SMS, the 热线待处理 to-do of an open call, the follow-up of one that needs it. */
function seedCallEffects(
  rng: Rng,
  ids: IdSource,
  t: CounsellingTables,
  call: HotlineCall,
  { staffName, now }: Pick<CallSetting, 'staffName' | 'now'>,
) {
  const end = cstMs(call.callEnd);
  const old = end + 3 * DAY_MS < now;
  if (isCrisisCall(call))
    addHotlineCrisis(
      ids,
      t,
      call,
      call.callEnd,
      old ? { by: staffName, time: formatDateTime(end + 3_600_000) } : undefined,
    );
  if (call.status === 0)
    addTodo(ids, t, {
      orgId: call.orgId,
      type: '热线待处理',
      bizType: 'hotline',
      bizId: call.id,
      title: `热线待处理：${call.hotlineNo}`,
      assignee: 'orgAdmins',
      time: call.callEnd,
      dueMs: end + DAY_MS,
    });
  if (call.needFollowUp === 0) return;
  const plan = end + 3 * DAY_MS;
  const done = plan < now;
  t.followUps.push({
    id: ids.next('followUp'),
    orderId: call.orderId,
    hotlineId: call.id,
    cusUserId: call.cusUserId,
    planTime: formatDateTime(plan),
    doneTime: done ? formatDateTime(plan + 2 * 3_600_000) : '',
    method: rng.pick(FOLLOW_UP_METHODS),
    operator: staffName,
    content: done ? '电话回访来电者，了解近况' : '',
    result: done ? rng.pick(FOLLOW_UP_RESULTS) : '',
    mentalStatus: done ? rng.pick([0, 1] as const) : call.mentalStatus,
    nextAction: done ? rng.pick(NEXT_ACTIONS) : '',
    nextFollowUpDate: '',
    status: done ? (rng.chance(0.9) ? 1 : 2) : 0,
  });
  const followUp = t.followUps[t.followUps.length - 1];
  if (!done)
    addTodo(ids, t, {
      orgId: call.orgId,
      type: '待回访',
      bizType: 'followUp',
      bizId: followUp.id,
      title: `待回访：热线来电（${call.hotlineNo}）`,
      assignee: 'orgAdmins',
      time: call.callEnd,
      dueMs: plan,
    });
}
