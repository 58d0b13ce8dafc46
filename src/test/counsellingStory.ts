/** Seeded counselling data the user-story tests book against: a bookable day of an expert, a free customer, an order booked through the mock. */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { addDays, cstDate } from '@/shared/counselling/slotRule';
import { NO_FREE_SLOT } from '@/shared/counselling/freeSlotOptions';
import type { MockApp } from '../../mock/app';
import { freeBuckets } from '../../mock/schedule/scheduleSlots';
import { call, loginAs } from '../../mock/testing';

const MAIN_ORG = '星辰心理健康综合服务中心';
/** renderApp options entering admin01's identity in the main organisation. */
export const asMainAdmin = {
  account: 'admin01',
  identity: (identity: { orgName: string }) => identity.orgName === MAIN_ORG,
};

/**
 * A counsellor scheduled with the main organisation and a bookable day of theirs with three or
 * more free buckets, that their week template rules: a day with a date adjustment (the seed
 * makes some in the two weeks ahead) would not change with the week.
 */
export function bookableDay(mock: MockApp) {
  const t = mock.db.counselling.tables;
  const orgId = mock.db.qaOrgs.comprehensive;
  const experts = mock.db.cooperApplies.filter(
    (apply) =>
      apply.orgId === orgId &&
      apply.status === 1 &&
      mock.db.expertProfiles.get(apply.expertUserId)?.expertType === 0 &&
      t.schedules.get(apply.expertUserId)?.orgId === orgId,
  );
  for (const apply of experts) {
    const adjusted = new Set(
      t.overrides.filter((row) => row.expertId === apply.expertUserId).map((row) => row.date),
    );
    for (let ahead = 2; ahead <= 13; ahead += 1) {
      const date = addDays(cstDate(mock.now()), ahead);
      if (adjusted.has(date)) continue;
      const free = freeBuckets(t, { orgId, expertId: apply.expertUserId, date }, mock.now());
      if (free.length >= 3) {
        const name = mock.db.accounts.get(apply.expertUserId)?.name ?? apply.expertName;
        return { expertId: apply.expertUserId, name, date, free };
      }
    }
  }
  throw new Error('no bookable day');
}

/** A customer of the main organisation, not archived, with no live order; adult unless `minor`. */
export function freeCustomer(mock: MockApp, minor = false) {
  const t = mock.db.counselling.tables;
  const busy = new Set(
    [...t.orders.values()].filter((o) => o.status === 0 || o.status === 1).map((o) => o.cusUserId),
  );
  const year = Number(cstDate(mock.now()).slice(0, 4));
  const customer = [...t.cusUsers.values()].find((row) => {
    const age = year - Number(row.birthday.slice(0, 4));
    return (
      row.orgId === mock.db.qaOrgs.comprehensive &&
      row.archived === 0 &&
      !busy.has(row.id) &&
      (minor ? age > 0 && age < 17 : age > 20)
    );
  });
  if (!customer) throw new Error('no free customer');
  return customer;
}

/** Books the first free bucket of the day through the mock's own create call (as admin01); answers the order. */
export async function bookOrder(mock: MockApp, day: ReturnType<typeof bookableDay>) {
  const t = mock.db.counselling.tables;
  const { token } = await loginAs(mock, 'admin01', MAIN_ORG);
  const customer = freeCustomer(mock);
  const typeId = [...t.problemTypes.values()].find(
    (row) => row.orgId === mock.db.qaOrgs.comprehensive && row.pid !== '0' && row.status === 1,
  )?.id;
  const answer = await call<{ id: string }>(mock, {
    method: 'POST',
    path: '/server-platform/api/consult/create',
    token,
    body: {
      appointMode: 2,
      cusUserId: customer.id,
      expertId: day.expertId,
      appointDate: day.date,
      bucketId: day.free[0].id,
      consultWay: mock.db.expertProfiles.get(day.expertId)?.consultWays[0] ?? 0,
      consultType: 0,
      problemTypeIds: [typeId],
    },
  });
  if (answer.code !== 0) throw new Error(`booking: ${answer.msg}`);
  const order = t.orders.get(answer.data.id);
  if (!order) throw new Error('booking stored nothing');
  return order;
}

/** admin01 refers the visitor to the partner through the mock's own save call (the chart's 发起转介). */
export async function referVisitor(
  mock: MockApp,
  referral: { cusUserId: string; partnerId: string; reason: string; urgency: string },
) {
  const { token } = await loginAs(mock, 'admin01', MAIN_ORG);
  const answer = await call(mock, {
    method: 'POST',
    path: '/server-platform/api/referral/save',
    token,
    body: { ...referral, summary: '摘要', followUpDate: '2099-01-01' },
  });
  if (answer.code !== 0) throw new Error(`referral: ${answer.msg}`);
}

/**
 * In a dialog with 预约日期 and 预约时段 (改期, manual entry): types the days of the booking window
 * one by one until one offers free slots, and answers that day's slot options, left open (none
 * when the whole window is booked).
 */
export async function openFirstFreeSlots(user: UserEvent, dialog: HTMLElement) {
  const date = within(dialog).getByLabelText('预约日期');
  let options: HTMLElement[] = [];
  for (let ahead = 1; ahead <= 14 && options.length === 0; ahead += 1) {
    await user.clear(date);
    await user.type(date, `${addDays(cstDate(Date.now()), ahead)}{Enter}`);
    await user.click(within(dialog).getByRole('combobox', { name: '预约时段' }));
    options = await waitFor(() => {
      const empty = screen.queryByText(NO_FREE_SLOT);
      const found = screen.queryAllByTitle(/^\d{2}:\d{2}-\d{2}:\d{2}$/);
      if (!empty && found.length === 0) throw new Error('slots still loading');
      return found;
    });
    if (options.length === 0) await user.keyboard('{Escape}');
  }
  return options;
}

/**
 * A counsellor of the main organisation, a first date and a bucket free on each of `count`
 * weekly dates; the organisation's booking window is widened to 90 days first so later weeks
 * fall in it.
 */
export function seriesSlot(mock: MockApp, count: number) {
  const t = mock.db.counselling.tables;
  const orgId = mock.db.qaOrgs.comprehensive;
  const config = t.configs.get(orgId);
  if (config) t.configs.set(orgId, { ...config, bookingWindowDays: 90 });
  const experts = mock.db.cooperApplies.filter(
    (apply) =>
      apply.orgId === orgId &&
      apply.status === 1 &&
      mock.db.expertProfiles.get(apply.expertUserId)?.expertType === 0 &&
      t.schedules.get(apply.expertUserId)?.orgId === orgId,
  );
  for (const { expertUserId: expertId } of experts)
    for (let ahead = 2; ahead <= 13; ahead += 1) {
      const dates = Array.from({ length: count }, (_, i) =>
        addDays(cstDate(mock.now()), ahead + 7 * i),
      );
      const [first, ...later] = dates.map((date) =>
        freeBuckets(t, { orgId, expertId, date }, mock.now()),
      );
      const bucket = first.find((row) => later.every((free) => free.some((b) => b.id === row.id)));
      if (bucket) {
        const name = mock.db.accounts.get(expertId)?.name ?? '';
        return { expertId, name, dates, bucket };
      }
    }
  throw new Error('no weekly series free');
}

/** Books `count` weekly sessions (seriesSlot) through the mock's own series call (as admin01); answers the orders in series order. */
export async function bookSeries(mock: MockApp, count: number) {
  const t = mock.db.counselling.tables;
  const orgId = mock.db.qaOrgs.comprehensive;
  const { expertId, dates, bucket } = seriesSlot(mock, count);
  const { token } = await loginAs(mock, 'admin01', MAIN_ORG);
  const customer = freeCustomer(mock);
  const typeId = [...t.problemTypes.values()].find(
    (row) => row.orgId === orgId && row.pid !== '0' && row.status === 1,
  )?.id;
  const answer = await call<{ orders: { id: string }[] }>(mock, {
    method: 'POST',
    path: '/server-platform/api/consult/series/create',
    token,
    body: {
      appointMode: 2,
      cusUserId: customer.id,
      expertId,
      consultWay: mock.db.expertProfiles.get(expertId)?.consultWays[0] ?? 0,
      consultType: 0,
      problemTypeIds: [typeId],
      startDate: dates[0],
      bucketId: bucket.id,
      every: 1,
      count,
      sessions: dates.map((appointDate) => ({ appointDate, bucketId: bucket.id })),
    },
  });
  if (answer.code !== 0) throw new Error(`series: ${answer.msg}`);
  return answer.data.orders.map((row) => t.orders.get(row.id)!);
}
