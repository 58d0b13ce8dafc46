/**
 * Password hashing for the mock's accounts, compared in constant time.
 *
 * The slow part (scrypt) depends on the password only and is remembered per password, so
 * seeding thousands of accounts costs one scrypt per distinct password; each account's own
 * salt then goes through a fast HMAC. Rows keep only the salt and the result: no password is
 * ever stored or answered as it is.
 */
import { Buffer } from 'node:buffer';
import { createHash, createHmac, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * A low cost factor: the mock re-seeds for every test, and strength against offline cracking
 * is not what a local mock needs.
 */
const SCRYPT = { N: 1024, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const PEPPER = 'xinli-mock-password';

/** scrypt of a password by its sha-256 digest (the Map never holds the password itself). */
const derived = new Map<string, Buffer>();

function derive(password: string): Buffer {
  const digest = createHash('sha256').update(password).digest('hex');
  let key = derived.get(digest);
  if (key === undefined) {
    key = scryptSync(password, PEPPER, KEY_LENGTH, SCRYPT);
    // Bounded, so a flood of wrong guesses cannot grow it without end.
    if (derived.size < 1000) derived.set(digest, key);
  }
  return key;
}

function keyed(password: string, salt: string): Buffer {
  return createHmac('sha256', derive(password)).update(salt).digest();
}

export function hashPassword(password: string, salt: string): string {
  return keyed(password, salt).toString('hex');
}

export function verifyPassword(password: string, salt: string, hash: string): boolean {
  const expected = Buffer.from(hash, 'hex');
  const actual = keyed(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
