/** The counselling tables, built on first use. */
import { createHash } from 'node:crypto';
import { CountedMap } from '../core/derived';
import { formatDateTime } from '../core/time';
import { seedCounselling, type CounsellingInputs } from './seed';
import { sharedSeed } from './seedCache';
import type { CounsellingTables } from './types';

/**
 * The last tables seeded, by seed and day: the inputs come from the seed and the day alone, so a
 * new store (tests make hundreds) takes a copy over the same rows, far cheaper than seeding again.
 */
let lastSeeded: { key: string; tables: CounsellingTables } | undefined;

const keyOf = (inputs: CounsellingInputs) => `${inputs.seed}|${inputs.now}`;

/** The seeded tables of the inputs, rows frozen; never handed out (a store gets storeCopy). */
function seededFor(inputs: CounsellingInputs): CounsellingTables {
  const key = keyOf(inputs);
  if (lastSeeded?.key !== key)
    lastSeeded = { key, tables: sharedSeed(key, () => seedCounselling(inputs)) };
  return lastSeeded.tables;
}

/**
 * A store's own tables over the seed's rows (copy-on-write): new maps (CountedMaps, whose
 * count of writes tells a derivation of them that they changed) and arrays holding the same rows, which are frozen (seedCache.ts) and replaced, never written, by a change (rows.ts);
 * the counters copied. A few milliseconds, where a deep copy took a quarter of a second.
 */
function storeCopy(seeded: CounsellingTables): CounsellingTables {
  const copy: Record<string, unknown> = {};
  for (const [name, table] of Object.entries(seeded) as [string, unknown][])
    copy[name] =
      table instanceof Map
        ? new CountedMap(table)
        : Array.isArray(table)
          ? [...table]
          : { ...(table as object) };
  return copy as unknown as CounsellingTables;
}

type Rows = Map<unknown, unknown> | unknown[];
const isRows = (value: unknown): value is Rows => value instanceof Map || Array.isArray(value);
const sizeOf = (rows: Rows) => (rows instanceof Map ? rows.size : rows.length);

/**
 * What a table holds beyond its seed, or undefined when nothing: one part per position whose
 * key is not the seed's key there or whose row is not the seed's row under its key, and the size.
 * A row is the seed's when it is the same object (copy-on-write), or serialises as it does (a row
 * replaced by an equal copy is no change: the digest is of the data). Reads each row once by
 * identity; only changed rows are serialised.
 */
function tableChanges(table: Rows, seeded: Rows): string | undefined {
  const reference = seeded.entries();
  const seededRow = (key: unknown) =>
    seeded instanceof Map ? seeded.get(key) : seeded[key as number];
  const parts: string[] = [];
  let index = 0;
  for (const [key, row] of table.entries()) {
    const next = reference.next();
    const samePlace = !next.done && next.value[0] === key;
    const seen = samePlace ? next.value[1] : seededRow(key);
    const text = row === seen ? undefined : JSON.stringify(row);
    const same = seen !== undefined && (text === undefined || text === JSON.stringify(seen));
    // JSON text never holds a raw control character: a marker cannot pass for a row.
    if (!samePlace || !same)
      parts.push(`${index}\u0001${JSON.stringify(key)}\u0001${same ? '\u0002' : (text ?? '')}`);
    index += 1;
  }
  if (parts.length === 0 && sizeOf(table) === sizeOf(seeded)) return undefined;
  parts.push(String(sizeOf(table)));
  return parts.join('\u0001');
}

/**
 * A digest of the tables that compares rows by identity rather than serialising them: a store's
 * rows are the seed's own objects until a change replaces one (copy-on-write). A table holding
 * what the seed's does counts as a marker, another by what it holds beyond the seed's
 * (tableChanges); the counters by their JSON. Pristine tables, built or not, give the seed's marker.
 */
function tablesDigest(key: string, tables: CounsellingTables, seeded: CounsellingTables): string {
  const hash = createHash('sha1');
  let pristine = true;
  for (const [name, table] of Object.entries(tables) as [string, unknown][]) {
    const reference = (seeded as unknown as Record<string, unknown>)[name];
    hash.update(`\u0003${name}\u0003`);
    let changes: string | undefined;
    // A counted copy nothing wrote to holds the seed's own rows in the seed's order (storeCopy):
    // no row to compare, where comparing 22,000 orders row by row took 6.5 ms at each of the
    // contract test's two digests per request (0.9 ms for the whole digest without).
    if (table instanceof CountedMap && table.writes === 0) changes = undefined;
    else if (isRows(table) && isRows(reference)) changes = tableChanges(table, reference);
    else {
      const text = JSON.stringify(table) ?? '';
      if (text !== JSON.stringify(reference)) changes = text;
    }
    if (changes === undefined) hash.update('\u0002');
    else {
      pristine = false;
      hash.update(changes);
    }
  }
  return pristine ? seededMarker(key) : `${key}|${hash.digest('hex')}`;
}

const seededMarker = (key: string) => `seeded ${key}`;

export class LazyCounselling {
  #inputs: CounsellingInputs;
  #tables: CounsellingTables | undefined;
  /** The seeded tables the copy was made from: what the digest compares with. */
  #seeded: CounsellingTables | undefined;
  /** The mock's clock when the store was created or reset: the seed's timers run from it (dueEffects.ts). */
  readonly startedAt: number;

  constructor(inputs: CounsellingInputs, startedAt = inputs.now) {
    this.#inputs = inputs;
    this.startedAt = startedAt;
  }

  get tables(): CounsellingTables {
    if (!this.#tables) {
      this.#seeded = seededFor(this.#inputs);
      this.#tables = storeCopy(this.#seeded);
    }
    return this.#tables;
  }

  /** The seed's now ('YYYY-MM-DD HH:mm:ss'): what the tables held before it is the seed's. */
  get seedNow(): string {
    return formatDateTime(this.#inputs.now);
  }

  get built(): boolean {
    return this.#tables !== undefined;
  }

  /**
   * What the store digest (mock/contract/digest.ts) and snapshots see: a digest of the tables
   * (tablesDigest: rows still the seed's are recognised by identity, not serialised; serialising
   * 22,000 orders made every "nothing stored" check cost a quarter of a second). Tables nobody
   * changed, or nobody built yet, show the seeded marker of their seed and day (a refusal never
   * builds them: a schema refuses first).
   */
  toJSON(): string {
    const key = keyOf(this.#inputs);
    if (!this.#tables || !this.#seeded) return seededMarker(key);
    return tablesDigest(key, this.#tables, this.#seeded);
  }
}
