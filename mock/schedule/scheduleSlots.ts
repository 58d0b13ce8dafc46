/** The slot rule applied to the store: free buckets of an expert's day, and the refusal of one slot. */
import {
  slotKey,
  slotRefusal,
  slotTime,
  workingBuckets,
  type TimeBucket,
} from '../../src/shared/counselling/slotRule';
import { DEFAULT_ORDER_CONFIG } from '../counselling/config';
import type { CounsellingTables } from '../counselling/types';
import { ordersOfVisitor } from '../counselling/visitorOrders';
import { HELD_MESSAGE, holdOn } from '../counselling/waitlist';

export interface SlotAsk {
  orgId: string;
  expertId: string;
  date: string;
  cusUserId?: string;
  /** An order moving away from its slot does not collide with itself. */
  movingOrderId?: string;
  /** 转为订单 books the slot held for this waiting-list entry (waitlist.ts). */
  heldForEntryId?: string;
  /** Orders moving together (a series' 本次及之后): none collides with another's old slot. */
  movingOrderIds?: readonly string[];
}

const movingOf = (ask: SlotAsk) => new Set([ask.movingOrderId, ...(ask.movingOrderIds ?? [])]);

function dayOf(t: CounsellingTables, ask: SlotAsk) {
  const schedule = t.schedules.get(ask.expertId);
  const set = schedule ? t.bucketSets.get(schedule.bucketSetId) : undefined;
  const override = t.overrides.find(
    (row) => row.expertId === ask.expertId && row.date === ask.date,
  );
  const working = workingBuckets(schedule, override, ask.date);
  const moving = movingOf(ask);
  const busy = ask.cusUserId
    ? ordersOfVisitor(t, ask.cusUserId)
        .filter(
          (order) =>
            order.appointDate === ask.date &&
            (order.status === 0 || order.status === 1) &&
            !moving.has(order.id),
        )
        .map((order) => ({
          start: slotTime(order.appointDate, order.startTime),
          end: slotTime(order.appointDate, order.endTime),
        }))
    : [];
  return { buckets: set?.buckets ?? [], working, busy };
}

/** Why (expert, date, bucket) cannot be booked now, or the bucket when it can. */
export function checkSlot(
  t: CounsellingTables,
  ask: SlotAsk & { bucketId: string },
  now: number,
): { refusal: string } | { bucket: TimeBucket } {
  const day = dayOf(t, ask);
  const bucket = day.buckets.find((row) => row.id === ask.bucketId);
  const holder = t.slots.get(slotKey(ask.expertId, ask.date, ask.bucketId));
  const refusal = slotRefusal({
    date: ask.date,
    bucket,
    working: day.working,
    now,
    window: t.configs.get(ask.orgId) ?? DEFAULT_ORDER_CONFIG,
    taken: holder !== undefined && !movingOf(ask).has(holder),
    visitorBusy: day.busy,
  });
  if (refusal || !bucket) return { refusal: refusal ?? '该时段不可预约' };
  const hold = holdOn(t, ask, now);
  return hold && hold.entryId !== ask.heldForEntryId ? { refusal: HELD_MESSAGE } : { bucket };
}

/** The buckets of the expert's day that can be booked now. */
export function freeBuckets(t: CounsellingTables, ask: SlotAsk, now: number): TimeBucket[] {
  return dayOf(t, ask).buckets.filter(
    (bucket) => 'bucket' in checkSlot(t, { ...ask, bucketId: bucket.id }, now),
  );
}
