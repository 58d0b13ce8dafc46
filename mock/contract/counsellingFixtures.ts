/**
 * Fixtures of the counselling calls (see fixtures.ts): real orders, experts, customers and free
 * slots of the seeded store, found when the call is tried (earlier calls may have moved things).
 */
import type { Body, Query } from '../../src/shared/contract/call';
import type * as Consult from '../../src/shared/contract/consult';
import type * as Series from '../../src/shared/contract/consultSeries';
import type * as CusUser from '../../src/shared/contract/cusUser';
import type * as ProblemType from '../../src/shared/contract/problemType';
import type * as Schedule from '../../src/shared/contract/schedule';
import type { OrderStatus } from '../../src/shared/counselling/orderTransitions';
import { addDays, cstDate } from '../../src/shared/counselling/slotRule';
import type { ConsultOrder } from '../counselling/types';
import { freeBuckets } from '../schedule/scheduleSlots';
import type { FixtureContext } from './fixtures';

const tables = (f: FixtureContext) => f.db.counselling.tables;
const expert01 = (f: FixtureContext) =>
  [...f.db.accounts.values()].find((account) => account.username === 'expert01')?.id ?? '';

const some = <T>(rows: T[]): T[] => {
  if (rows.length < 2) throw new Error('the seed has too few rows for the contract fixtures');
  return rows;
};

function orders(
  f: FixtureContext,
  status: OrderStatus,
  of: 'org' | 'expert01' = 'org',
): ConsultOrder[] {
  const expertId = expert01(f);
  return some(
    [...tables(f).orders.values()].filter(
      (order) =>
        order.status === status &&
        (of === 'org' ? order.orgId === f.orgId : order.expertId === expertId),
    ),
  );
}
const seen = (order: ConsultOrder) => ({ id: order.id, version: order.version });

/** Counsellors of the organisation with a week template. */
const scheduled = (f: FixtureContext) =>
  some(
    [
      ...new Set(
        f.db.cooperApplies
          .filter((a) => a.orgId === f.orgId && a.status === 1)
          .map((a) => a.expertUserId),
      ),
    ]
      .filter((id) => f.db.expertProfiles.get(id)?.expertType === 0 && tables(f).schedules.has(id))
      .sort((a, b) => Number(a) - Number(b)),
  );

/** The first free slot of the expert in the next two weeks. */
function freeSlot(f: FixtureContext, expertId: string, cusUserId?: string, movingOrderId?: string) {
  const today = cstDate(f.now);
  for (let day = 2; day <= 14; day += 1) {
    const date = addDays(today, day);
    const [bucket] = freeBuckets(
      tables(f),
      { orgId: f.orgId, expertId, date, cusUserId, movingOrderId },
      f.now,
    );
    if (bucket) return { appointDate: date, bucketId: bucket.id };
  }
  throw new Error(`no free slot for expert ${expertId}`);
}

/** An expert with a weekly pair of free slots (the same bucket a week apart) in the booking window. */
function weeklyPair(f: FixtureContext, cusUserId: string) {
  const today = cstDate(f.now);
  for (const expertId of scheduled(f))
    for (let day = 1; day <= 7; day += 1) {
      const date = addDays(today, day);
      const ask = { orgId: f.orgId, expertId, cusUserId };
      const next = new Set(
        freeBuckets(tables(f), { ...ask, date: addDays(date, 7) }, f.now).map((row) => row.id),
      );
      const bucket = freeBuckets(tables(f), { ...ask, date }, f.now).find((row) =>
        next.has(row.id),
      );
      if (bucket) return { expertId, startDate: date, bucketId: bucket.id, next: addDays(date, 7) };
    }
  throw new Error('no expert with a weekly pair of free slots');
}

function customers(f: FixtureContext, archived: 0 | 1) {
  const busy = new Set(
    [...tables(f).orders.values()]
      .filter((order) => order.status === 0 || order.status === 1)
      .map((order) => order.cusUserId),
  );
  return some(
    [...tables(f).cusUsers.values()].filter(
      (row) => row.orgId === f.orgId && row.archived === archived && !busy.has(row.id),
    ),
  );
}

const leafTypes = (f: FixtureContext) =>
  some(
    [...tables(f).problemTypes.values()].filter((row) => row.orgId === f.orgId && row.pid !== '0'),
  );

type In<C> = Query<C> | Body<C>;

export const COUNSELLING_FIXTURES = {
  listConsultOrders: (): In<typeof Consult.listConsultOrders> => ({
    pageNum: 1,
    pageSize: 10000,
    consultWay: 1,
    createStart: '2024-07-01',
    createEnd: '2025-06-30',
  }),
  consultOrderDetail: (f: FixtureContext): In<typeof Consult.consultOrderDetail> => ({
    id: orders(f, 3)[0].id,
  }),
  createConsultOrder: (f: FixtureContext): In<typeof Consult.createConsultOrder> => {
    const expertId = scheduled(f)[0];
    const customer = customers(f, 0)[0];
    const way = f.db.expertProfiles.get(expertId)?.consultWays[0] ?? 0;
    return {
      appointMode: 2,
      cusUserId: customer.id,
      expertId,
      ...freeSlot(f, expertId, customer.id),
      consultWay: way as 0 | 1 | 2 | 3,
      consultType: 0,
      identity: 0,
      problemTypeIds: [leafTypes(f).filter((row) => row.status === 1)[0].id],
      problemDesc: '契约测试：最近睡眠不好',
      emergencyName: '李红',
      emergencyRelation: '母亲',
      emergencyMobile: '13700000000',
      customFields: [{ name: '所在部门', value: '研发中心' }],
      remark: '',
    };
  },
  // The status update's richest branch (转介: counsellor, slot and reason), so the generated bad inputs reach every kind of field.
  updateConsultOrderStatus: (f: FixtureContext): In<typeof Consult.updateConsultOrderStatus> => {
    const order = orders(f, 1)[1];
    const expertId = scheduled(f).find((id) => id !== order.expertId) ?? '';
    return {
      action: 'referral',
      ...seen(order),
      expertId,
      ...freeSlot(f, expertId, order.cusUserId, order.id),
      reason: '更擅长该领域',
    };
  },
  previewConsultSeries: (f: FixtureContext): In<typeof Series.previewConsultSeries> => {
    const { expertId, startDate, bucketId } = weeklyPair(f, customers(f, 0)[0].id);
    return { expertId, startDate, bucketId, every: 1, count: 4 };
  },
  createConsultSeries: (f: FixtureContext): In<typeof Series.createConsultSeries> => {
    const customer = customers(f, 0)[1];
    const pair = weeklyPair(f, customer.id);
    const { expertId } = pair;
    const way = f.db.expertProfiles.get(expertId)?.consultWays[0] ?? 0;
    return {
      appointMode: 2,
      cusUserId: customer.id,
      expertId,
      consultWay: way as 0 | 1 | 2 | 3,
      consultType: 0,
      identity: 0,
      problemTypeIds: [leafTypes(f).filter((row) => row.status === 1)[0].id],
      problemDesc: '契约测试：每周一次',
      emergencyName: '李红',
      emergencyRelation: '母亲',
      emergencyMobile: '13700000000',
      customFields: [{ name: '所在部门', value: '研发中心' }],
      remark: '',
      startDate: pair.startDate,
      bucketId: pair.bucketId,
      every: 1,
      count: 2,
      sessions: [
        { appointDate: pair.startDate, bucketId: pair.bucketId },
        { appointDate: pair.next, bucketId: pair.bucketId },
      ],
    };
  },
  cancelConsultOrder: (f: FixtureContext) => ({
    ...seen(orders(f, 1)[2]),
    reason: '来访者临时有事',
  }),
  revealEmergencyContact: (f: FixtureContext): In<typeof Consult.revealEmergencyContact> => ({
    id: [...tables(f).orders.values()].find(
      (row) => row.orgId === f.orgId && row.mentalStatus === 2 && row.emergencyMobile !== '',
    )!.id,
    reason: '来访者失联，需联系家属确认安全',
  }),
  remarkConsultOrder: (f: FixtureContext): In<typeof Consult.remarkConsultOrder> => ({
    id: orders(f, 1)[0].id,
    content: '来访者来电说明会晚到十分钟',
  }),
  listRecommendTargets: (f: FixtureContext): In<typeof Consult.listRecommendTargets> => ({
    orderId: orders(f, 3)[0].id,
    kind: 'scale',
  }),
  recommendConsultOrder: (f: FixtureContext): In<typeof Consult.recommendConsultOrder> => {
    const recommended = new Set(tables(f).recommendations.map((row) => row.orderId));
    const order = orders(f, 3).find((row) => !recommended.has(row.id)) ?? orders(f, 3)[0];
    const scale = [...f.db.scaleArea.scales.values()].find(
      (row) => row.orgId === f.orgId && row.status === 1,
    );
    return {
      ...seen(order),
      kind: 'scale',
      targetIds: [scale?.id ?? ''],
      reason: '建议完成量表评估',
    };
  },
  urgeConsultOrder: (f: FixtureContext) => ({
    id: orders(f, 0)[1].id,
    kind: 0 as const,
    content: '',
  }),

  listBucketSets: (): In<typeof Schedule.listBucketSets> => ({ status: 1 }),
  saveBucketSet: (): In<typeof Schedule.saveBucketSet> => ({
    name: '契约时段',
    sessionMin: 50,
    buckets: [{ start: '08:00', end: '08:50' }],
    status: 1,
  }),
  listScheduleExperts: (): In<typeof Schedule.listScheduleExperts> => ({
    pageNum: 1,
    pageSize: 20,
    name: '',
  }),
  expertSchedule: (f: FixtureContext) => ({ expertId: scheduled(f)[0] }),
  saveExpertWeek: (f: FixtureContext): In<typeof Schedule.saveExpertWeek> => {
    const schedule = tables(f).schedules.get(scheduled(f)[1]);
    if (!schedule) throw new Error('no schedule');
    return {
      expertId: schedule.expertId,
      bucketSetId: schedule.bucketSetId,
      week: { ...schedule.week, '0': [] },
      effectiveFrom: schedule.effectiveFrom,
      effectiveTo: '',
      consultWays: [1, 2],
    };
  },
  saveScheduleOverride: (f: FixtureContext): In<typeof Schedule.saveScheduleOverride> => ({
    expertId: scheduled(f)[2],
    date: addDays(cstDate(f.now), 3),
    type: 1,
    bucketIds: [],
  }),
  deleteScheduleOverride: (f: FixtureContext) => {
    const experts = new Set(scheduled(f));
    const row = tables(f).overrides.find((override) => experts.has(override.expertId));
    return { id: row?.id ?? '' };
  },
  freeSlots: (f: FixtureContext): In<typeof Schedule.freeSlots> => {
    const expertId = scheduled(f)[3];
    return { expertId, date: freeSlot(f, expertId).appointDate };
  },
  scheduleRoster: (f: FixtureContext): In<typeof Schedule.scheduleRoster> => ({
    pageNum: 1,
    pageSize: 20,
    month: cstDate(f.now).slice(0, 7),
    name: '',
  }),
  scheduleCalendar: (f: FixtureContext): In<typeof Schedule.scheduleCalendar> => ({
    start: cstDate(f.now),
    end: addDays(cstDate(f.now), 6),
  }),

  listCusUsers: (): In<typeof CusUser.listCusUsers> => ({
    pageNum: 1,
    pageSize: 20,
    archived: 0,
    keyword: '1',
  }),
  cusUserDetail: (f: FixtureContext) => ({ id: customers(f, 0)[0].id }),
  cusUserTimeline: (f: FixtureContext) => ({ id: customers(f, 0)[0].id }),
  saveCusUser: (): In<typeof CusUser.saveCusUser> => ({
    name: '契约来访者',
    sex: 0,
    birthday: '1990-05-01',
    mobile: '13312345678',
    source: '',
    remark: '',
  }),
  archiveCusUser: (f: FixtureContext) => ({ id: customers(f, 0).at(-1)?.id ?? '' }),
  restoreCusUser: (f: FixtureContext) => ({ id: customers(f, 1)[0].id }),

  problemTypeTree: (): In<typeof ProblemType.problemTypeTree> => ({ status: 1 }),
  saveProblemType: (): In<typeof ProblemType.saveProblemType> => ({
    pid: '0',
    name: '契约分组',
    sort: 9,
  }),
  problemTypeStatus: (f: FixtureContext) => ({ id: leafTypes(f)[0].id, status: 0 as const }),
  deleteProblemType: (f: FixtureContext) => {
    const used = new Set([...tables(f).orders.values()].flatMap((order) => order.problemTypeIds));
    return { id: leafTypes(f).find((row) => !used.has(row.id))?.id ?? '' };
  },
};

/** Calls the expert acts on (decline and complete are the order's expert's). */
export const COUNSELLING_FIXTURE_ACCOUNTS = {} as const;
