/**
 * Fixtures of the waiting-list calls (see fixtures.ts). The seed has no waiting list, so the
 * withdraw and 转为订单 fixtures store what they act on as the calls would: an entry, and for
 * 转为订单 a free slot of the QA organisation offered to it (waitlist.ts offerSlot).
 */
import type { Body, Query } from '../../src/shared/contract/call';
import type * as Waitlist from '../../src/shared/contract/waitlist';
import { addDays, cstDate } from '../../src/shared/counselling/slotRule';
import { ageOn } from '../counselling/customers';
import type { WaitlistEntry } from '../counselling/types';
import { offerSlot } from '../counselling/waitlist';
import { createIds } from '../core/ids';
import { formatDateTime } from '../core/time';
import { freeBuckets } from '../schedule/scheduleSlots';
import type { FixtureContext } from './fixtures';

type In<C> = Query<C> | Body<C>;

const tables = (f: FixtureContext) => f.db.counselling.tables;

/** Adult visitors of the organisation with no live order and no live entry: free to wait and book. */
function freeVisitors(f: FixtureContext) {
  const t = tables(f);
  const busy = new Set(
    [...t.orders.values()]
      .filter((order) => order.status === 0 || order.status === 1)
      .map((order) => order.cusUserId),
  );
  for (const entry of t.waitlist.values())
    if (entry.status === 'waiting' || entry.status === 'offered') busy.add(entry.cusUserId);
  const today = cstDate(f.now);
  return [...t.cusUsers.values()].filter(
    (row) =>
      row.orgId === f.orgId &&
      row.archived === 0 &&
      !busy.has(row.id) &&
      ageOn(row.birthday, today) >= 18,
  );
}

/** A counsellor of the organisation with a week template, and a free slot of theirs. */
function freeSlot(f: FixtureContext) {
  const t = tables(f);
  const today = cstDate(f.now);
  const experts = f.db.cooperApplies
    .filter((a) => a.orgId === f.orgId && a.status === 1)
    .map((a) => a.expertUserId)
    .filter((id) => f.db.expertProfiles.get(id)?.expertType === 0 && t.schedules.has(id));
  for (const expertId of experts)
    for (let day = 2; day <= 14; day += 1) {
      const date = addDays(today, day);
      const [bucket] = freeBuckets(t, { orgId: f.orgId, expertId, date }, f.now);
      if (bucket) return { expertId, date, bucketId: bucket.id };
    }
  throw new Error('no free slot for the waiting-list fixtures');
}

/** Stores a waiting entry as createWaitlistEntry would. */
function storeEntry(f: FixtureContext, fields: Partial<WaitlistEntry> = {}): WaitlistEntry {
  const t = tables(f);
  const visitor = freeVisitors(f)[0];
  const id = createIds(t.counters).next('waitlist');
  const entry: WaitlistEntry = {
    id,
    orgId: f.orgId,
    cusUserId: visitor.id,
    expertIds: [],
    consultWays: [0, 1, 2, 3],
    weekdays: [],
    timeRanges: [],
    from: cstDate(f.now),
    to: addDays(cstDate(f.now), 30),
    priority: 0,
    note: '契约测试：希望尽快约到',
    problemTypeIds: [],
    status: 'waiting',
    orderId: '',
    endReason: '',
    endTime: '',
    createBy: '王立新',
    createTime: formatDateTime(f.now),
    ...fields,
  };
  t.waitlist.set(id, entry);
  return entry;
}

export const WAITLIST_FIXTURES = {
  listWaitlist: (): In<typeof Waitlist.listWaitlist> => ({
    pageNum: 1,
    pageSize: 20,
    status: 'waiting',
    priority: 2,
  }),
  createWaitlistEntry: (f: FixtureContext): In<typeof Waitlist.createWaitlistEntry> => ({
    cusUserId: freeVisitors(f)[0].id,
    expertIds: [],
    consultWays: [1, 3],
    weekdays: [1, 3, 5],
    timeRanges: [{ start: '09:00', end: '18:00' }],
    from: cstDate(f.now),
    to: addDays(cstDate(f.now), 30),
    priority: 1,
    problemTypeIds: [],
    note: '契约测试：只能工作日白天',
  }),
  withdrawWaitlistEntry: (f: FixtureContext): In<typeof Waitlist.withdrawWaitlistEntry> => ({
    id: storeEntry(f).id,
    reason: '来访者已在别处预约',
  }),
  bookWaitlistOffer: (f: FixtureContext): In<typeof Waitlist.bookWaitlistOffer> => {
    const slot = freeSlot(f);
    // Crisis first: the slot goes to this entry whoever else waits.
    const entry = storeEntry(f, { expertIds: [slot.expertId], priority: 2 });
    const offer = offerSlot(tables(f), { orgId: f.orgId, ...slot }, f.now);
    if (offer?.entryId !== entry.id)
      throw new Error('the fixture slot was not offered to its entry');
    return { id: entry.id };
  },
};
