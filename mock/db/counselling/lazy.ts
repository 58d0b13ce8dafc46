/** The counselling tables, built on first use; serialised (store digest) as the built tables. */
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

  toJSON(): CounsellingTables {
    return this.tables;
  }
}
