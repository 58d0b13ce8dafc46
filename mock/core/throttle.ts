/** Password guessing: after 5 wrong passwords in 15 minutes an account waits (login, the old password of a change, the password of an organisation transfer). */
import { fail } from './errors';
import type { Db } from '../db';

const MAX_WRONG_PASSWORDS = 5;
const WRONG_PASSWORD_WINDOW_MS = 15 * 60 * 1000;
const LOCKED_MSG = '密码错误次数过多，请15分钟后再试';

function recent(db: Db, accountId: string, now: number): number[] {
  return (db.passwordFailures.get(accountId) ?? []).filter(
    (at) => now - at < WRONG_PASSWORD_WINDOW_MS,
  );
}

/** Refuses (10429) while the account has 5 wrong passwords inside the window, even the right one. */
export function refuseWhileLocked(db: Db, accountId: string, now: number): void {
  if (recent(db, accountId, now).length >= MAX_WRONG_PASSWORDS) throw fail(10429, LOCKED_MSG);
}

/** Counts a wrong password. */
export function noteWrongPassword(db: Db, accountId: string, now: number): void {
  db.passwordFailures.set(accountId, [...recent(db, accountId, now), now]);
}

/** The right password clears the count. */
export function clearWrongPasswords(db: Db, accountId: string): void {
  db.passwordFailures.delete(accountId);
}
