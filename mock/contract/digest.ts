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
    else
      hash.update(
        JSON.stringify(value, (_key, inner: unknown) =>
          inner instanceof Map ? [...inner.entries()] : inner instanceof Set ? [...inner] : inner,
        ) ?? '',
      );
  }
  return hash.digest('hex');
}

/** Stored files by their rows and bytes: serialising the bytes as JSON (one number each) took most of a second. */
function hashFiles(hash: Hash, files: Db['files']) {
  for (const [id, { data, ...row }] of files) {
    hash.update(id);
    hash.update(JSON.stringify(row));
    hash.update(data);
  }
}
