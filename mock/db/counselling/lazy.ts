/** The counselling tables, built on first use. */
import { createHash } from 'node:crypto';
import { formatDateTime } from '../time';
import { seedCounselling, type CounsellingInputs } from './seed';
import type { CounsellingTables } from './types';

/**
 * The last tables seeded, by seed and day: the inputs come from the seed and the day alone, so a
 * new store (tests make hundreds) takes a copy, which is several times faster than seeding again.
 */
let lastSeeded: { key: string; tables: CounsellingTables } | undefined;

function seededFor(inputs: CounsellingInputs): CounsellingTables {
  const key = `${inputs.seed}|${inputs.now}`;
  if (lastSeeded?.key !== key) lastSeeded = { key, tables: seedCounselling(inputs) };
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
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) copy[key] = copyOf(inner);
  return copy as T;
}

export class LazyCounselling {
  #inputs: CounsellingInputs;
  #tables: CounsellingTables | undefined;
  /** The mock's clock when the store was created or reset: the seed's timers run from it (dueEffects.ts). */
  readonly startedAt: number;

  constructor(inputs: CounsellingInputs, startedAt = inputs.now) {
    this.#inputs = inputs;
    this.startedAt = startedAt;
  }

  get tables(): CounsellingTables {
    this.#tables ??= copyOf(seededFor(this.#inputs));
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
   * What the store digest (mock/contract/digest.ts) and snapshots see: a hash of the built tables,
   * serialised here without a replacer (JSON's native fast path: the digest's replacer over
   * 22,000 orders made every contract case cost a second), or a marker while nothing has read
   * them, which is the seeded state (a refusal never builds them: a schema refuses first).
   */
  toJSON(): string {
    if (!this.#tables) return 'seeded, not built yet';
    const plain = Object.entries(this.tables).map(([key, value]: [string, unknown]) => [
      key,
      value instanceof Map ? [...value.entries()] : value,
    ]);
    return createHash('sha1').update(JSON.stringify(plain)).digest('hex');
  }
}
