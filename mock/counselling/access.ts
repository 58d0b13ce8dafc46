/** Who acts in the counselling area and on what: the caller as an order actor, the tables, ids, orders in scope. */
import { PERM } from '../../src/shared/session/permissions';
import type { OrderActor } from '../../src/shared/counselling/orderTransitions';
import { createIds, type IdSource } from '../core/ids';
import type { ConsultOrder, CounsellingTables } from './types';
import { settleDue } from './dueEffects';
import type { IdentityRow } from '../core/types';
import { fail } from '../core/errors';
import { type RouteContext } from '../core/context';
import { currentAccount, requireIdentity, requirePermission } from '../core/guards';
import { ownOrg } from '../core/scope';

export const notFound = () => fail(10404, '记录不存在');
export const conflict = (msg: string) => fail(10409, msg);

const swept = new WeakSet<RouteContext>();

/** The counselling tables, with what the clock made due run first, once per request (dueEffects.ts). */
export function tablesOf(ctx: RouteContext): CounsellingTables {
  if (!swept.has(ctx)) {
    swept.add(ctx);
    settleDue(ctx.db, ctx.now);
  }
  return ctx.db.counselling.tables;
}
export const idsOf = (ctx: RouteContext): IdSource => createIds(tablesOf(ctx).counters);

export interface Caller {
  identity: IdentityRow;
  actor: Extract<OrderActor, 'expert' | 'admin'>;
  /** The caller's organisation; undefined for an expert. */
  orgId: string | undefined;
  userId: string;
  name: string;
}

/** The caller as an order actor: an expert identity acts on its own orders, an organisation identity needs the page code. */
export function orderCaller(ctx: RouteContext): Caller {
  const identity = requireIdentity(ctx);
  const account = currentAccount(ctx);
  if (identity.userType === 2)
    return { identity, actor: 'expert', orgId: undefined, userId: account.id, name: account.name };
  requirePermission(ctx, PERM.consultOrders);
  return {
    identity,
    actor: 'admin',
    orgId: ownOrg(ctx, identity).id,
    userId: account.id,
    name: account.name,
  };
}

/** The caller's organisation for schedule calls (the counselling menu). */
export function counsellingOrg(ctx: RouteContext): { orgId: string; name: string } {
  return orgFor(ctx, '06');
}

/** The caller's organisation, for a caller holding one of the codes (10403 无权限执行该操作 otherwise). */
export function orgFor(
  ctx: RouteContext,
  codes: string | readonly string[],
): { orgId: string; name: string; identity: IdentityRow } {
  const identity = requirePermission(ctx, codes);
  return { orgId: ownOrg(ctx, identity).id, name: currentAccount(ctx).name, identity };
}

/**
 * Who reaches the customer list and the problem-type tree besides their own pages: the order
 * pages pick from them (manual entry picks or adds the visitor: 新增订单; the order and hotline
 * lists filter by problem type). docs/api/counselling.md, "Who acts".
 */
export const CUSTOMER_PICKERS = [PERM.customers, PERM.consultCreate] as const;
export const PROBLEM_TYPE_READERS = [
  PERM.problemTypes,
  PERM.consultOrders,
  '06-01-02', // 热线订单
] as const;

/** Whether the caller sees the order (its organisation's, or the expert's own). */
export const seesOrder = (caller: Caller, order: ConsultOrder): boolean =>
  caller.actor === 'expert' ? order.expertId === caller.userId : order.orgId === caller.orgId;

/**
 * The order by id, 10404 记录不存在 unless the caller sees it: another organisation's order and
 * another expert's answer as a missing one, so no caller learns which order ids exist (issue 27).
 */
export function orderOf(ctx: RouteContext, caller: Caller, id: string): ConsultOrder {
  const order = tablesOf(ctx).orders.get(id);
  if (!order || !seesOrder(caller, order)) throw notFound();
  return order;
}

/** Experts cooperating with the organisation now (status 1). */
export function orgExperts(ctx: RouteContext, orgId: string) {
  const seen = new Set<string>();
  return ctx.db.cooperApplies
    .filter((apply) => apply.orgId === orgId && apply.status === 1)
    .filter((apply) => !seen.has(apply.expertUserId) && seen.add(apply.expertUserId))
    .map((apply) => ({
      expertId: apply.expertUserId,
      name: ctx.db.accounts.get(apply.expertUserId)?.name ?? apply.expertName,
      profile: ctx.db.expertProfiles.get(apply.expertUserId),
    }));
}

export const expertName = (ctx: RouteContext, id: string): string =>
  ctx.db.accounts.get(id)?.name ?? '';
