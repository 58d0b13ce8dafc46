/** What a handler and the rules it calls know of a request: the request, the store, the session, the clock. */
import type { Db } from '../db';
import type { Session } from './types';
import type { MockRequest } from './http';

export interface RouteContext {
  req: MockRequest;
  db: Db;
  /** The session of the request's token, when it has a live one. */
  session: Session | undefined;
  /** The server clock (ms), injectable for tests. */
  now: number;
  /** How long a login lasts from its start (the app's setting; login answers the end). */
  sessionLifetimeMs: number;
  /** Path parameters (`/files/:id` → `{id}`), percent-decoded. */
  params: Record<string, string>;
}

/**
 * A parameter of the request as trimmed text, read from the one place its route takes
 * parameters (declaredRequest leaves a GET its query, a POST its body, or its query alone).
 */
export function paramText(ctx: RouteContext, key: string): string {
  return textField(ctx.req.body ?? ctx.req.query, key).trim();
}

/** A body field as text, untrimmed ('' when missing or neither text nor a number). */
function textField(source: unknown, key: string): string {
  if (typeof source !== 'object' || source === null) return '';
  const value = (source as Record<string, unknown>)[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}
