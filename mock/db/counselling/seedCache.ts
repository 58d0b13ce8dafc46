/**
 * Seeded counselling tables shared by the test files of one Jest run. Each test file is a module
 * world of its own, so each one seeded the 22,000 orders again (about a second of CPU, in most
 * of the 150 files); Jest's global setup (src/test/jestGlobalSetup.js) names a directory for the
 * run in MOCK_SEED_CACHE_DIR and removes it afterwards, so the code that seeded cannot change
 * under a file written there. Without that variable (the server, scripts) every call seeds.
 * Either way the rows come back frozen: every store shares them (lazy.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { CounsellingTables } from './types';

const tagOf = (value: object) => Object.prototype.toString.call(value);

/**
 * A deep copy of deserialized plain data made of this realm's maps, sets, arrays and objects,
 * frozen as `frozen` below freezes (in the same walk: a second one cost a tenth of a second per
 * test file): v8's deserialize builds them in Node's own realm, which a Jest test file's
 * `instanceof Map` (the copy and the digest in lazy.ts) does not recognise.
 */
function inThisRealm(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  // Array.from, not map: map builds its result with the source array's own realm.
  if (Array.isArray(value)) return Object.freeze(Array.from(value, inThisRealm));
  const tag = tagOf(value);
  if (tag === '[object Map]')
    return new Map(
      [...(value as Map<unknown, unknown>)].map(([key, inner]) => [key, inThisRealm(inner)]),
    );
  if (tag === '[object Set]')
    return Object.freeze(new Set([...(value as Set<unknown>)].map(inThisRealm)));
  if (tag !== '[object Object]') throw new Error(`seed cache: cannot copy ${tag}`);
  // A spread, as lazy.ts copies: rows built key by key end up as V8 dictionaries, slow to read.
  const copy = { ...value } as Record<string, unknown>;
  for (const key in copy) {
    const inner = copy[key];
    if (typeof inner === 'object' && inner !== null) copy[key] = inThisRealm(inner);
  }
  return Object.freeze(copy);
}

/**
 * Freezes everything the tables hold, rows and what is inside them: the stores share these rows
 * (copy-on-write, lazy.ts), so a write that slipped past the read-only row types (types.ts)
 * throws a TypeError instead of changing the seed under every later store. The maps stay open,
 * as a Map's entries are not properties; they are never handed out.
 */
function frozen<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (value instanceof Map) for (const inner of value.values()) frozen(inner);
  else {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}

/** The tables seeded under `key` in this run, frozen: read from the run's directory, else seeded by `seed` and written there. */
export function sharedSeed(key: string, seed: () => CounsellingTables): CounsellingTables {
  const dir = process.env.MOCK_SEED_CACHE_DIR;
  if (!dir) return frozen(seed());
  const file = join(dir, `${createHash('sha1').update(key).digest('hex')}.v8`);
  let stored: Buffer | undefined;
  try {
    stored = readFileSync(file);
  } catch {
    // Not seeded yet in this run.
  }
  if (stored) return inThisRealm(deserialize(stored)) as CounsellingTables;
  const tables = seed();
  // Written aside and renamed, so a file running beside this one never reads half of it.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, serialize(tables));
  renameSync(partial, file);
  return frozen(tables);
}
