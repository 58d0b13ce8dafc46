/**
 * The counselling tables, built from inputs captured when the db is created (so the result
 * never depends on requests made before the first use) and only on first use: most tests of
 * other areas never pay for 20,000 orders.
 */
import { createIds, type IdSource } from '../core/ids';
import { rngFor, type Rng } from '../core/random';
import { DAY_MS, formatDate, formatDateTime } from '../core/time';
import { seedCusUsers } from './customers';
import { seedOrders, type OrderBatch, type SeedExpert } from './orders';
import { seedProblemTypes } from './problemTypes';
import { seedWeek, standardBucketSet } from './schedules';
import { addUrge } from './effects';
import { addCrisis } from './crisis';
import type { CounsellingTables } from './types';
import { DEFAULT_ORDER_CONFIG } from './config';
import { seedHotlines } from './hotline';
import { runDueEffects } from './dueEffects';
import { seedPartners } from '../partner/seed';
import { seedMeasures } from './measures';
import { seedConsents } from './consent';

export interface CounsellingInputs {
  seed: number;
  /** The seed's "now" (time.ts seedAnchor of the mock's clock at creation): orders span the 24 months before it and two weeks after. */
  now: number;
  /** The QA comprehensive provider: the bulk of the orders. */
  mainOrgId: string;
  customerOrgId: string;
  /** Experts cooperating with each provider (status 1), by organisation id. */
  expertsByOrg: Map<string, SeedExpert[]>;
  /** The QA expert (expert01): orders in every status with the organisations it cooperates with. */
  qaExpertId: string;
  scales: { id: string; name: string }[];
  staffName: string;
}

const MAIN_ORDER_COUNT = 20200;
const OTHER_ORDER_COUNT = 1500;
const QA_EXPERT_ORDER_COUNT = 300;
/** Sessions 2–8 days past, still 待咨询, per organisation the QA expert works with. */
const UNWRITTEN_PER_ORG = 2;

function emptyCounselling(): CounsellingTables {
  return {
    orders: new Map(),
    slots: new Map(),
    urgeLogs: [],
    followUps: [],
    recommendations: [],
    cusUsers: new Map(),
    problemTypes: new Map(),
    bucketSets: new Map(),
    schedules: new Map(),
    overrides: [],
    todos: [],
    smsLogs: [],
    hotlines: new Map(),
    configs: new Map(),
    partners: new Map(),
    partnerPrices: new Map(),
    sentDue: new Map(),
    feeSettlements: new Map(),
    measurePlans: [],
    measureDefaults: new Map(),
    measureResults: [],
    measureSends: [],
    measureViews: [],
    consents: [],
    consentRecords: [],
    waitlist: new Map(),
    waitlistOffers: [],
    series: new Map(),
    counters: {},
  };
}

export function seedCounselling(input: CounsellingInputs): CounsellingTables {
  const rng = rngFor(input.seed, 'counselling');
  const t = emptyCounselling();
  const ids = createIds(t.counters);
  const orgIds = [...input.expertsByOrg.keys()];
  const unwrittenBatches: OrderBatch[] = [];
  for (const orgId of orgIds) {
    const set = standardBucketSet(ids, orgId);
    t.bucketSets.set(set.id, set);
    t.configs.set(orgId, { ...DEFAULT_ORDER_CONFIG });
    seedProblemTypes(ids, orgId).forEach((row) => t.problemTypes.set(row.id, row));
    for (const expert of input.expertsByOrg.get(orgId) ?? []) {
      if (!t.schedules.has(expert.id))
        t.schedules.set(expert.id, seedWeek(rng, expert.id, orgId, set, expert.consultWays));
    }
  }
  for (const orgId of orgIds) {
    const main = orgId === input.mainOrgId;
    const customers = seedCusUsers(rng, ids, orgId, main ? 2100 : 20, input.now);
    customers.forEach((row) => t.cusUsers.set(row.id, row));
    const all = input.expertsByOrg.get(orgId) ?? [];
    const leaves = [...t.problemTypes.values()]
      .filter((type) => type.orgId === orgId && type.pid !== '0' && type.status === 1)
      .map((type) => type.id);
    const batch = {
      orgId,
      now: input.now,
      customerOrgId: input.customerOrgId,
      customers,
      fromDays: 730,
      toDays: 14,
      staffName: input.staffName,
      problemTypeIds: leaves,
    };
    const others = all.filter((expert) => expert.counsellor && expert.id !== input.qaExpertId);
    const count = main ? MAIN_ORDER_COUNT : Math.ceil(OTHER_ORDER_COUNT / orgIds.length);
    if (others.length > 0) seedOrders(rng, ids, t, { ...batch, experts: others, count });
    const qaExpert = all.find((expert) => expert.id === input.qaExpertId);
    if (qaExpert) {
      const share = Math.ceil(QA_EXPERT_ORDER_COUNT / 2);
      // Recent and upcoming ones first, so the QA expert has orders in every status; only up to
      // 10 days ahead, so the end of the booking window keeps free slots for new bookings.
      seedOrders(rng, ids, t, {
        ...batch,
        experts: [qaExpert],
        count: 40,
        fromDays: 5,
        toDays: 10,
      });
      seedOrders(rng, ids, t, { ...batch, experts: [qaExpert], count: share });
      unwrittenBatches.push({
        ...batch,
        experts: [qaExpert],
        count: UNWRITTEN_PER_ORG,
        fromDays: 8,
        toDays: -2,
        status: 1,
      });
    }
  }
  seedPartners(input, ids, t);
  seedOrderExtras(rng, ids, t, input);
  seedOverrides(rng, ids, t, input.now);
  seedHotlines(input, ids, t);
  // The QA expert's sessions left unwritten (待写记录) on any day: drawn to fit their time, a few
  // days have none. On a stream of their own and last, so nothing seeded before changes.
  const unwrittenRng = rngFor(input.seed, 'counselling-unwritten');
  for (const batch of unwrittenBatches) seedOrders(unwrittenRng, ids, t, batch);
  // What the clock had made due by the seed's now is in the seed, as a timer would have left it.
  const mobiles = expertMobiles(input);
  runDueEffects(t, ids, input.now, input.now, (id) => mobiles.get(id) ?? '');
  // Last, on counters of their own: nothing seeded before changes.
  seedMeasures(ids, t, input);
  // Last, drawing nothing from the random stream: every row seeded before keeps its id and data.
  seedConsents(input, ids, t);
  return t;
}

/** Rest days and extra hours of the first experts in the two weeks after the seed's now. */
function seedOverrides(rng: Rng, ids: IdSource, t: CounsellingTables, now: number) {
  [...t.schedules.values()].slice(0, 12).forEach((schedule, index) => {
    const set = t.bucketSets.get(schedule.bucketSetId);
    t.overrides.push({
      id: ids.next('scheduleOverride'),
      expertId: schedule.expertId,
      date: formatDate(now + rng.int(1, 14) * DAY_MS),
      type: index % 3 === 0 ? 0 : 1,
      bucketIds: index % 3 === 0 && set ? [set.buckets[set.buckets.length - 1].id] : [],
    });
  });
}

const expertMobiles = (input: CounsellingInputs) =>
  new Map([...input.expertsByOrg.values()].flat().map((expert) => [expert.id, expert.mobile]));

/** Urge logs, follow-ups, recommendations, crisis to-dos and SMS of the seeded orders. */
function seedOrderExtras(rng: Rng, ids: IdSource, t: CounsellingTables, input: CounsellingInputs) {
  const mobiles = expertMobiles(input);
  for (const order of t.orders.values()) {
    if (order.status === 0 && rng.chance(0.3))
      addUrge(ids, t, order, input.staffName, undefined, 0, '', mobiles.get(order.expertId));
    if (order.mentalStatus === 2) addCrisis(ids, t, order, order.finishTime, input.now);
    if (order.mentalStatus > 0 && order.finishTime) {
      const plan = Date.parse(`${order.finishTime.replace(' ', 'T')}+08:00`) + 7 * DAY_MS;
      const due = plan < input.now;
      // The draws happen for every follow-up that fell due, so the seed's random stream is the
      // same whichever of them stay pending.
      const method = rng.pick(['电话', '微信', '短信', '面谈', '问卷']);
      const result = due ? rng.pick(['好转', '稳定', '恶化', '失联']) : '';
      const nextAction = due ? rng.pick(['再次咨询', '转介', '结案']) : '';
      const status = due
        ? rng.weighted([
            [1, 90],
            [2, 10],
          ] as const)
        : 0;
      // One in eight that fell due is still pending: 回访记录 has overdue rows at any hour of the
      // day, not only once the clock passes the plans made after the seed's 10:00.
      const done = due && Number(order.id) % 8 !== 0;
      t.followUps.push({
        id: ids.next('followUp'),
        orderId: order.id,
        cusUserId: order.cusUserId,
        planTime: formatDateTime(plan),
        doneTime: done ? formatDateTime(plan + DAY_MS) : '',
        method,
        operator: input.staffName,
        content: done ? '回访来访者近况，情绪较前平稳' : '',
        result: done ? result : '',
        mentalStatus: order.mentalStatus,
        nextAction: done ? nextAction : '',
        nextFollowUpDate: '',
        status: done ? status : 0,
      });
    }
    if (order.status === 3 && order.isBreakContract === 0 && rng.chance(0.05)) {
      const scale = input.scales.length > 0 ? rng.pick(input.scales) : undefined;
      if (scale)
        t.recommendations.push({
          id: ids.next('orderRecommendation'),
          orderId: order.id,
          type: 'scale',
          targetId: scale.id,
          targetName: scale.name,
          reason: '建议完成量表评估，便于跟踪情绪变化',
          createBy: order.expertId,
          createTime: order.finishTime,
        });
    }
  }
}
