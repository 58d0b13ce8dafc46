/**
 * The waiting list (候补; counselling design "Series and the waiting list", decision 0018). When a
 * slot frees (cancel, decline, the accept timeout, reschedule, referral: effects.ts; a new work
 * day: schedule/scheduleRoutes.ts) it is offered to the first matching waiting entry, highest priority
 * first and then the oldest: a 候补可约 to-do for the organisation's administrators and an SMS
 * to the visitor, and the slot is held for that entry `waitlistHoldMin` minutes (订单设置). A
 * hold that runs out passes the slot to the next match, or leaves it open. Like the other timed
 * effects (dueEffects.ts) the hold's end runs lazily, at the start of a counselling request,
 * dated when a timer would have run it; entries past their `to` date expire then too.
 */
import {
  addDays,
  cstDate,
  slotKey,
  slotRefusal,
  slotTime,
  workingBuckets,
} from '../../src/shared/counselling/slotRule';
import { createIds, type IdSource } from '../core/ids';
import { formatDateTime } from '../core/time';
import { orderConfigOf } from './config';
import { sendSms } from './sms';
import { addTodo, cstMs } from './hotlineEffects';
import { changeAt, changeRow } from './rows';
import type { CounsellingTables, Todo, WaitlistEntry, WaitlistOffer } from './types';

const MINUTE_MS = 60_000;

/** The refusal of a booking on a slot held for another entry. */
export const HELD_MESSAGE = '该时段已为候补来访者保留';

export interface FreedSlot {
  orgId: string;
  expertId: string;
  date: string;
  bucketId: string;
}

/** The live hold on a slot at `now`, if any. */
export function holdOn(
  t: CounsellingTables,
  slot: Omit<FreedSlot, 'orgId'>,
  now: number,
): WaitlistOffer | undefined {
  if (t.waitlistOffers.length === 0) return undefined;
  return t.waitlistOffers.find(
    (offer) =>
      offer.status === 'held' &&
      offer.expertId === slot.expertId &&
      offer.date === slot.date &&
      offer.bucketId === slot.bucketId &&
      cstMs(offer.holdUntil) > now,
  );
}

/** The slot's bucket when it can be booked at `now` by anyone (free, working, in the window). */
function openBucket(t: CounsellingTables, slot: FreedSlot, now: number) {
  const schedule = t.schedules.get(slot.expertId);
  const set = schedule ? t.bucketSets.get(schedule.bucketSetId) : undefined;
  const bucket = set?.buckets.find((row) => row.id === slot.bucketId);
  const override = t.overrides.find(
    (row) => row.expertId === slot.expertId && row.date === slot.date,
  );
  const refusal = slotRefusal({
    date: slot.date,
    bucket,
    working: workingBuckets(schedule, override, slot.date),
    now,
    window: orderConfigOf(t, slot.orgId),
    taken:
      t.slots.has(slotKey(slot.expertId, slot.date, slot.bucketId)) ||
      holdOn(t, slot, now) !== undefined,
    visitorBusy: [],
  });
  return refusal ? undefined : bucket;
}

/** Whether the visitor has a live order overlapping the slot. */
function visitorBusy(
  t: CounsellingTables,
  cusUserId: string,
  date: string,
  start: number,
  end: number,
) {
  for (const order of t.orders.values())
    if (
      order.cusUserId === cusUserId &&
      order.appointDate === date &&
      (order.status === 0 || order.status === 1) &&
      slotTime(date, order.startTime) < end &&
      start < slotTime(date, order.endTime)
    )
      return true;
  return false;
}

/** Whether a waiting entry wants the slot (expert, way, weekday, hours, dates) and its visitor can take it. */
function wants(
  t: CounsellingTables,
  entry: WaitlistEntry,
  slot: FreedSlot,
  bucket: { start: string; end: string },
): boolean {
  if (entry.status !== 'waiting' || entry.orgId !== slot.orgId) return false;
  if (slot.date < entry.from || slot.date > entry.to) return false;
  if (entry.expertIds.length > 0 && !entry.expertIds.includes(slot.expertId)) return false;
  const ways = t.schedules.get(slot.expertId)?.consultWays ?? [];
  if (!entry.consultWays.some((way) => ways.includes(way))) return false;
  const weekday = new Date(slotTime(slot.date) + 8 * 3_600_000).getUTCDay();
  if (entry.weekdays.length > 0 && !entry.weekdays.includes(weekday)) return false;
  if (
    entry.timeRanges.length > 0 &&
    !entry.timeRanges.some((range) => range.start <= bucket.start && bucket.end <= range.end)
  )
    return false;
  const customer = t.cusUsers.get(entry.cusUserId);
  if (!customer || customer.archived === 1) return false;
  return !visitorBusy(
    t,
    entry.cusUserId,
    slot.date,
    slotTime(slot.date, bucket.start),
    slotTime(slot.date, bucket.end),
  );
}

/** Highest priority first, then the oldest (by creation, then id). */
const byTurn = (a: WaitlistEntry, b: WaitlistEntry) =>
  b.priority - a.priority ||
  a.createTime.localeCompare(b.createTime) ||
  Number(a.id) - Number(b.id);

/** The 候补可约 to-do of an offer. */
const todoOf = (t: CounsellingTables, offer: WaitlistOffer): Todo | undefined =>
  t.todos.find(
    (todo) => todo.type === '候补可约' && todo.bizId === offer.entryId && todo.status === 0,
  );

/** Settles the offer's open to-do: done by 转为订单, closed with why otherwise. */
export function settleOfferTodo(
  t: CounsellingTables,
  offer: WaitlistOffer,
  settle: { status: 1 | 2; by: string; time: string; remark: string },
): void {
  const todo = todoOf(t, offer);
  if (todo)
    changeAt(t.todos, todo, {
      status: settle.status,
      doneBy: settle.by,
      doneTime: settle.time,
      remark: settle.remark,
    });
}

/**
 * Offers a slot to the first entry that wants it and was not offered it in this round (`round`,
 * when the slot passes on): the hold, the entry marked offered, the to-do and the SMS. Nothing
 * when the slot cannot be booked at `at` or nobody wants it. The offer, if one was made.
 */
export function offerSlot(
  t: CounsellingTables,
  slot: FreedSlot,
  at: number,
  round?: string,
): WaitlistOffer | undefined {
  if (t.waitlist.size === 0) return undefined;
  const bucket = openBucket(t, slot, at);
  if (!bucket) return undefined;
  const offered = new Set(
    round
      ? t.waitlistOffers.filter((offer) => offer.round === round).map((offer) => offer.entryId)
      : [],
  );
  const entry = [...t.waitlist.values()]
    .filter((row) => !offered.has(row.id) && wants(t, row, slot, bucket))
    .sort(byTurn)[0];
  if (!entry) return undefined;
  const ids: IdSource = createIds(t.counters);
  const holdMin = orderConfigOf(t, slot.orgId).waitlistHoldMin;
  const time = formatDateTime(at);
  const holdUntil = formatDateTime(at + holdMin * MINUTE_MS);
  const id = ids.next('waitlistOffer');
  const offer: WaitlistOffer = {
    id,
    round: round ?? id,
    orgId: slot.orgId,
    entryId: entry.id,
    expertId: slot.expertId,
    date: slot.date,
    bucketId: bucket.id,
    startTime: bucket.start,
    endTime: bucket.end,
    offerTime: time,
    holdUntil,
    status: 'held',
  };
  t.waitlistOffers.push(offer);
  changeRow(t.waitlist, entry, { status: 'offered' });
  const customer = t.cusUsers.get(entry.cusUserId);
  const session = `${slot.date} ${bucket.start}-${bucket.end}`;
  addTodo(ids, t, {
    orgId: slot.orgId,
    type: '候补可约',
    bizType: 'waitlist',
    bizId: entry.id,
    title: `候补可约：${customer?.name ?? ''}（${session}，保留至${holdUntil.slice(11, 16)}）`,
    assignee: 'orgAdmins',
    priority: entry.priority === 2 ? 2 : 1,
    time,
    dueMs: at + holdMin * MINUTE_MS,
  });
  if (customer)
    sendSms(ids, t, {
      orgId: slot.orgId,
      mobile: customer.mobile,
      bizType: 'waitlist',
      template: 'WAITLIST_OFFER',
      content: `您候补的咨询有空位：${session}，已为您保留${holdMin}分钟，请尽快联系机构确认预约`,
      time,
    });
  return offer;
}

/** Ends a held offer (lapsed, withdrawn, expired) and frees its entry for later slots. */
function endOffer(
  t: CounsellingTables,
  offer: WaitlistOffer,
  status: 'lapsed' | 'withdrawn' | 'expired',
  time: string,
): void {
  changeAt(t.waitlistOffers, offer, { status });
  const remark = { lapsed: '保留已到期', withdrawn: '候补已撤销', expired: '候补已过期' }[status];
  settleOfferTodo(t, offer, { status: 2, by: '系统', time, remark });
  const entry = t.waitlist.get(offer.entryId);
  if (entry?.status === 'offered' && status === 'lapsed')
    changeRow(t.waitlist, entry, { status: 'waiting' });
}

/** Gives a held slot up (its entry withdrawn) and passes it on at `now`. */
export function releaseOffer(t: CounsellingTables, offer: WaitlistOffer, now: number): void {
  endOffer(t, offer, 'withdrawn', formatDateTime(now));
  offerSlot(t, offer, now, offer.round);
}

/**
 * Writes what the waiting list made due by `now`: each hold that ran out passes its slot on at
 * its end (a chain of holds all run out in one go, each dated at its own end), and entries
 * whose `to` date has passed expire.
 */
export function runWaitlistDue(t: CounsellingTables, now: number): void {
  if (t.waitlist.size === 0) return;
  for (;;) {
    const lapsed = t.waitlistOffers
      .filter((offer) => offer.status === 'held' && cstMs(offer.holdUntil) <= now)
      .sort((a, b) => a.holdUntil.localeCompare(b.holdUntil))[0];
    if (!lapsed) break;
    const at = cstMs(lapsed.holdUntil);
    endOffer(t, lapsed, 'lapsed', lapsed.holdUntil);
    offerSlot(t, lapsed, at, lapsed.round);
  }
  const today = cstDate(now);
  for (const entry of [...t.waitlist.values()]) {
    if ((entry.status !== 'waiting' && entry.status !== 'offered') || entry.to >= today) continue;
    const time = formatDateTime(slotTime(addDays(entry.to, 1)));
    for (const offer of t.waitlistOffers)
      if (offer.entryId === entry.id && offer.status === 'held')
        endOffer(t, offer, 'expired', time);
    changeRow(t.waitlist, entry, { status: 'expired', endTime: time, endReason: '候补期已过' });
  }
}

/**
 * A new work day (an extra-work override, or a week that now works more): each bucket of
 * `date` that `before` did not work and is bookable now is offered, in the day's order.
 */
export function offerNewWork(
  t: CounsellingTables,
  slot: Omit<FreedSlot, 'bucketId'>,
  before: readonly string[],
  after: readonly string[],
  now: number,
): void {
  if (t.waitlist.size === 0) return;
  for (const bucketId of after)
    if (!before.includes(bucketId)) offerSlot(t, { ...slot, bucketId }, now);
}
