/** Recommendations after a session (counselling design "Recommendations"): published scales or cooperating experts. */
import type { Input } from '../../src/shared/contract/call';
import type * as C from '../../src/shared/contract/consult';
import {
  ORDER_STATUS_LABELS,
  TRANSITION_MESSAGES,
} from '../../src/shared/counselling/orderTransitions';
import { PERM } from '../../src/shared/session/permissions';
import { formatDateTime } from '../core/time';
import { ok } from '../core/router';
import { type RouteContext } from '../core/context';
import { conflict, idsOf, orderCaller, orderOf, orgExperts, tablesOf } from '../counselling/access';
import { requirePermission } from '../core/guards';

type Body = Input<typeof C.recommendConsultOrder>;
type Kind = Body['kind'];

/**
 * What may be recommended on an order of `orgId`, by id with its name: the organisation's
 * published scales, or the counsellors cooperating with it now. The targets call lists it, the
 * recommendation checks against it.
 */
function recommendable(ctx: RouteContext, orgId: string, kind: Kind): Map<string, string> {
  if (kind === 'scale')
    return new Map(
      [...ctx.db.scaleArea.scales.values()]
        .filter((scale) => scale.orgId === orgId && scale.status === 1)
        .map((scale) => [scale.id, scale.name]),
    );
  return new Map(
    orgExperts(ctx, orgId)
      .filter((row) => row.profile?.expertType === 0)
      .map((row) => [row.expertId, row.name]),
  );
}

/**
 * The order a caller may recommend on: its own counsellor's (expert scope), or an admin's holding
 * 06-01-01-13. Counsellors recommend without a button code: it is their order.
 */
function recommendingOn(ctx: RouteContext, orderId: string) {
  const caller = orderCaller(ctx);
  const order = orderOf(ctx, caller, orderId);
  if (caller.actor === 'admin') requirePermission(ctx, PERM.consultRecommend);
  return { caller, order };
}

/** 可推荐对象 GET /server-platform/api/consult/recommendTargets ?orderId&kind */
export function listRecommendTargets(
  ctx: RouteContext,
  query: Input<typeof C.listRecommendTargets>,
) {
  const { order } = recommendingOn(ctx, query.orderId);
  const targets = recommendable(ctx, order.orgId, query.kind);
  return ok([...targets].map(([id, name]) => ({ id, name })));
}

/** The names of the targets; refuses one that cannot be recommended. */
function targetNames(ctx: RouteContext, orgId: string, body: Body): Map<string, string> {
  const targets = recommendable(ctx, orgId, body.kind);
  const missing = body.targetIds.find((id) => !targets.has(id));
  if (missing !== undefined)
    throw conflict(body.kind === 'scale' ? '量表不存在或未发布' : '该咨询师未与本机构合作');
  return targets;
}

/** 咨询后推荐 POST /server-platform/api/consult/recommend {id, version?, kind, targetIds, reason}: the order's counsellor, or an admin with 06-01-01-13; 待确认 or 已完成 orders */
export function recommendConsultOrder(ctx: RouteContext, body: Body) {
  const { caller, order } = recommendingOn(ctx, body.id);
  if (body.version !== undefined && body.version !== order.version)
    throw conflict(TRANSITION_MESSAGES.stale);
  if (order.status !== 2 && order.status !== 3)
    throw conflict(`订单${ORDER_STATUS_LABELS[order.status]}，不能推荐`);
  const names = targetNames(ctx, order.orgId, body);
  const t = tablesOf(ctx);
  const done = new Set(
    t.recommendations
      .filter((row) => row.orderId === order.id && row.type === body.kind)
      .map((row) => row.targetId),
  );
  const fresh = body.targetIds.filter((id) => !done.has(id));
  if (fresh.length === 0) throw conflict('所选项目已推荐过');
  const ids = idsOf(ctx);
  const time = formatDateTime(ctx.now);
  for (const targetId of fresh)
    t.recommendations.push({
      id: ids.next('orderRecommendation'),
      orderId: order.id,
      type: body.kind,
      targetId,
      targetName: names.get(targetId) ?? '',
      reason: body.reason,
      createBy: caller.name,
      createTime: time,
    });
  return ok({ added: fresh.length }, '推荐成功');
}
