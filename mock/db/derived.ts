/**
 * Derivations of a table kept until the table changes (issue 32): a list call that sorts 20,000
 * orders does it once per change instead of once per request. A change is seen by identity: the
 * tables' rows are copy-on-write (counselling/rows.ts), so a changed row is a new object in the
 * map, and comparing every row with the rows the derivation was made from (well under a
 * millisecond for 20,000) stands in for hooking every write.
 */

interface Derivation {
  /** The table's rows, in its order, when the value was made. */
  rows: readonly unknown[];
  value: unknown;
}

const derivations = new WeakMap<ReadonlyMap<unknown, unknown>, Map<string, Derivation>>();

/** Whether the table holds `rows`, the same objects in the same order. */
export function sameRows(table: ReadonlyMap<unknown, unknown>, rows: readonly unknown[]): boolean {
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
  if (kept && sameRows(table, kept.rows)) return kept.value as V;
  const rows = [...table.values()];
  const value = compute(rows);
  byName.set(name, { rows, value });
  return value;
}
