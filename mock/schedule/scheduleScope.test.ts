import { slotKey, workingBuckets } from '../../src/shared/counselling/slotRule';
import { API, counsellingKit, scheduledExperts, type Kit } from '../counselling/testKit';

let kit: Kit;
beforeEach(async () => {
  kit = await counsellingKit();
});

const t = () => kit.app.db.counselling.tables;
const expert01 = () =>
  [...kit.app.db.accounts.values()].find((account) => account.username === 'expert01')!.id;
const weekBody = (expertId: string) => {
  const schedule = t().schedules.get(expertId)!;
  return {
    expertId,
    bucketSetId: schedule.bucketSetId,
    week: { ...schedule.week, '0': [] },
    effectiveFrom: schedule.effectiveFrom,
    effectiveTo: '',
    consultWays: [1],
  };
};

describe('我的排班: an expert identity edits only its own schedule', () => {
  test('expert01 reads its week and bucket sets, and saves its own week and a rest day', async () => {
    const own = await kit.get<{ expertId: string; bucketSetId: string }>(
      API.schedule('expert'),
      { expertId: expert01() },
      kit.tokens.expert,
    );
    expect(own.code).toBe(0);
    expect(own.data.bucketSetId).toBe(t().schedules.get(expert01())!.bucketSetId);
    const sets = await kit.get<{ id: string }[]>(
      API.schedule('bucketSet/list'),
      {},
      kit.tokens.expert,
    );
    expect(sets.data.map((set) => set.id)).toContain(own.data.bucketSetId);

    const saved = await kit.post(
      API.schedule('expert/save'),
      weekBody(expert01()),
      kit.tokens.expert,
    );
    expect(saved).toMatchObject({ code: 0, msg: '保存成功' });
    expect(t().schedules.get(expert01())!.week['0']).toEqual([]);
    const rest = await kit.post(
      API.schedule('override/save'),
      { expertId: expert01(), date: '2025-07-09', type: 1, bucketIds: [] },
      kit.tokens.expert,
    );
    expect(rest.code).toBe(0);
  });

  test("another expert's schedule is refused and nothing is stored", async () => {
    const other = (await scheduledExperts(kit)).find((id) => id !== expert01())!;
    const before = kit.digest();
    const read = await kit.get(API.schedule('expert'), { expertId: other }, kit.tokens.expert);
    const save = await kit.post(API.schedule('expert/save'), weekBody(other), kit.tokens.expert);
    const rest = await kit.post(
      API.schedule('override/save'),
      { expertId: other, date: '2025-07-09', type: 1, bucketIds: [] },
      kit.tokens.expert,
    );
    const otherOverride = t().overrides.find((row) => row.expertId !== expert01())!;
    const drop = await kit.post(
      API.schedule('override/delete'),
      { id: otherOverride.id },
      kit.tokens.expert,
    );
    for (const answer of [read, save, rest, drop])
      expect(answer).toMatchObject({ code: 10403, msg: '只能管理自己的排班' });
    expect(kit.digest()).toBe(before);
  });

  test('an expert cannot edit bucket sets, list experts or read the roster', async () => {
    const answers = [
      await kit.post(
        API.schedule('bucketSet/save'),
        {
          name: '专家时段',
          sessionMin: 50,
          buckets: [{ start: '08:00', end: '08:50' }],
          status: 1,
        },
        kit.tokens.expert,
      ),
      await kit.get(API.schedule('experts'), { pageNum: '1', pageSize: '10' }, kit.tokens.expert),
      await kit.get(API.schedule('roster'), { month: '2025-07' }, kit.tokens.expert),
    ];
    answers.forEach((answer) => expect(answer.code).toBe(10403));
  });
});

test('staff without 编辑排班 / 编辑 read schedules but cannot change them', async () => {
  const expertId = (await scheduledExperts(kit))[0];
  const before = kit.digest();
  const read = await kit.get(API.schedule('expert'), { expertId }, kit.tokens.operator);
  expect(read.code).toBe(0);
  const week = await kit.post(API.schedule('expert/save'), weekBody(expertId), kit.tokens.operator);
  const set = await kit.post(
    API.schedule('bucketSet/save'),
    { name: '新时段', sessionMin: 50, buckets: [{ start: '08:00', end: '08:50' }], status: 1 },
    kit.tokens.operator,
  );
  for (const answer of [week, set])
    expect(answer).toMatchObject({ code: 10403, msg: '无权限执行该操作' });
  expect(kit.digest()).toBe(before);
});

test('the month roster counts each day: working buckets, booked slots, rest days', async () => {
  const answer = await kit.get<{
    rows: {
      expertId: string;
      days: { date: string; working: number; booked: number; rest: boolean }[];
    }[];
    total: number;
  }>(API.schedule('roster'), { month: '2025-06', pageNum: '1', pageSize: '100' });
  expect(answer.code).toBe(0);
  expect(answer.data.total).toBeGreaterThan(10);
  const row = answer.data.rows.find((one) => t().schedules.has(one.expertId))!;
  expect(row.days).toHaveLength(30);
  expect(row.days[0].date).toBe('2025-06-01');
  for (const day of row.days) {
    const override = t().overrides.find((o) => o.expertId === row.expertId && o.date === day.date);
    const working = workingBuckets(t().schedules.get(row.expertId), override, day.date);
    const set = t().bucketSets.get(t().schedules.get(row.expertId)!.bucketSetId)!;
    const booked = set.buckets.filter((b) => t().slots.has(slotKey(row.expertId, day.date, b.id)));
    expect(day).toEqual({
      date: day.date,
      working: working.length,
      booked: booked.length,
      rest: override?.type === 1,
    });
  }
  expect(row.days.some((day) => day.booked > 0)).toBe(true);
  const refused = await kit.get(API.schedule('roster'), { month: '2025-13' });
  expect(refused).toMatchObject({ code: 10400 });
});

test('the calendar gives each counsellor its days (working, free as freeSlots, overrides) and orders', async () => {
  type Calendar = {
    expertId: string;
    buckets: { id: string }[];
    days: { date: string; working: string[]; free: string[]; override: 0 | 1 | null }[];
    orders: { id: string; appointDate: string; bucketId: string; version: number }[];
  }[];
  const all = await kit.get<Calendar>(API.schedule('calendar'), {
    start: '2025-07-01',
    end: '2025-07-07',
  });
  expect(all.code).toBe(0);
  expect(all.data.length).toBeGreaterThan(10);
  const expertId = (await scheduledExperts(kit))[0];
  const one = await kit.get<Calendar>(API.schedule('calendar'), {
    start: '2025-07-01',
    end: '2025-07-07',
    expertId,
  });
  expect(one.data.map((row) => row.expertId)).toEqual([expertId]);
  const [row] = one.data;
  expect(row.days.map((day) => day.date)).toEqual(
    ['01', '02', '03', '04', '05', '06', '07'].map((day) => `2025-07-${day}`),
  );
  for (const day of row.days) {
    const free = await kit.get<{ id: string }[]>(API.schedule('freeSlots'), {
      expertId,
      date: day.date,
    });
    expect(day.free).toEqual(free.data.map((bucket) => bucket.id));
    const override = t().overrides.find((o) => o.expertId === expertId && o.date === day.date);
    expect(day.override).toBe(override?.type ?? null);
    expect(day.working).toEqual(workingBuckets(t().schedules.get(expertId), override, day.date));
  }
  const held = [...t().orders.values()].filter(
    (order) =>
      order.expertId === expertId &&
      order.appointDate >= '2025-07-01' &&
      order.appointDate <= '2025-07-07',
  );
  expect(row.orders.map((order) => order.id).sort()).toEqual(held.map((order) => order.id).sort());

  const reversed = await kit.get(API.schedule('calendar'), {
    start: '2025-07-07',
    end: '2025-07-01',
  });
  expect(reversed).toMatchObject({ code: 10400, msg: '结束日期不能早于开始日期' });
  const long = await kit.get(API.schedule('calendar'), { start: '2025-07-01', end: '2025-08-30' });
  expect(long).toMatchObject({ code: 10400, msg: '日期范围不能超过42天' });
});
