/**
 * Which columns a user chose to see in a list, remembered in this browser per account and list
 * (column keys only: nothing a list shows is stored). A stored choice is read against the columns
 * the list has now: unknown keys are dropped, and an empty or unreadable one gives the default.
 */
const keyOf = (accountId: string, listKey: string) => `COLUMNS:${accountId}:${listKey}`;

export function readColumnChoice<C extends string>(
  accountId: string,
  listKey: string,
  columns: readonly C[],
  fallback: readonly C[] = columns,
): C[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(accountId, listKey)) ?? 'null');
    if (!Array.isArray(stored)) return [...fallback];
    const chosen = columns.filter((column) => stored.includes(column));
    return chosen.length > 0 ? chosen : [...fallback];
  } catch {
    return [...fallback]; // storage blocked or a corrupt value: the default, never a broken list
  }
}

export function writeColumnChoice(accountId: string, listKey: string, columns: readonly string[]) {
  try {
    localStorage.setItem(keyOf(accountId, listKey), JSON.stringify(columns));
  } catch {
    // storage blocked or full: the choice just is not remembered
  }
}
