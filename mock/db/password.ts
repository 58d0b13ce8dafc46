/** Password hashing for the fixture accounts: scrypt with a per-account salt, compared in constant time. */
import { Buffer } from 'node:buffer';
import { createHash, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * A low cost factor: the mock re-seeds for every test, and strength against offline cracking
 * is not what a local mock needs; the point is that no password is ever kept or answered as is.
 */
const SCRYPT = { N: 1024, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

// Seeding hashes the same (salt, password) pairs on every reset; remember them by digest.
const memo = new Map<string, string>();

export function hashPassword(password: string, salt: string): string {
  const key = `${salt}:${createHash('sha256').update(password).digest('hex')}`;
  let hash = memo.get(key);
  if (hash === undefined) {
    hash = scryptSync(password, salt, KEY_LENGTH, SCRYPT).toString('hex');
    memo.set(key, hash);
  }
  return hash;
}

export function verifyPassword(password: string, salt: string, hash: string): boolean {
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, KEY_LENGTH, SCRYPT);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
