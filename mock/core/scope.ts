/** The caller's organisation and what lies under it: the scope of every organisation call. */
import type { Db } from '../db';
import type { IdentityRow, Org } from './types';
import { fail, paramText, type RouteContext } from './router';
import { requirePermission, requireIdentity } from './guards';

export function childrenOf(db: Db, orgId: string): Org[] {
  return [...db.orgs.values()].filter((org) => org.parentId === orgId);
}

/** Whether `orgId` is `ancestorId` or lies under it. */
export function isWithin(db: Db, ancestorId: string, orgId: string): boolean {
  for (
    let org = db.orgs.get(orgId);
    org;
    org = org.parentId ? db.orgs.get(org.parentId) : undefined
  ) {
    if (org.id === ancestorId) return true;
  }
  return false;
}

/** Every organisation under `orgId` (not itself), depth first. */
export function descendantsOf(db: Db, orgId: string): Org[] {
  return childrenOf(db, orgId).flatMap((child) => [child, ...descendantsOf(db, child.id)]);
}

/** The identity's own organisation; experts have none (10403). */
export function ownOrg(ctx: RouteContext, identity: IdentityRow = requireIdentity(ctx)): Org {
  const org = identity.userType === 2 ? undefined : ctx.db.orgs.get(identity.orgId);
  if (!org) throw fail(10403, '无权限执行该操作');
  return org;
}

/** The organisation named by `field` (the caller's own when empty), which must lie within the caller's own. */
export function scopedOrg(ctx: RouteContext, field = 'orgId', perm?: string): Org {
  const identity = perm ? requirePermission(ctx, perm) : requireIdentity(ctx);
  const own = ownOrg(ctx, identity);
  const id = paramText(ctx, field);
  if (!id) return own;
  const org = ctx.db.orgs.get(id);
  if (!org) throw fail(10404, '记录不存在');
  if (!isWithin(ctx.db, own.id, org.id)) throw fail(10403, '无权限执行该操作');
  return org;
}
