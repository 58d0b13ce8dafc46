/**
 * The organisations a caller may see, in one home for every area (issue 34): the caller's own
 * (ownOrg), one named within it (scopedOrg), and what lies under it (visibleOrgIds, isWithin,
 * descendantsOf).
 */
import type { Db } from '../db';
import type { IdentityRow, Org } from './types';
import { fail } from './errors';
import { paramText, type RouteContext } from './context';
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

/** The ids of the identity's organisation and every organisation below it (an expert's: its own id only). */
export function visibleOrgIds(ctx: RouteContext): Set<string> {
  const own = requireIdentity(ctx).orgId;
  const visible = new Set([own]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const org of ctx.db.orgs.values()) {
      if (org.parentId && visible.has(org.parentId) && !visible.has(org.id)) {
        visible.add(org.id);
        grew = true;
      }
    }
  }
  return visible;
}
