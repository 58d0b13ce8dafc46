import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '../db';
import { DEFAULT_SEED } from '../core/random';
import { SEED_NOW, seedAnchor } from '../core/time';
import { counsellingInputs } from './inputs';
import { seedCounselling } from './seed';
import { sharedSeed } from './seedCache';
import type { CounsellingTables } from './types';

const db = createDb(DEFAULT_SEED, SEED_NOW);
const expert = [...db.accounts.values()].find((account) => account.username === 'expert01');
const inputs = counsellingInputs(db, expert?.id ?? '', seedAnchor(SEED_NOW));
const runDir = process.env.MOCK_SEED_CACHE_DIR;
/** Plain data as JSON text, maps and sets by their entries in order (toEqual over 22,000 orders is slow). */
const asText = (value: unknown) =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner instanceof Map ? ['Map', [...inner]] : inner instanceof Set ? ['Set', [...inner]] : inner,
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
