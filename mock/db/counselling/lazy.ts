/** The counselling tables, built on first use. */
import { createHash } from 'node:crypto';
import { formatDateTime } from '../time';
import { seedCounselling, type CounsellingInputs } from './seed';
import { sharedSeed } from './seedCache';
import type { CounsellingTables } from './types';

/**
 * The last tables seeded, by seed and day: the inputs come from the seed and the day alone, so a
 * new store (tests make hundreds) takes a copy, which is several times faster than seeding again.
 */
let lastSeeded: { key: string; tables: CounsellingTables } | undefined;

const keyOf = (inputs: CounsellingInputs) => `${inputs.seed}|${inputs.now}`;

/** The seeded tables of the inputs; never handed out to be changed (a store gets a copy). */
function seededFor(inputs: CounsellingInputs): CounsellingTables {
  const key = keyOf(inputs);
  if (lastSeeded?.key !== key)
    lastSeeded = { key, tables: sharedSeed(key, () => seedCounselling(inputs)) };
  return lastSeeded.tables;
}

/**
 * A deep copy of plain data (maps, sets, arrays, plain objects), made in this realm: Jest's jsdom
 * has no structuredClone, and v8's deserialize makes maps of another realm, which `instanceof Map`
 * (the store digest) would not recognise.
 */
function copyOf<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Map)
    return new Map([...value].map(([key, inner]) => [key, copyOf(inner)])) as T;
  if (value instanceof Set) return new Set([...value].map(copyOf)) as T;
  if (Array.isArray(value)) return value.map(copyOf) as T;
  // A spread keeps V8's fast properties (rows copied key by key ended up as dictionaries, slow to read).
  const copy = { ...value } as Record<string, unknown>;
  for (const key in copy) {
    const inner = copy[key];
    if (typeof inner === 'object' && inner !== null) copy[key] = copyOf(inner);
  }
  return copy as T;
}

/**
 * Plain data equal (maps and sets in their order). Reads only: comparing a store's 22,000
 * orders with the seed's costs a fraction of serialising them.
 */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (a instanceof Map || a instanceof Set) return sameRows(a, b as typeof a);
  if (Object.prototype.toString.call(a) !== '[object Object]') return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let size = 0;
  for (const key in left) {
    size += 1;
    if (!sameData(left[key], right[key])) return false;
  }
  for (const _key in right) size -= 1;
  return size === 0;
}

/** Two maps, sets or arrays with equal entries in the same order. */
function sameRows(
  table: Map<unknown, unknown> | Set<unknown> | unknown[],
  reference: Map<unknown, unknown> | Set<unknown> | unknown[],
): boolean {
  if (Array.isArray(table)) return sameData(table, reference);
  if (Array.isArray(reference) || table.size !== reference.size) return false;
  const seeded = reference.entries();
  for (const [key, row] of table.entries()) {
    const [seededKey, seededRow] = seeded.next().value as [unknown, unknown];
    if (key !== seededKey || !sameData(row, seededRow)) return false;
  }
  return true;
}

/**
 * A digest of the tables that reads rather than serialises what is still as seeded: tables
 * equal to the seed's (the common case: a refusal stores nothing) count as a marker, and in a
 * changed table so does each row equal to the seed's row under the same key or index; any
 * other row counts by its JSON. Pristine tables, built or not, give the seed's marker.
 */
function tablesDigest(key: string, tables: CounsellingTables, seeded: CounsellingTables): string {
  const hash = createHash('sha1');
  let pristine = true;
  for (const [name, table] of Object.entries(tables) as [string, unknown][]) {
    const reference = (seeded as unknown as Record<string, unknown>)[name];
    hash.update(`\u0003${name}\u0003`);
    if (
      isTable(table) && isTable(reference) ? sameRows(table, reference) : sameData(table, reference)
    ) {
      hash.update('\u0002');
      continue;
    }
    pristine = false;
    if (!(table instanceof Map || Array.isArray(table))) {
      hash.update(JSON.stringify(table) ?? '');
      continue;
    }
    const seededRow = (at: unknown, index: number): unknown =>
      reference instanceof Map
        ? reference.get(at)
        : Array.isArray(reference)
          ? reference[index]
          : undefined;
    const rows: Iterable<[unknown, unknown]> = table instanceof Map ? table : table.entries();
    const parts: string[] = [];
    let index = 0;
    for (const [at, row] of rows) {
      const seen = seededRow(at, index);
      const same = seen !== undefined && sameData(row, seen);
      // JSON text never holds a raw control character: a marker cannot pass for a row.
      parts.push(`${JSON.stringify(at)}\u0001${same ? '\u0002' : (JSON.stringify(row) ?? '')}`);
      index += 1;
    }
    hash.update(parts.join('\u0001'));
  }
  return pristine ? seededMarker(key) : `${key}|${hash.digest('hex')}`;
}

const isTable = (value: unknown): value is Map<unknown, unknown> | Set<unknown> | unknown[] =>
  value instanceof Map || value instanceof Set || Array.isArray(value);

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
      this.#tables = copyOf(this.#seeded);
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
   * (tablesDigest: rows still as seeded are compared, not serialised; serialising 22,000 orders
   * made every "nothing stored" check cost a quarter of a second). Tables nobody changed, or
   * nobody built yet, show the seeded marker of their seed and day (a refusal never builds them:
   * a schema refuses first).
   */
  toJSON(): string {
    const key = keyOf(this.#inputs);
    if (!this.#tables || !this.#seeded) return seededMarker(key);
    return tablesDigest(key, this.#tables, this.#seeded);
  }
}
