/**
 * Request verification, written from the request contract with Node's crypto (never with the
 * client's signer, so a disagreement between the two shows up in the shared vectors).
 * Order: headers present → Authorization → timestamp → sign → nonce; then the token.
 */
import { Buffer } from 'node:buffer';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db';
import { DEFAULT_SESSION_IDLE_MS, findSession } from './sessions';
import type { Session } from './types';
import type { MockRequest } from './http';
import { ApiFailure } from './errors';

export const DEFAULT_SIGN_SUFFIX = 'xinli-dev-sign-suffix';
export const DEFAULT_BASIC_AUTH = 'console:console-dev';

const TIMESTAMP_WINDOW_MS = 5 * 60 * 1000;
const NONCE_MEMORY_MS = 10 * 60 * 1000;

export interface VerifyConfig {
  signSuffix: string;
  /** `user:password` of the fixed Basic credentials. */
  basicAuth: string;
}

/** Settings from the environment (SIGN_SUFFIX, BASIC_AUTH), with the development defaults the build also uses. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): VerifyConfig {
  return {
    signSuffix: env.SIGN_SUFFIX ?? DEFAULT_SIGN_SUFFIX,
    basicAuth: env.BASIC_AUTH ?? DEFAULT_BASIC_AUTH,
  };
}

export const VERIFY_FAILURES = {
  headers: new ApiFailure(10020, '请求头不完整'),
  timestamp: new ApiFailure(10021, '请求时间戳无效或已过期'),
  sign: new ApiFailure(10022, '签名校验失败'),
  replay: new ApiFailure(10023, '请求重复，请勿重复提交'),
  authorization: new ApiFailure(10024, '授权信息无效'),
  session: new ApiFailure(10001, '登录已失效，请重新登录'),
} as const;

/** The text a parameter is signed as, or undefined when it is empty and left out. */
function paramText(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The parameters of a request as signed: a GET's query; a POST's query together with the
 * top-level fields of a JSON object body or the non-file fields of a multipart body. A key in
 * both the query and the body fails the sign: a handler reads it from one place only, and the
 * other must not be able to pass as signed.
 */
export function requestParams(req: MockRequest): Record<string, unknown> {
  const query: Record<string, unknown> = { ...req.query };
  if (req.method.toUpperCase() === 'GET') return query;
  const body = req.body;
  const json =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const fields: Record<string, unknown> = { ...req.fields, ...json };
  if (Object.keys(fields).some((key) => Object.hasOwn(query, key))) throw VERIFY_FAILURES.sign;
  return { ...query, ...fields };
}

/** Text percent-encoding leaves as it is (encodeURIComponent's unreserved characters). */
const UNRESERVED = /^[\w.!~*'()-]*$/;

/**
 * encodeURIComponent, five times faster on text it leaves unchanged: the contract test's 1 MB
 * values are checked in about 1.4 ms instead of encoded in 7 (docs/testing.md, eighteenth pass).
 */
const encoded = (text: string): string => (UNRESERVED.test(text) ? text : encodeURIComponent(text));

/** `timestamp=<t>&nonceStr=<n>&k1=v1&…`: non-empty pairs sorted by key in code-unit order, percent-encoded. */
export function canonicalString(
  timestamp: string,
  nonceStr: string,
  params: Record<string, unknown>,
): string {
  const pairs: string[] = [];
  for (const key of Object.keys(params).sort()) {
    const text = paramText(params[key]);
    if (text !== undefined) pairs.push(`${encodeURIComponent(key)}=${encoded(text)}`);
  }
  return [
    `timestamp=${encodeURIComponent(timestamp)}`,
    `nonceStr=${encodeURIComponent(nonceStr)}`,
    ...pairs,
  ].join('&');
}

/** Uppercase hex SHA-256 of the canonical string followed by the suffix. */
export function computeSign(canonical: string, suffix: string): string {
  // Two updates, the digest of the joined text: no copy of a long canonical string to join them.
  return createHash('sha256')
    .update(canonical, 'utf8')
    .update(suffix, 'utf8')
    .digest('hex')
    .toUpperCase();
}

/** Equality in constant time over digests, so neither content nor length leaks through timing. */
function sameText(a: string, b: string): boolean {
  const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** The sign a request should carry; text no client can sign (a lone surrogate) is a sign failure, not a crash. */
function expectedSign(req: MockRequest, timestamp: string, nonce: string, suffix: string): string {
  let canonical: string;
  try {
    canonical = canonicalString(timestamp, nonce, requestParams(req));
  } catch (error) {
    if (error instanceof URIError) throw VERIFY_FAILURES.sign;
    throw error;
  }
  return computeSign(canonical, suffix);
}

const REQUIRED_HEADERS = ['timestamp', 'noncestr', 'sign', 'authorization'] as const;

/**
 * Verifies a request; throws the ApiFailure of the first check that fails. Nothing is
 * remembered unless every check passes: a refused request changes nothing.
 */
export function verifyRequest(
  req: MockRequest,
  db: Db,
  options: { now: number; config: VerifyConfig; isPublic: boolean; sessionIdleMs?: number },
): Session | undefined {
  const { now, config, isPublic, sessionIdleMs = DEFAULT_SESSION_IDLE_MS } = options;
  const headers = req.headers;
  // The token header must be present on every call; it may be empty only where no token is needed.
  if (!Object.hasOwn(headers, 'token') || REQUIRED_HEADERS.some((name) => !headers[name]))
    throw VERIFY_FAILURES.headers;

  const expectedAuth = `Basic ${Buffer.from(config.basicAuth, 'utf8').toString('base64')}`;
  if (!sameText(headers.authorization, expectedAuth)) throw VERIFY_FAILURES.authorization;

  const timestamp = headers.timestamp;
  if (!/^\d{1,16}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > TIMESTAMP_WINDOW_MS) {
    throw VERIFY_FAILURES.timestamp;
  }

  const nonce = headers.noncestr;
  if (!sameText(headers.sign, expectedSign(req, timestamp, nonce, config.signSuffix)))
    throw VERIFY_FAILURES.sign;

  const seenAt = db.nonces.get(nonce);
  if (seenAt !== undefined && now - seenAt < NONCE_MEMORY_MS) throw VERIFY_FAILURES.replay;

  const session = findSession(db, headers.token, now, sessionIdleMs);
  if (!session && !isPublic) throw VERIFY_FAILURES.session;

  forgetOldNonces(db, now);
  db.nonces.delete(nonce); // re-inserted at the end, keeping the map in arrival order
  db.nonces.set(nonce, now);
  return session;
}

/** Drops nonces older than the memory window; they could not pass the timestamp check again anyway. */
function forgetOldNonces(db: Db, now: number): void {
  for (const [nonce, seenAt] of db.nonces) {
    if (now - seenAt < NONCE_MEMORY_MS) break; // insertion order is arrival order
    db.nonces.delete(nonce);
  }
}
