/**
 * Which columns a user chose to see in a list (and, for the search table, their order and the
 * density), remembered in this browser per account and list
 * (column keys only: nothing a list shows is stored). A stored choice is read against the columns
 * the list has now: unknown keys are dropped, and an empty or unreadable one gives the default.
 */
const keyOf = (accountId: string, listKey: string) => `COLUMNS:${accountId}:${listKey}`;

/** A stored JSON array of keys; undefined when none, unreadable or storage is blocked. */
function readKeys(key: string): unknown[] | undefined {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return Array.isArray(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function readColumnChoice<C extends string>(
  accountId: string,
  listKey: string,
  columns: readonly C[],
  fallback: readonly C[] = columns,
): C[] {
  // Storage blocked or a corrupt value reads as nothing stored: the default, never a broken list.
  const stored = readKeys(keyOf(accountId, listKey)) ?? [];
  const chosen = columns.filter((column) => stored.includes(column));
  return chosen.length > 0 ? chosen : [...fallback];
}

export function writeColumnChoice(accountId: string, listKey: string, columns: readonly string[]) {
  try {
    localStorage.setItem(keyOf(accountId, listKey), JSON.stringify(columns));
  } catch {
    // storage blocked or full: the choice just is not remembered
  }
}

/** How tall a list's rows are: antd's default, or 紧凑 (about half as tall, twice the rows). */
export type Density = 'default' | 'compact';

/** A list's columns as a user set them: which are shown, in what order, and the density. */
export interface ListView {
  /** Every column key the list has now, in the user's order. */
  order: string[];
  /** The keys shown, a subset of `order`. */
  shown: string[];
  density: Density;
}

const orderKeyOf = (accountId: string, listKey: string) => `COLUMN_ORDER:${accountId}:${listKey}`;
const densityKeyOf = (accountId: string, listKey: string) => `DENSITY:${accountId}:${listKey}`;

/**
 * A list's view as remembered for the account: the stored order over the columns the list has now
 * (a column new since then goes where the list puts it, after the stored ones before it; a column
 * gone is dropped), the shown ones as `readColumnChoice` reads them (nothing stored: those the
 * list shows by default, `shownByDefault`), the density or 默认.
 */
export function readListView(
  accountId: string,
  listKey: string,
  columns: readonly string[],
  shownByDefault: readonly string[] = columns,
): ListView {
  const stored = (readKeys(orderKeyOf(accountId, listKey)) ?? []).filter(
    (key): key is string => typeof key === 'string' && columns.includes(key),
  );
  const order: string[] = [...stored];
  columns.forEach((column, at) => {
    if (order.includes(column)) return;
    // A column the stored order does not know: after the one the list puts before it.
    const before = at === 0 ? -1 : order.indexOf(columns[at - 1]);
    order.splice(before + 1, 0, column);
  });
  const chosen = readColumnChoice(accountId, listKey, columns, shownByDefault);
  let density: Density = 'default';
  try {
    if (localStorage.getItem(densityKeyOf(accountId, listKey)) === 'compact') density = 'compact';
  } catch {
    // storage blocked: 默认
  }
  return { order, shown: order.filter((key) => chosen.includes(key)), density };
}

export function writeListView(accountId: string, listKey: string, view: ListView) {
  writeColumnChoice(accountId, listKey, view.shown);
  try {
    localStorage.setItem(orderKeyOf(accountId, listKey), JSON.stringify(view.order));
    localStorage.setItem(densityKeyOf(accountId, listKey), view.density);
  } catch {
    // storage blocked or full: the view just is not remembered
  }
}
