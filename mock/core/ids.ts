/** Sequential ids per table, kept in the db so a reset restores the counters with the rows. */

const BASES: Record<string, number> = {
  org: 100000,
  user: 200000,
  identity: 300000,
  log: 400000,
  cooper: 500000,
  dept: 600000,
  person: 700000,
  role: 800000,
  outbox: 850000,
  app: 870000,
  /** Scales and questionnaires share the platform's form ids: keep them apart (questionnaires count from 900000). */
  scale: 950000,
  formTemplate: 980000,
  customField: 990000,
  platformOperator: 860000,
};

export interface IdSource {
  /** The next id of a table, as digits in a string (what the platform answers). */
  next(table: string): string;
  /** The counters, for the db to keep. */
  readonly counters: Record<string, number>;
}

export function createIds(counters: Record<string, number> = {}): IdSource {
  return {
    counters,
    next(table) {
      const value = (counters[table] ?? BASES[table] ?? 900000) + 1;
      counters[table] = value;
      return String(value);
    },
  };
}
