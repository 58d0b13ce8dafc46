/**
 * Changing a row of the counselling tables: rows are shared with the seed (copy-on-write,
 * lazy.ts) and read-only (types.ts), so a change stores a new row in the row's place. Note that
 * `Object.assign(row, …)` compiles on a read-only row: it throws on a seeded (frozen) row.
 */

/** Stores `row` with `changes` under its id; the new row. */
export function changeRow<R extends { readonly id: string }>(
  table: Map<string, R>,
  row: R,
  changes: Partial<R>,
): R {
  const changed = { ...row, ...changes };
  table.set(row.id, changed);
  return changed;
}

/** Stores `row` with `changes` where `row` stands in `rows`; the new row. */
export function changeAt<R extends object>(rows: R[], row: R, changes: Partial<R>): R {
  const index = rows.indexOf(row);
  if (index < 0) throw new Error('changeAt: the row is not in the table');
  const changed = { ...row, ...changes };
  rows[index] = changed;
  return changed;
}

/** Stores each row of `rows` that passes `test` with `changes`, in its place. */
export function changeWhere<R extends object>(
  rows: R[],
  test: (row: R) => boolean,
  changes: Partial<R>,
): void {
  rows.forEach((row, index) => {
    if (test(row)) rows[index] = { ...row, ...changes };
  });
}
