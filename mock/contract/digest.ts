/** A digest of the mock's store, to see that a refused request changed nothing. */
import { createHash } from 'node:crypto';
import type { Db } from '../db';

/** Verification bookkeeping, which every request touches by design (nonces, session use). */
const BOOKKEEPING = new Set<string>(['nonces', 'sessions']);

export function storeDigest(db: Db): string {
  const hash = createHash('sha1');
  for (const [key, value] of Object.entries(db)) {
    if (BOOKKEEPING.has(key)) continue;
    hash.update(key);
    hash.update(
      JSON.stringify(value, (_key, inner: unknown) =>
        inner instanceof Map ? [...inner.entries()] : inner instanceof Set ? [...inner] : inner,
      ) ?? '',
    );
  }
  return hash.digest('hex');
}
