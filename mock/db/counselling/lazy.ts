/** The counselling tables, built on first use. */
import { createHash } from 'node:crypto';
import { seedCounselling, type CounsellingInputs } from './seed';
import type { CounsellingTables } from './types';

export class LazyCounselling {
  #inputs: CounsellingInputs;
  #tables: CounsellingTables | undefined;

  constructor(inputs: CounsellingInputs) {
    this.#inputs = inputs;
  }

  get tables(): CounsellingTables {
    this.#tables ??= seedCounselling(this.#inputs);
    return this.#tables;
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
