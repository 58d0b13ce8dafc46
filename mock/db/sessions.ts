/** Sessions: a token per login, and one per chosen identity. */
import { randomBytes } from 'node:crypto';
import type { Db } from './index';
import type { Session } from './types';

/** Opens a session and answers its token: random, so tokens cannot be guessed from the seed. */
export function openSession(
  db: Db,
  userId: string,
  identityId: string | null,
  now: number,
): string {
  const token = randomBytes(24).toString('hex');
  db.sessions.set(token, { token, userId, identityId, createdAt: now });
  return token;
}

/** The live session of a token, if any. */
export function findSession(db: Db, token: string | undefined): Session | undefined {
  return token ? db.sessions.get(token) : undefined;
}
