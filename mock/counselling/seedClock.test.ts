import { createHash } from 'node:crypto';
import { createMockApp } from '../app';
import { createDb, type Db } from '../db';
import { DAY_MS, SEED_NOW, formatDate, formatDateTime, seedAnchor } from '../core/time';

/** 2026-11-23 15:00 CST */
const TODAY = Date.UTC(2026, 10, 23, 7, 0, 0);
/**
 * The tables' content itself (the store digest only names the seed and day of pristine tables),
 * taken once per tables object: 22,000 orders as JSON take a second.
 */
const contents = new WeakMap<object, string>();
function contentOf(db: Db): string {
  const tables = db.counselling.tables;
  let content = contents.get(tables);
  if (content === undefined) {
    content = createHash('sha1')
      .update(
        JSON.stringify(tables, (_key, value: unknown) =>
          value instanceof Map ? [...value.entries()] : value,
        ),
      )
      .digest('hex');
    contents.set(tables, content);
  }
  return content;
}
const digest = (app: { db: Db }) => contentOf(app.db);

test('the anchor is the latest 10:00 CST at or before the clock', () => {
  expect(seedAnchor(SEED_NOW)).toBe(SEED_NOW);
  expect(formatDateTime(seedAnchor(TODAY))).toBe('2026-11-23 10:00:00');
  expect(formatDateTime(seedAnchor(Date.UTC(2026, 10, 23, 1, 59, 59)))).toBe('2026-11-22 10:00:00');
});

test("the counselling seed is dated around the mock's clock at creation", () => {
  const app = createMockApp({ now: () => TODAY });
  const t = app.db.counselling.tables;
  const today = formatDate(TODAY);
  const orders = [...t.orders.values()];
  const dates = orders.map((order) => order.appointDate).sort();
  expect(dates[0] >= formatDate(TODAY - 731 * DAY_MS)).toBe(true);
  expect(dates.at(-1)! <= formatDate(TODAY + 14 * DAY_MS)).toBe(true);
  expect(dates.at(-1)! > today).toBe(true);
  // Upcoming sessions still to happen, and nothing finished in the future.
  const upcoming = orders.filter((order) => order.status <= 1 && order.appointDate > today);
  expect(upcoming.length).toBeGreaterThan(100);
  expect(orders.filter((order) => order.status === 3 && order.appointDate > today)).toEqual([]);
  const now = formatDateTime(TODAY);
  expect([...t.cusUsers.values()].every((row) => row.createTime < now)).toBe(true);
  // Booked, accepted and cancelled before now, upcoming sessions included.
  const early = orders.filter(
    (order) => order.createTime > now || order.acceptTime > now || order.cancelTime > now,
  );
  expect(early.map((order) => order.orderNo)).toEqual([]);
  expect(t.overrides.every((row) => row.date > today)).toBe(true);
});

test('same day, same data; another day, other data; a reset takes the clock of its day', () => {
  const clock = { now: TODAY };
  const app = createMockApp({ now: () => clock.now });
  const sameDayLater = createMockApp({ now: () => TODAY + 8 * 3_600_000 });
  const nextDay = createMockApp({ now: () => TODAY + DAY_MS });
  expect(digest(sameDayLater)).toBe(digest(app));
  expect(digest(nextDay)).not.toBe(digest(app));

  clock.now = TODAY + DAY_MS;
  app.reset();
  expect(digest(app)).toBe(digest(nextDay));
});

test('a db created without a clock is the one of SEED_NOW', () => {
  const pinned = createMockApp({ now: () => SEED_NOW + 3_600_000 });
  const db = createDb();
  expect(digest(pinned)).toBe(contentOf(db));
});
