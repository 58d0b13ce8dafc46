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
 * Freezes everything the tables hold, rows and what is inside them: the stores share these rows
 * (copy-on-write, lazy.ts), so a write that slipped past the read-only row types (types.ts)
 * throws a TypeError instead of changing the seed under every later store. The maps stay open,
 * as a Map's entries are not properties; they are never handed out. By tag, not `instanceof`:
 * deserialized tables come from Node's own realm, not the test file's.
 */
function frozen<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (tagOf(value) === '[object Map]')
    for (const inner of (value as unknown as Map<unknown, unknown>).values()) frozen(inner);
  else {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}

/**
 * The tables' own maps and arrays made again in this realm, over the same frozen rows: lazy.ts
 * tells a map table from an array one by `instanceof`, which a map from Node's realm fails. The
 * rows are plain objects and arrays, which read, spread and serialise alike in either realm.
 */
function tablesInThisRealm(shared: CounsellingTables): CounsellingTables {
  const copy: Record<string, unknown> = {};
  for (const [name, table] of Object.entries(shared) as [string, object][])
    copy[name] =
      tagOf(table) === '[object Map]'
        ? new Map(table as Map<unknown, unknown>)
        : Array.isArray(table)
          ? Object.freeze(Array.from(table))
          : Object.freeze({ ...table });
  return Object.freeze(copy) as unknown as CounsellingTables;
}

/**
 * Deserialized seeds kept for the worker's later test files: Jest's environment
 * (src/test/jsdomEnvironment.js) lends every file of a worker the same map. Reading and freezing
 * the 31 MB of a seed took about two thirds of a second in each of some 150 files.
 */
const workerSeeds = (globalThis as { __workerSeeds?: Map<string, CounsellingTables> })
  .__workerSeeds;

function readSeed(file: string): CounsellingTables | undefined {
  const kept = workerSeeds?.get(file);
  if (kept) return kept;
  let stored: Buffer;
  try {
    stored = readFileSync(file);
  } catch {
    return undefined; // Not seeded yet in this run.
  }
  const tables = frozen(deserialize(stored) as CounsellingTables);
  workerSeeds?.set(file, tables);
  return tables;
}

/** The tables seeded under `key` in this run, frozen: read from the run's directory, else seeded by `seed` and written there. */
export function sharedSeed(key: string, seed: () => CounsellingTables): CounsellingTables {
  const dir = process.env.MOCK_SEED_CACHE_DIR;
  if (!dir) return frozen(seed());
  const file = join(dir, `${createHash('sha1').update(key).digest('hex')}.v8`);
  const stored = readSeed(file);
  if (stored) return tablesInThisRealm(stored);
  const tables = seed();
  // Written aside and renamed, so a file running beside this one never reads half of it.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, serialize(tables));
  renameSync(partial, file);
  return frozen(tables);
}
