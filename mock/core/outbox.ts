/** Verification codes the mock "sends": stored in the outbox (GET /__mock__/outbox), checked once. */
import { randomInt } from 'node:crypto';
import { fail } from './errors';
import type { Db } from '../db';
import { nextId } from '../db';
import { formatDateTime } from './time';
import type { OutboxEntry } from './types';

/** A code stays valid for 5 minutes; a new one may be asked for after the 59 s countdown. */
const CODE_TTL_MS = 5 * 60 * 1000;
const RESEND_AFTER_MS = 59 * 1000;
/** Wrong tries a code survives: the fifth wrong one uses it up. */
const MAX_WRONG_CODE_TRIES = 5;

/** Stores a fresh 6-digit code for the address; refuses a resend inside the countdown. */
export function sendCode(
  db: Db,
  now: number,
  channel: OutboxEntry['channel'],
  to: string,
  purpose: OutboxEntry['purpose'],
  /** The organisation whose SMS log lists the code (a mobile code; smsHistory.ts). */
  orgId = '',
): OutboxEntry {
  // A code used up by wrong tries still holds the countdown, so guessing gains no extra sends.
  const last = [...db.outbox]
    .reverse()
    .find((entry) => entry.to === to && (!entry.used || entry.wrongTries >= MAX_WRONG_CODE_TRIES));
  if (last && now - last.sentAt < RESEND_AFTER_MS)
    throw fail(10429, '验证码发送过于频繁，请稍后再试');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const entry: OutboxEntry = {
    id: nextId(db, 'outbox'),
    channel,
    to,
    code,
    purpose,
    orgId,
    text: `【心晴心理】您的验证码为${code}，5分钟内有效，请勿泄露给他人。`,
    createTime: formatDateTime(now),
    sentAt: now,
    expiresAt: now + CODE_TTL_MS,
    used: false,
    wrongTries: 0,
  };
  db.outbox.push(entry);
  return entry;
}

/**
 * The newest unused code sent to the address, checked; throws the refusal the user sees. A
 * wrong code counts against the code (the one change a refusal makes), so it cannot be guessed.
 */
export function checkCode(db: Db, now: number, to: string, code: string): OutboxEntry {
  const entry = [...db.outbox].reverse().find((row) => row.to === to && !row.used);
  if (!entry) throw fail(10400, '验证码错误');
  if (entry.code !== code.trim()) {
    entry.wrongTries += 1;
    if (entry.wrongTries < MAX_WRONG_CODE_TRIES) throw fail(10400, '验证码错误');
    entry.used = true;
    throw fail(10400, '验证码错误次数过多，请重新获取');
  }
  if (now > entry.expiresAt) throw fail(10400, '验证码已过期，请重新获取');
  return entry;
}
