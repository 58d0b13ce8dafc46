/** Hotline calls in the caller's scope, and their conversion to a consult order (shared by the hotline, follow-up and consult routes). */
import { PERM } from '../../src/shared/session/permissions';
import type { HotlineCall } from '../counselling/hotline';
import { changeRow } from '../counselling/rows';
import type { CounsellingTables } from '../counselling/types';
import { fail } from '../core/errors';
import { type RouteContext } from '../core/context';
import { conflict, notFound, tablesOf } from '../counselling/access';
import { currentAccount, requirePermission } from '../core/guards';
import { ownOrg } from '../core/scope';

export interface StaffCaller {
  orgId: string;
  userId: string;
  name: string;
  /** An administrator identity: sees the to-dos assigned to the organisation's administrators. */
  admin: boolean;
}

/** The caller's organisation for a page of menu 06 (10403 without one of the codes). */
export function staffCaller(ctx: RouteContext, code: string | readonly string[]): StaffCaller {
  const identity = requirePermission(ctx, code);
  const account = currentAccount(ctx);
  return {
    orgId: ownOrg(ctx, identity).id,
    userId: account.id,
    name: account.name,
    admin: identity.userType === 1,
  };
}

/** The call by id in the organisation (10404 otherwise). */
export function hotlineOf(ctx: RouteContext, orgId: string, id: string): HotlineCall {
  const row = tablesOf(ctx).hotlines.get(id);
  if (!row || row.orgId !== orgId) throw notFound();
  return row;
}

/**
 * 热线转预约: the call a new consult order comes from, checked before the order is stored
 * (appointMode 1, not converted yet, the same visitor when the call names one).
 */
export function convertibleHotline(
  ctx: RouteContext,
  orgId: string,
  body: { hotlineId?: string; appointMode: number; cusUserId: string },
): HotlineCall | undefined {
  if (!body.hotlineId) return undefined;
  if (body.appointMode !== 1) throw fail(10400, '热线转预约的预约方式须为热线');
  requirePermission(ctx, PERM.hotline);
  const call = hotlineOf(ctx, orgId, body.hotlineId);
  if (call.orderId) throw conflict('该热线工单已转预约');
  if (call.cusUserId && call.cusUserId !== body.cusUserId) throw conflict('来访者与热线工单不一致');
  return call;
}

/** Links the call to the order created from it. */
export function linkHotlineOrder(
  t: CounsellingTables,
  call: HotlineCall,
  orderId: string,
  cusUserId: string,
) {
  changeRow(t.hotlines, call, { orderId, cusUserId, handling: '转预约' });
}
