/** Who is calling: the session's account and identity, and permission checks, for every area's routes. */
import type { Account, IdentityRow } from './types';
import { VERIFY_FAILURES } from './verify';
import { fail } from './errors';
import { type RouteContext } from './context';

/** The caller's account; 10001 when the session is gone (public routes may have none). */
export function currentAccount(ctx: RouteContext): Account {
  const account = ctx.session ? ctx.db.accounts.get(ctx.session.userId) : undefined;
  if (!account) throw VERIFY_FAILURES.session;
  return account;
}

/** The caller's chosen identity, or undefined for a login token. */
export function currentIdentity(ctx: RouteContext): IdentityRow | undefined {
  const identityId = ctx.session?.identityId;
  return identityId ? ctx.db.identities.get(identityId) : undefined;
}

/** The chosen identity; 10409 when none is chosen yet. */
export function requireIdentity(ctx: RouteContext): IdentityRow {
  const identity = currentIdentity(ctx);
  if (!identity) throw fail(10409, '请先选择机构');
  return identity;
}

/** 10403 unless the chosen identity holds the menu or button code (or one of the codes given). */
export function requirePermission(
  ctx: RouteContext,
  code: string | readonly string[],
): IdentityRow {
  const identity = requireIdentity(ctx);
  const accepted = typeof code === 'string' ? [code] : code;
  if (!accepted.some((one) => identity.btnCodes.includes(one)))
    throw fail(10403, '无权限执行该操作');
  return identity;
}
