/** 周期预约 (issue 31 §1): preview states, all-or-nothing booking, 仅本次 / 本次及之后, no double booking. */
import { SLOT_MESSAGES, addDays, slotKey } from '../../src/shared/counselling/slotRule';
import { seriesDates, weekdayOf } from '../../src/shared/counselling/seriesRule';
import {
  API,
  configureMainOrg,
  counsellingKit,
  createBody,
  freeCustomers,
  scheduledExperts,
  updateStatus,
  type Kit,
} from '../counselling/testKit';

interface PreviewDate {
  index: number;
  appointDate: string;
  bucketId: string;
  state: string;
  stateLabel: string;
  refusal: string;
}
interface Booked {
  seriesId: string;
  orders: { id: string; orderNo: string; seriesIndex: number }[];
}
interface Row {
  id: string;
  status: number;
  version: number;
  seriesId: string;
  seriesIndex: number;
  seriesCount: number;
  appointDate: string;
  amount: number;
}

const SERIES = (action: string) => `/server-platform/api/consult/series/${action}`;
const TODAY = '2025-06-30';

let kit: Kit;
beforeEach(async () => {
  kit = await counsellingKit();
  // Eight weekly sessions reach 50 days ahead: the organisation books up to 90.
  configureMainOrg(kit, { bookingWindowDays: 90 });
});

const tables = () => kit.app.db.counselling.tables;
const preview = (query: Record<string, string>) =>
  kit.get<{ weekday: number; dates: PreviewDate[] }>(SERIES('preview'), query);

/** A weekly pattern of the expert whose `count` dates are all free for the customer. */
async function freePattern(expertId: string, cusUserId: string, count: number, every = 1) {
  const week = tables().schedules.get(expertId)!.week;
  for (let day = 15; day < 22; day += 1) {
    const startDate = addDays(TODAY, day);
    for (const bucketId of week[String(weekdayOf(startDate))] ?? []) {
      const answer = await preview({
        expertId,
        cusUserId,
        startDate,
        bucketId,
        every: String(every),
        count: String(count),
      });
      if (answer.data.dates.every((date) => date.state === 'free'))
        return { startDate, bucketId, dates: answer.data.dates };
    }
  }
  throw new Error(`no free weekly pattern for ${expertId}`);
}

/** The series body: the entry's fields (createBody) with the pattern and the kept sessions. */
function seriesBody(
  cusUserId: string,
  expertId: string,
  pattern: { startDate: string; bucketId: string },
  dates: string[],
  count = dates.length,
) {
  const {
    appointDate: _d,
    bucketId: _b,
    ...entry
  } = createBody(kit, cusUserId, expertId, pattern.startDate, pattern.bucketId);
  return {
    ...entry,
    startDate: pattern.startDate,
    bucketId: pattern.bucketId,
    every: 1,
    count,
    sessions: dates.map((appointDate) => ({ appointDate, bucketId: pattern.bucketId })),
  };
}

const rowsOfSeries = async (seriesId: string, cusUserId: string) => {
  const name = tables().cusUsers.get(cusUserId)!.name;
  const answer = await kit.get<{ rows: Row[] }>(API.consult('page'), {
    visitor: name,
    pageSize: '100',
  });
  return answer.data.rows
    .filter((row) => row.seriesId === seriesId)
    .sort((a, b) => a.seriesIndex - b.seriesIndex);
};

test('the shared rule: every week or two, N sessions or until a date, never more than 24', () => {
  expect(seriesDates({ startDate: '2025-07-01', every: 1, count: 3 })).toEqual([
    '2025-07-01',
    '2025-07-08',
    '2025-07-15',
  ]);
  expect(seriesDates({ startDate: '2025-07-01', every: 2, until: '2025-07-29' })).toEqual([
    '2025-07-01',
    '2025-07-15',
    '2025-07-29',
  ]);
  expect(seriesDates({ startDate: '2025-07-01', every: 1, until: '2027-01-01' })).toHaveLength(24);
});

test('the preview names each date 可预约 / 已被预约 / 休息 / 超出可预约范围 as a single booking would be refused', async () => {
  const [expertId] = await scheduledExperts(kit);
  const [visitor, other] = freeCustomers(kit);
  const pattern = await freePattern(expertId, visitor.id, 4);
  // The third date taken by someone else, then the window cut to 20 days (the fourth falls out).
  const taken = await kit.post(
    API.consult('create'),
    createBody(kit, other.id, expertId, pattern.dates[2].appointDate, pattern.bucketId),
  );
  expect(taken.code).toBe(0);
  configureMainOrg(kit, { bookingWindowDays: 32 });
  const answer = await preview({
    expertId,
    cusUserId: visitor.id,
    startDate: pattern.startDate,
    bucketId: pattern.bucketId,
    every: '1',
    count: '4',
  });
  expect(answer.data.weekday).toBe(weekdayOf(pattern.startDate));
  expect(answer.data.dates.map((date) => [date.index, date.stateLabel, date.refusal])).toEqual([
    [1, '可预约', ''],
    [2, '可预约', ''],
    [3, '已被预约', SLOT_MESSAGES.taken],
    [4, '超出可预约范围', SLOT_MESSAGES.outsideWindow],
  ]);
  // A weekday the expert does not work: 休息 on every date.
  const week = tables().schedules.get(expertId)!.week;
  const restDay = [1, 2, 3, 4, 5, 6, 7]
    .map((day) => addDays(pattern.startDate, day))
    .find((date) => !(week[String(weekdayOf(date))] ?? []).includes(pattern.bucketId))!;
  const rest = await preview({
    expertId,
    startDate: restDay,
    bucketId: pattern.bucketId,
    every: '2',
    count: '2',
  });
  expect(rest.data.dates.map((date) => date.stateLabel)).toEqual(['休息', '休息']);
  // Count or until, one of them.
  const neither = await preview({ expertId, startDate: restDay, bucketId: pattern.bucketId });
  expect([neither.code, neither.msg]).toEqual([10400, '请填写次数或截止日期（二选一）']);
  const early = await preview({
    expertId,
    startDate: restDay,
    bucketId: pattern.bucketId,
    until: addDays(restDay, -1),
  });
  expect([early.code, early.msg]).toEqual([10400, '截止日期不能早于首次日期']);
});

test('a series of 8 with two taken dates: the call refuses both with their texts and stores nothing; the 6 kept are booked as 第 n/6 次, each at its own fee', async () => {
  const [expertId] = await scheduledExperts(kit);
  const [visitor, first, second] = freeCustomers(kit);
  const pattern = await freePattern(expertId, visitor.id, 8);
  const dates = pattern.dates.map((date) => date.appointDate);
  for (const [customer, date] of [
    [first, dates[2]],
    [second, dates[5]],
  ] as const) {
    const single = await kit.post(
      API.consult('create'),
      createBody(kit, customer.id, expertId, date, pattern.bucketId),
    );
    expect(single.code).toBe(0);
  }
  const shown = await preview({
    expertId,
    cusUserId: visitor.id,
    startDate: pattern.startDate,
    bucketId: pattern.bucketId,
    every: '1',
    count: '8',
  });
  const failing = shown.data.dates.filter((date) => date.state !== 'free');
  expect(failing.map((date) => [date.appointDate, date.refusal])).toEqual([
    [dates[2], SLOT_MESSAGES.taken],
    [dates[5], SLOT_MESSAGES.taken],
  ]);

  const before = kit.digest();
  const all = await kit.post(SERIES('create'), seriesBody(visitor.id, expertId, pattern, dates));
  expect(all.code).toBe(10409);
  const start = tables()
    .bucketSets.get(tables().schedules.get(expertId)!.bucketSetId)!
    .buckets.find((bucket) => bucket.id === pattern.bucketId)!.start;
  expect(all.msg).toBe(
    `以下各次不能预约：${dates[2]} ${start} ${SLOT_MESSAGES.taken}；${dates[5]} ${start} ${SLOT_MESSAGES.taken}`,
  );
  expect(kit.digest()).toBe(before);

  const kept = dates.filter((_, i) => i !== 2 && i !== 5);
  const booked = await kit.post<Booked>(
    SERIES('create'),
    seriesBody(visitor.id, expertId, pattern, kept, 8),
  );
  expect([booked.code, booked.msg]).toEqual([0, '已预约6次']);
  expect(booked.data.orders.map((order) => order.seriesIndex)).toEqual([1, 2, 3, 4, 5, 6]);
  const rows = await rowsOfSeries(booked.data.seriesId, visitor.id);
  expect(
    rows.map((row) => [row.appointDate, row.seriesIndex, row.seriesCount, row.status]),
  ).toEqual(kept.map((date, i) => [date, i + 1, 6, 0]));
  const way = createBody(kit, visitor.id, expertId, '', '').consultWay;
  const price = kit.app.db.expertProfiles.get(expertId)!.prices[String(way)] ?? 0;
  expect(rows.every((row) => row.amount === price)).toBe(true);
  for (const date of kept)
    expect(tables().slots.get(slotKey(expertId, date, pattern.bucketId))).toBe(
      rows.find((row) => row.appointDate === date)!.id,
    );
  // The chart's orders say which session each is.
  const chart = await kit.get<{ orders: { id: string; seriesLabel: string }[] }>(
    API.cusUser('detail'),
    { id: visitor.id },
  );
  expect(chart.data.orders.find((order) => order.id === rows[2].id)?.seriesLabel).toBe('第 3/6 次');
});

test('cancel 仅本次 keeps the rest; 本次及之后 cancels the later live sessions and frees their slots', async () => {
  const [expertId] = await scheduledExperts(kit);
  const [visitor, someone] = freeCustomers(kit);
  const pattern = await freePattern(expertId, visitor.id, 6);
  const dates = pattern.dates.map((date) => date.appointDate);
  const booked = await kit.post<Booked>(
    SERIES('create'),
    seriesBody(visitor.id, expertId, pattern, dates),
  );
  expect(booked.code).toBe(0);
  let rows = await rowsOfSeries(booked.data.seriesId, visitor.id);

  const one = await kit.post(API.consult('cancel'), {
    id: rows[1].id,
    version: rows[1].version,
    reason: '出差',
    scope: 'one',
  });
  expect(one.code).toBe(0);
  rows = await rowsOfSeries(booked.data.seriesId, visitor.id);
  expect(rows.map((row) => row.status)).toEqual([0, 4, 0, 0, 0, 0]);

  const following = await kit.post(API.consult('cancel'), {
    id: rows[3].id,
    version: rows[3].version,
    reason: '来访者结束咨询',
    scope: 'following',
  });
  expect([following.code, following.msg]).toEqual([0, '已取消本次及之后共3次']);
  rows = await rowsOfSeries(booked.data.seriesId, visitor.id);
  expect(rows.map((row) => row.status)).toEqual([0, 4, 0, 4, 4, 4]);
  for (const date of dates.slice(3))
    expect(tables().slots.has(slotKey(expertId, date, pattern.bucketId))).toBe(false);
  expect(tables().slots.get(slotKey(expertId, dates[2], pattern.bucketId))).toBe(rows[2].id);
  // A freed slot books again.
  const again = await kit.post(
    API.consult('create'),
    createBody(kit, someone.id, expertId, dates[4], pattern.bucketId),
  );
  expect(again.code).toBe(0);
});

test('改期 本次及之后 moves the later live sessions by the same days into the new bucket, or none of them', async () => {
  const [expertId] = await scheduledExperts(kit);
  const [visitor, blocker, waiter] = freeCustomers(kit);
  const pattern = await freePattern(expertId, visitor.id, 4);
  const dates = pattern.dates.map((date) => date.appointDate);
  const booked = await kit.post<Booked>(
    SERIES('create'),
    seriesBody(visitor.id, expertId, pattern, dates),
  );
  let rows = await rowsOfSeries(booked.data.seriesId, visitor.id);
  // 改期 is 待咨询 → 待咨询: the second session accepted by its expert's admin.
  const accepted = await updateStatus(kit, 'accept', { id: rows[1].id, version: rows[1].version });
  expect(accepted.code).toBe(0);
  rows = await rowsOfSeries(booked.data.seriesId, visitor.id);
  // A visitor waiting for the second session's slot: the move frees it.
  const waiting = await kit.post<{ id: string }>('/server-platform/api/waitlist/create', {
    cusUserId: waiter.id,
    expertIds: [expertId],
    consultWays: [0, 1, 2, 3],
    from: dates[1],
    to: dates[1],
    priority: 0,
  });
  expect(waiting.code).toBe(0);

  // One week on: each session moves onto the next one's old date, which it frees in the same step.
  const weekOn = await updateStatus(kit, 'reschedule', {
    id: rows[1].id,
    version: rows[1].version,
    appointDate: dates[2],
    bucketId: pattern.bucketId,
    scope: 'following',
  });
  expect([weekOn.code, weekOn.msg]).toEqual([0, '已改期本次及之后共3次']);
  rows = await rowsOfSeries(booked.data.seriesId, visitor.id);
  const fourWeeks = addDays(dates[3], 7);
  expect(rows.map((row) => [row.appointDate, row.status])).toEqual([
    [dates[0], 0],
    [dates[2], 1],
    [dates[3], 0],
    [fourWeeks, 0],
  ]);
  expect(tables().slots.has(slotKey(expertId, dates[1], pattern.bucketId))).toBe(false);
  expect(tables().slots.get(slotKey(expertId, fourWeeks, pattern.bucketId))).toBe(rows[3].id);
  // ...and offers the one slot no session took to the waiting visitor
  expect(tables().waitlistOffers).toEqual([
    expect.objectContaining({
      entryId: waiting.data.id,
      date: dates[1],
      bucketId: pattern.bucketId,
    }),
  ]);

  // A later target taken refuses the whole move, naming it; nothing moves.
  const blocked = addDays(fourWeeks, 7);
  const single = await kit.post(
    API.consult('create'),
    createBody(kit, blocker.id, expertId, blocked, pattern.bucketId),
  );
  expect(single.code).toBe(0);
  const before = kit.digest();
  const refused = await updateStatus(kit, 'reschedule', {
    id: rows[1].id,
    version: rows[1].version,
    appointDate: dates[3],
    bucketId: pattern.bucketId,
    scope: 'following',
  });
  expect(refused.code).toBe(10409);
  expect(refused.msg).toContain(`${blocked} `);
  expect(refused.msg).toContain(SLOT_MESSAGES.taken);
  expect(kit.digest()).toBe(before);
});

test('40 parallel series requests over overlapping slots never double-book', async () => {
  const [expertId] = await scheduledExperts(kit);
  const visitors = freeCustomers(kit).slice(0, 40);
  const pattern = await freePattern(expertId, visitors[0].id, 10);
  const dates = pattern.dates.map((date) => date.appointDate);
  // Request i asks for three to five dates from a sliding start: neighbours overlap.
  const requests = visitors.map((visitor, i) => {
    const from = i % 7;
    const kept = dates.slice(from, from + 3 + (i % 3));
    return kit.post<Booked>(
      SERIES('create'),
      seriesBody(visitor.id, expertId, { ...pattern, startDate: kept[0] }, kept),
    );
  });
  const answers = await Promise.all(requests);
  const won = answers.filter((answer) => answer.code === 0);
  const lost = answers.filter((answer) => answer.code !== 0);
  expect(won.length).toBeGreaterThan(0);
  expect(lost.length).toBeGreaterThan(0);
  lost.forEach((answer) => {
    expect(answer.code).toBe(10409);
    expect(answer.msg).toMatch(/^以下各次不能预约：/);
  });
  const live = [...tables().orders.values()].filter(
    (order) =>
      order.expertId === expertId &&
      dates.includes(order.appointDate) &&
      order.bucketId === pattern.bucketId &&
      (order.status === 0 || order.status === 1),
  );
  const perSlot = new Map<string, number>();
  live.forEach((order) =>
    perSlot.set(order.appointDate, (perSlot.get(order.appointDate) ?? 0) + 1),
  );
  expect([...perSlot.values()].every((count) => count === 1)).toBe(true);
  // Every winner holds all it asked for; the held slots are exactly the winners' orders.
  expect(live).toHaveLength(won.reduce((sum, answer) => sum + answer.data.orders.length, 0));
  live.forEach((order) =>
    expect(tables().slots.get(slotKey(expertId, order.appointDate, order.bucketId))).toBe(order.id),
  );
});

test('a rest day and a week edit list the series sessions they affect, each with 第 n/N 次; the sessions keep their slots', async () => {
  const [expertId] = await scheduledExperts(kit);
  const [visitor] = freeCustomers(kit);
  const pattern = await freePattern(expertId, visitor.id, 3);
  const dates = pattern.dates.map((date) => date.appointDate);
  const booked = await kit.post<Booked>(
    SERIES('create'),
    seriesBody(visitor.id, expertId, pattern, dates),
  );
  expect(booked.code).toBe(0);
  interface Affected {
    affectedOrders: { id: string; appointDate: string; seriesLabel: string }[];
  }
  const rest = await kit.post<Affected>(API.schedule('override/save'), {
    expertId,
    date: dates[1],
    type: 1,
    bucketIds: [],
  });
  expect(rest.code).toBe(0);
  expect(rest.data.affectedOrders.map((row) => [row.appointDate, row.seriesLabel])).toEqual([
    [dates[1], '第 2/3 次'],
  ]);

  // The week without the series' bucket on its weekday: every session from today on is listed.
  const schedule = tables().schedules.get(expertId)!;
  const weekday = String(weekdayOf(pattern.startDate));
  const week = {
    ...schedule.week,
    [weekday]: schedule.week[weekday].filter((id) => id !== pattern.bucketId),
  };
  const edit = await kit.post<Affected>(API.schedule('expert/save'), {
    expertId,
    bucketSetId: schedule.bucketSetId,
    week,
    effectiveFrom: schedule.effectiveFrom,
    effectiveTo: schedule.effectiveTo,
    consultWays: schedule.consultWays,
  });
  expect(edit.code).toBe(0);
  const series = edit.data.affectedOrders.filter((row) =>
    booked.data.orders.some((o) => o.id === row.id),
  );
  expect(series.map((row) => row.seriesLabel)).toEqual(['第 1/3 次', '第 2/3 次', '第 3/3 次']);
  for (const order of booked.data.orders) expect(tables().orders.get(order.id)?.status).toBe(0);
});
