import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Db } from '../db';
import { DEFAULT_SEED } from '../core/random';
import { SEED_NOW, seedAnchor, DAY_MS, formatDate, formatDateTime } from '../core/time';
import { counsellingInputs } from './inputs';
import { seedCounselling } from './seed';
import { recordOverdue } from './recordDue';
import { sharedSeed } from './seedCache';
import { type CounsellingTables } from './types';
import { createMockApp } from '../app';
import { createHash } from 'node:crypto';

describe("the seed shared by a run's files", () => {
  const db = createDb(DEFAULT_SEED, SEED_NOW);
  const expert = [...db.accounts.values()].find((account) => account.username === 'expert01');
  const inputs = counsellingInputs(db, expert?.id ?? '', seedAnchor(SEED_NOW));
  const runDir = process.env.MOCK_SEED_CACHE_DIR;
  /** Plain data as JSON text, maps and sets by their entries in order (toEqual over 22,000 orders is slow). */
  const asText = (value: unknown) =>
    JSON.stringify(value, (_key, inner: unknown) =>
      inner instanceof Map
        ? ['Map', [...inner]]
        : inner instanceof Set
          ? ['Set', [...inner]]
          : inner,
    );
  let seeded = 0;
  /** Seeding counted; the 22,000 orders are made once for the file (a second time proves nothing here). */
  let tables: CounsellingTables | undefined;
  const seed = () => {
    seeded += 1;
    tables ??= seedCounselling(inputs);
    return tables;
  };

  beforeEach(() => {
    seeded = 0;
  });
  afterEach(() => {
    if (runDir === undefined) delete process.env.MOCK_SEED_CACHE_DIR;
    else process.env.MOCK_SEED_CACHE_DIR = runDir;
  });

  test("a second file of the run reads the first one's tables: the same data, in its own realm's maps", () => {
    const dir = mkdtempSync(join(tmpdir(), 'seed-cache-test-'));
    process.env.MOCK_SEED_CACHE_DIR = dir;
    try {
      const first = sharedSeed('key', seed);
      const second = sharedSeed('key', seed);
      // A third file of the worker: the rows read once, in new maps of its own.
      const third = sharedSeed('key', seed);
      expect(seeded).toBe(1);
      expect(second).not.toBe(first);
      expect(third.orders).not.toBe(second.orders);
      expect(third.orders.values().next().value).toBe(second.orders.values().next().value);
      expect(second.orders).toBeInstanceOf(Map);
      expect(second.overrides).toBeInstanceOf(Array);
      expect(second.orders.size).toBeGreaterThan(20000);
      expect(asText(second)).toBe(asText(first));
      // Read back frozen as deep as seeded: rows, and the arrays and objects inside them.
      for (const tables of [first, second, third]) {
        const row: object = tables.orders.values().next().value!;
        const nested = [...tables.orders.values()]
          .flatMap((order) => Object.values(order) as unknown[])
          .filter((inner): inner is object => typeof inner === 'object' && inner !== null);
        expect(nested.length).toBeGreaterThan(0);
        expect([tables, tables.overrides, row, ...nested].every(Object.isFrozen)).toBe(true);
      }
      // Another key is another seed (a small one: what is seeded does not matter here).
      const another = sharedSeed('another day', () => {
        seeded += 1;
        return { ...first, orders: new Map() };
      });
      expect(seeded).toBe(2);
      expect(another.orders.size).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('without a run directory every call seeds', () => {
    delete process.env.MOCK_SEED_CACHE_DIR;
    sharedSeed('key', seed);
    sharedSeed('key', seed);
    expect(seeded).toBe(2);
  });
});

describe('the seeded orders', () => {
  const readable = (text: string) => {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  };

  test('malformed visitorInfo (the export error) lies only in older orders: the newest 10,000 export cleanly', () => {
    const app = createMockApp();
    const newestFirst = [...app.db.counselling.tables.orders.values()]
      .filter((order) => order.orgId === app.db.qaOrgs.comprehensive)
      .sort((a, b) => b.createTime.localeCompare(a.createTime) || Number(b.id) - Number(a.id));
    expect(newestFirst.length).toBeGreaterThan(10_000);
    expect(newestFirst.slice(0, 10_000).filter((order) => !readable(order.visitorInfo))).toEqual(
      [],
    );
    expect(newestFirst.slice(10_000).some((order) => !readable(order.visitorInfo))).toBe(true);
  });
});

describe("the seed and the mock's clock", () => {
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
    expect(formatDateTime(seedAnchor(Date.UTC(2026, 10, 23, 1, 59, 59)))).toBe(
      '2026-11-22 10:00:00',
    );
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

  test('the QA expert has sessions left unwritten (待写记录) from the first moment of any day', () => {
    // 2026-11-30 10:00 CST: drawn to fit their time alone, that day's seed had none for expert01.
    const dayStart = Date.UTC(2026, 10, 30, 2, 0, 0);
    const app = createMockApp({ now: () => dayStart });
    const expert = [...app.db.accounts.values()].find((a) => a.username === 'expert01')!.id;
    const unwritten = [...app.db.counselling.tables.orders.values()].filter(
      (order) => order.expertId === expert && recordOverdue(order, dayStart),
    );
    expect(unwritten.length).toBeGreaterThanOrEqual(2);
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
});
