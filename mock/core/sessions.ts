/**
 * Sessions: a token per login, and one per chosen identity, grouped by the login that opened
 * them (logout ends the group). A token unused for longer than the idle time is gone (10001), and
 * so is every token of a login older than its lifetime, however busy (docs/decisions/0008).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db';
import type { Session } from './types';

/** Idle time after which a token expires, unless the app is told otherwise. */
export const DEFAULT_SESSION_IDLE_MS = 2 * 60 * 60 * 1000;

/** How long a login lasts from its start, used or not, unless the app is told otherwise. */
export const DEFAULT_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** Minutes of an environment variable in ms, or the fallback when it is unset or not a positive number. */
function minutesFromEnv(value: string | undefined, fallback: number): number {
  const minutes = Number(value);
  return Number.isFinite(minutes) && minutes > 0 ? minutes * 60 * 1000 : fallback;
}

/** The idle time of `MOCK_SESSION_IDLE_MINUTES`, or the default when it is unset or not a positive number. */
export function sessionIdleFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return minutesFromEnv(env.MOCK_SESSION_IDLE_MINUTES, DEFAULT_SESSION_IDLE_MS);
}

/** The lifetime of `MOCK_SESSION_LIFETIME_MINUTES`, or the default when it is unset or not a positive number. */
export function sessionLifetimeFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return minutesFromEnv(env.MOCK_SESSION_LIFETIME_MINUTES, DEFAULT_SESSION_LIFETIME_MS);
}

/**
 * Opens a session and answers it; its token is random, so tokens cannot be guessed from the seed.
 * `from` is the session the request came with: the new token joins its login and ends with it;
 * without one it starts a login of its own, ending `lifetimeMs` from now.
 */
export function openSession(
  db: Db,
  userId: string,
  identityId: string | null,
  { now, lifetimeMs }: { now: number; lifetimeMs: number },
  from?: Session,
): Session {
  const token = randomBytes(24).toString('hex');
  const session: Session = {
    token,
    userId,
    identityId,
    createdAt: now,
    lastUsedAt: now,
    login: from?.login ?? token,
    endsAt: from?.endsAt ?? now + lifetimeMs,
  };
  db.sessions.set(token, session);
  return session;
}

/** The live session of a token, if any; using it keeps it alive, an idle or outlived one is ended. */
export function findSession(
  db: Db,
  token: string | undefined,
  now: number,
  idleMs: number,
): Session | undefined {
  const session = token ? db.sessions.get(token) : undefined;
  if (!session) return undefined;
  if (now - session.lastUsedAt > idleMs || now >= session.endsAt) {
    db.sessions.delete(session.token);
    return undefined;
  }
  session.lastUsedAt = now;
  return session;
}

/** Ends the login a session belongs to: the login token and every identity token chosen with it. */
export function endLogin(db: Db, session: Session): void {
  for (const row of [...db.sessions.values()]) {
    if (row.login === session.login) db.sessions.delete(row.token);
  }
}

/** Ends every session of an account except those of the login `keep` belongs to. */
export function endOtherLogins(db: Db, userId: string, keep?: Session): void {
  for (const row of [...db.sessions.values()]) {
    if (row.userId === userId && row.login !== keep?.login) db.sessions.delete(row.token);
  }
}
