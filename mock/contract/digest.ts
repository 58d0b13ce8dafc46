/** A digest of the mock's store, to see that a refused request changed nothing. */
import { createHash, type Hash } from 'node:crypto';
import type { Db } from '../db';

/** Verification bookkeeping, which every request touches by design (nonces, session use). */
const BOOKKEEPING = new Set<string>(['nonces', 'sessions']);

export function storeDigest(db: Db): string {
  const hash = createHash('sha1');
  for (const [key, value] of Object.entries(db)) {
    if (BOOKKEEPING.has(key)) continue;
    hash.update(key);
    if (key === 'files') hashFiles(hash, db.files);
    else hash.update(withMapsAsEntries(() => JSON.stringify(value)) ?? '');
  }
  return hash.digest('hex');
}

/**
 * Runs `serialise` with maps written as their entries and sets as their values. A `toJSON` on
 * the two prototypes for the moment of the call, rather than a replacer: JSON.stringify calls a
 * replacer for every value (a tenth of a second per digest of the seeded store), `toJSON` only
 * for each map and set. Synchronous, so nothing else runs while they are in place.
 */
function withMapsAsEntries<T>(serialise: () => T): T {
  const patched = [
    [
      Map.prototype,
      function entries(this: Map<unknown, unknown>) {
        return [...this.entries()];
      },
    ],
    [
      Set.prototype,
      function values(this: Set<unknown>) {
        return [...this];
      },
    ],
  ] as const;
  for (const [prototype, toJSON] of patched)
    Object.defineProperty(prototype, 'toJSON', { value: toJSON, configurable: true });
  try {
    return serialise();
  } finally {
    for (const [prototype] of patched) Reflect.deleteProperty(prototype, 'toJSON');
  }
}

/**
 * Stored files by their rows and bytes: serialising the bytes as JSON (one number each) took most
 * of a second. A seeded file (a questionnaire's workbook, written from the row as seeded, or a
 * scale cover) is made when first read (seedFiles.ts: a getter, no setter), so it counts by its
 * id: reading it here wrote 64 workbooks for every store a test checked.
 */
function hashFiles(hash: Hash, files: Db['files']) {
  for (const [id, file] of files) {
    hash.update(id);
    // The fields by name, so JSON.stringify never reads `data`.
    hash.update(
      JSON.stringify(
        file,
        Object.keys(file).filter((key) => key !== 'data'),
      ),
    );
    if (Object.getOwnPropertyDescriptor(file, 'data')?.get) hash.update(`\u0001seeded file ${id}`);
    else hash.update(file.data);
  }
}
