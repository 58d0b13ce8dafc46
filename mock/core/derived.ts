/**
 * Derivations of a table kept until the table changes (issue 32): a list call that sorts 20,000
 * orders does it once per change instead of once per request. A store's counselling tables are
 * CountedMaps (lazy.ts's storeCopy), which count their writes, so a change is seen by one number;
 * another map is compared row by row, by identity: the tables' rows are copy-on-write
 * (counselling/rows.ts), so a changed row is a new object in the map (well under a millisecond
 * for 20,000, but on every request).
 */

/** A Map that counts its writes (set, delete, clear): what a derivation of it checks. */
export class CountedMap<K, V> extends Map<K, V> {
  writes = 0;

  constructor(entries?: Iterable<readonly [K, V]>) {
    super();
    if (entries) for (const [key, value] of entries) super.set(key, value);
  }

  override set(key: K, value: V): this {
    this.writes += 1;
    return super.set(key, value);
  }

  override delete(key: K): boolean {
    this.writes += 1;
    return super.delete(key);
  }

  override clear(): void {
    this.writes += 1;
    super.clear();
  }
}

/** The writes of a CountedMap so far; undefined for another map. */
export const writesOf = (table: ReadonlyMap<unknown, unknown>): number | undefined =>
  table instanceof CountedMap ? table.writes : undefined;

interface Derivation {
  /** The table's writes (a CountedMap's) when the value was made. */
  writes: number | undefined;
  /** The table's rows, in its order, when the value was made. */
  rows: readonly unknown[];
  value: unknown;
}

const derivations = new WeakMap<ReadonlyMap<unknown, unknown>, Map<string, Derivation>>();

/**
 * Whether the table is as it was when `seen` was taken from it: the same count of writes, or for
 * another map the same rows (objects, in the same order).
 */
export function unchangedSince(
  table: ReadonlyMap<unknown, unknown>,
  seen: { writes: number | undefined; rows: readonly unknown[] },
): boolean {
  const writes = writesOf(table);
  if (writes !== undefined && seen.writes !== undefined) return writes === seen.writes;
  return sameRows(table, seen.rows);
}

/** Whether the table holds `rows`, the same objects in the same order. */
function sameRows(table: ReadonlyMap<unknown, unknown>, rows: readonly unknown[]): boolean {
  if (table.size !== rows.length) return false;
  let index = 0;
  for (const row of table.values()) if (row !== rows[index++]) return false;
  return true;
}

/**
 * `compute(rows)` of the table's rows, made again only when a row was added, removed or
 * replaced since. `name` tells derivations of one table apart. The value is shared by every
 * caller until then: treat it as read-only, and `compute` must not change `rows`.
 */
export function derived<R, V>(
  table: ReadonlyMap<unknown, R>,
  name: string,
  compute: (rows: readonly R[]) => V,
): V {
  let byName = derivations.get(table);
  if (!byName) {
    byName = new Map();
    derivations.set(table, byName);
  }
  const kept = byName.get(name);
  if (kept && unchangedSince(table, kept)) return kept.value as V;
  const writes = writesOf(table);
  const rows = [...table.values()];
  const value = compute(rows);
  byName.set(name, { writes, rows, value });
  return value;
}

/** Whether the map holds `keys` with `rows`, in that order: for tables whose rows can repeat (a slot's order id). */
function sameEntries(
  table: ReadonlyMap<unknown, unknown>,
  keys: readonly unknown[],
  rows: readonly unknown[],
): boolean {
  if (table.size !== rows.length) return false;
  let index = 0;
  for (const [key, row] of table) {
    if (key !== keys[index] || row !== rows[index]) return false;
    index += 1;
  }
  return true;
}

interface KeyedDerivation {
  writes: number | undefined;
  keys: readonly unknown[];
  rows: readonly unknown[];
  value: unknown;
}

const keyedDerivations = new WeakMap<ReadonlyMap<unknown, unknown>, Map<string, KeyedDerivation>>();

/**
 * `derived` for a map whose rows are plain values that can repeat under another key (the held
 * slots: slot → order id, where a moved order keeps its id under a new slot): the keys are
 * compared too. `compute` gets the entries in the map's order.
 */
export function derivedByEntries<K, R, V>(
  table: ReadonlyMap<K, R>,
  name: string,
  compute: (entries: readonly (readonly [K, R])[]) => V,
): V {
  let byName = keyedDerivations.get(table);
  if (!byName) {
    byName = new Map();
    keyedDerivations.set(table, byName);
  }
  const kept = byName.get(name);
  const writes = writesOf(table);
  if (
    kept &&
    (writes !== undefined ? writes === kept.writes : sameEntries(table, kept.keys, kept.rows))
  )
    return kept.value as V;
  const entries = [...table.entries()];
  const value = compute(entries);
  byName.set(name, {
    writes,
    keys: entries.map(([key]) => key),
    rows: entries.map(([, row]) => row),
    value,
  });
  return value;
}

/** How many answers `keptFor` holds per source before it forgets the oldest. */
const KEPT_PER_SOURCE = 64;

const keptValues = new WeakMap<object, Map<string, unknown>>();

/**
 * `compute()` kept for as long as `source` lives, per `key`: for a value worked out from a
 * derivation's result (an array `derived` or the fee list made, never changed once made) and
 * the request's filters, named in `key`. A new source (the table changed) starts afresh; each
 * keeps its latest 64 keys. A `compute` that throws keeps nothing.
 */
export function keptFor<V>(source: object, key: string, compute: () => V): V {
  let byKey = keptValues.get(source);
  if (!byKey) {
    byKey = new Map();
    keptValues.set(source, byKey);
  }
  if (byKey.has(key)) return byKey.get(key) as V;
  const value = compute();
  if (byKey.size >= KEPT_PER_SOURCE) byKey.delete(byKey.keys().next().value as string);
  byKey.set(key, value);
  return value;
}

/** A key for `keptFor` naming request values as given: '' and 0 and a missing value stay apart. */
export function keyOf(...values: unknown[]): string {
  return values.map((value) => (value === undefined ? '-' : JSON.stringify(value))).join('|');
}

/** The rows in groups by `keyOf`, each group in the rows' order (Map.groupBy, which Node 20 lacks). */
export function groupedBy<R>(rows: Iterable<R>, keyOf: (row: R) => string): Map<string, R[]> {
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
