/**
 * Seeded consult orders over the 24 months before the seed's now, each in a free slot of its
 * expert's week, in a status that fits its time, with their timeline, urge log, follow-ups,
 * recommendations, crisis to-dos and SMS.
 */
import { slotKey, slotTime } from '../../src/shared/counselling/slotRule';
import type { OrderStatus } from '../../src/shared/counselling/orderTransitions';
import type { IdSource } from '../core/ids';
import { chineseName } from '../core/names';
import type { Rng } from '../core/random';
import { DAY_MS, formatDate, formatDateTime } from '../core/time';
import { ageOn } from './customers';
import { changeRow } from './rows';
import type {
  ConsultOrder,
  CounsellingTables,
  CusUser,
  MentalStatus,
  OrderLogEntry,
} from './types';

export interface SeedExpert {
  id: string;
  /** Counsellors take orders; listeners (audienters) only have schedules, for the hotline. */
  counsellor: boolean;
  name: string;
  /** Where an urge to accept is sent. */
  mobile: string;
  prices: Record<string, number>;
  consultWays: number[];
}

export interface OrderBatch {
  orgId: string;
  /** The seed's now (CounsellingInputs.now). */
  now: number;
  customerOrgId: string;
  experts: SeedExpert[];
  customers: CusUser[];
  count: number;
  /** Days before `now` the appointments start from (730: the last 24 months). */
  fromDays: number;
  toDays: number;
  staffName: string;
  /** The leaf problem types of the organisation. */
  problemTypeIds: string[];
  /** Every order of the batch in this status instead of one drawn to fit its time. */
  status?: OrderStatus;
}

const CUSTOM_FIELD_NAMES = ['所在部门', '员工编号', '咨询期望'];
const DEPARTMENTS = ['研发中心', '市场部', '人力资源部', '财务部', '客服中心'];
const RELATIONS = ['配偶', '父亲', '母亲', '子女', '朋友'];
const PROBLEMS = [
  '近期睡眠不好，白天注意力难以集中',
  '和伴侣沟通困难，经常争吵',
  '工作压力大，情绪低落',
  '孩子厌学，亲子关系紧张',
  '人际交往中容易紧张焦虑',
];
const CANCEL_REASONS = ['来访者临时有事', '来访者改约其他时间', '咨询师临时请假', '重复下单'];

/** Malformed ones (the export error) only 400 days before now, so an export of the newest 10,000 orders succeeds. */
const MALFORMED_AGE_MS = 400 * DAY_MS;

function visitorInfoText(rng: Rng, created: number, now: number): string {
  // The draw is made either way, so the seed's random stream does not depend on the cut-off.
  if (rng.chance(0.004))
    return created < now - MALFORMED_AGE_MS
      ? '{"customFields":[{"name":"所在部门","value":' // malformed on purpose
      : JSON.stringify({ customFields: [] });
  return JSON.stringify({
    customFields: [
      { name: CUSTOM_FIELD_NAMES[0], value: rng.pick(DEPARTMENTS) },
      { name: CUSTOM_FIELD_NAMES[1], value: `E${rng.int(10000, 99999)}` },
    ],
  });
}

function statusFor(rng: Rng, startMs: number, now: number): OrderStatus {
  if (startMs > now)
    return rng.weighted<OrderStatus>([
      [0, 35],
      [1, 55],
      [4, 10],
    ]);
  if (startMs > now - 3 * DAY_MS)
    return rng.weighted<OrderStatus>([
      [1, 25],
      [2, 65],
      [4, 10],
    ]);
  return rng.weighted<OrderStatus>([
    [3, 85],
    [4, 15],
  ]);
}

/**
 * An upcoming session was booked before now: a creation time past `now` folds back into the two
 * days before it (30 min early at least, so acceptance lies before now too). No random draw, so
 * the stream, and every other field, stays as it was.
 */
function bookedBefore(created: number, now: number): number {
  return created <= now ? created : now - 30 * 60_000 - ((created - now) % (2 * DAY_MS));
}

interface SeedDate {
  date: string;
  /** Day of week as the week template keys it. */
  day: string;
}

/** The batch's dates, computed once (formatting dates per attempt is most of the seed's cost). */
function datesOf(batch: OrderBatch): SeedDate[] {
  return Array.from({ length: batch.fromDays + batch.toDays + 1 }, (_, i) => {
    const ms = batch.now + (i - batch.fromDays) * DAY_MS;
    return { date: formatDate(ms), day: String(new Date(ms + 8 * 3_600_000).getUTCDay()) };
  });
}

/** A free slot of the expert's week on a random date of the batch's range, or undefined. */
function pickSlot(
  rng: Rng,
  t: CounsellingTables,
  expertId: string,
  dates: SeedDate[],
): { date: string; bucketId: string; start: string; end: string } | undefined {
  const schedule = t.schedules.get(expertId);
  const set = schedule && t.bucketSets.get(schedule.bucketSetId);
  if (!schedule || !set) return undefined;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const { date, day } = rng.pick(dates);
    const working = schedule.week[day] ?? [];
    if (working.length === 0) continue;
    const bucketId = rng.pick(working);
    if (t.slots.has(slotKey(expertId, date, bucketId))) continue;
    const bucket = set.buckets.find((b) => b.id === bucketId);
    if (bucket) return { date, bucketId, start: bucket.start, end: bucket.end };
  }
  return undefined;
}

export function seedOrders(rng: Rng, ids: IdSource, t: CounsellingTables, batch: OrderBatch): void {
  const dates = datesOf(batch);
  for (let i = 0; i < batch.count; i += 1) {
    const expert = rng.pick(batch.experts);
    const slot = pickSlot(rng, t, expert.id, dates);
    if (!slot) continue;
    const picked = rng.pick(batch.customers);
    // The table's row: an earlier order of this batch may have replaced the batch's.
    const customer = t.cusUsers.get(picked.id) ?? picked;
    const startMs = slotTime(slot.date, slot.start);
    const status = batch.status ?? statusFor(rng, startMs, batch.now);
    const created = bookedBefore(
      startMs - rng.int(1, 10) * DAY_MS - rng.int(0, 86399) * 1000,
      batch.now,
    );
    const id = ids.next('consultOrder');
    const consultWay = rng.pick(expert.consultWays) as ConsultOrder['consultWay'];
    const done = status === 2 || status === 3;
    const breach = status === 3 && rng.chance(0.06);
    const mentalStatus: MentalStatus =
      done && !breach
        ? rng.weighted<MentalStatus>([
            [0, 85],
            [1, 12],
            [2, 3],
          ])
        : 0;
    const age = ageOn(customer.birthday, slot.date);
    const needsContact = mentalStatus === 2 || age < 18 || rng.chance(0.5);
    const at = (ms: number) => formatDateTime(ms);
    const accepted = status !== 0 && !(status === 4 && rng.chance(0.5));
    const acceptMs = created + rng.int(5, 25) * 60_000;
    const endMs = slotTime(slot.date, slot.end);
    const cancelMs = Math.min(
      accepted ? acceptMs + rng.int(1, 20) * 3_600_000 : acceptMs,
      Math.max(acceptMs, batch.now - 60_000),
    );
    const drafted: ConsultOrder = {
      id,
      orderNo: `ZX${formatDate(created).replaceAll('-', '')}${id.slice(-6)}`,
      orgId: batch.orgId,
      customerOrgId: batch.customerOrgId,
      cusUserId: customer.id,
      expertId: expert.id,
      status,
      version: 1,
      visitorName: customer.name,
      sex: customer.sex,
      age,
      mobile: customer.mobile,
      identity: rng.weighted([
        [0, 80],
        [1, 6],
        [2, 8],
        [3, 4],
        [4, 2],
      ] as const),
      emergencyName: needsContact ? chineseName(rng) : '',
      emergencyRelation: needsContact ? rng.pick(RELATIONS) : '',
      emergencyMobile: needsContact ? `137${id.slice(-8).padStart(8, '0')}` : '',
      visitorInfo: visitorInfoText(rng, created, batch.now),
      problemTypeIds: [
        ...new Set([rng.pick(batch.problemTypeIds), rng.pick(batch.problemTypeIds)]),
      ],
      problemDesc: rng.pick(PROBLEMS),
      consultWay,
      appointMode: rng.weighted([
        [0, 50],
        [1, 10],
        [2, 15],
        [3, 25],
      ] as const),
      consultType: rng.chance(0.85) ? 0 : 1,
      appointDate: slot.date,
      bucketId: slot.bucketId,
      startTime: slot.start,
      endTime: slot.end,
      durationMin: 50,
      amount: expert.prices[String(consultWay)] ?? 300,
      payStatus: status === 4 ? 2 : 1,
      mentalStatus,
      isBreakContract: breach ? 1 : 0,
      acceptTime: accepted ? at(acceptMs) : '',
      finishTime: done ? at(endMs) : '',
      confirmTime: status === 3 && !breach ? at(endMs + rng.int(1, 3) * DAY_MS) : '',
      cancelTime: status === 4 ? at(cancelMs) : '',
      cancelReason: status === 4 ? rng.pick(CANCEL_REASONS) : '',
      cancelBy: status === 4 ? (accepted ? 'admin' : 'expert') : '',
      createAccount: customer.name,
      formId: '',
      remark: '',
      createTime: at(created),
      logs: [],
      partnerId: '',
    };
    const order = { ...drafted, logs: timeline(drafted, expert.name, batch.staffName) };
    t.orders.set(id, order);
    if (status !== 4) t.slots.set(slotKey(expert.id, slot.date, slot.bucketId), id);
    changeRow(t.cusUsers, customer, {
      consultCount: customer.consultCount + 1,
      ...(order.createTime > customer.lastConsultTime
        ? { lastConsultTime: order.createTime, mentalStatus }
        : {}),
    });
  }
}

/** The order's seeded timeline, from its times. */
function timeline(order: ConsultOrder, expertName: string, staff: string): OrderLogEntry[] {
  const logs: OrderLogEntry[] = [
    {
      action: 'create',
      from: null,
      to: 0,
      by: order.createAccount,
      time: order.createTime,
      note: '',
    },
  ];
  const add = (entry: OrderLogEntry) => logs.push(entry);
  if (order.acceptTime)
    add({ action: 'accept', from: 0, to: 1, by: expertName, time: order.acceptTime, note: '' });
  if (order.status === 4) {
    const declined = order.cancelBy === 'expert';
    add({
      action: declined ? 'decline' : 'cancel',
      from: declined ? 0 : 1,
      to: 4,
      by: declined ? expertName : staff,
      time: order.cancelTime,
      note: order.cancelReason,
    });
  }
  if (order.isBreakContract === 1)
    add({
      action: 'breach',
      from: 1,
      to: 3,
      by: expertName,
      time: formatDateTime(slotTime(order.appointDate, order.endTime)),
      note: '',
    });
  else if (order.finishTime) {
    add({ action: 'complete', from: 1, to: 2, by: expertName, time: order.finishTime, note: '' });
    if (order.confirmTime)
      add({
        action: 'confirm',
        from: 2,
        to: 3,
        by: order.visitorName,
        time: order.confirmTime,
        note: '',
      });
  }
  return logs;
}
