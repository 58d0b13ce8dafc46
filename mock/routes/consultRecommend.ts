/** Recommendations after a session (counselling design "Recommendations"): published scales or cooperating experts. */
import type { Input } from '../../src/shared/contract/call';
import type * as C from '../../src/shared/contract/consult';
import {
  ORDER_STATUS_LABELS,
  TRANSITION_MESSAGES,
} from '../../src/shared/counselling/orderTransitions';
import { PERM } from '../../src/shared/session/permissions';
import { formatDateTime } from '../db/time';
import { fail, ok, type RouteContext } from '../router';
import { conflict, idsOf, orderCaller, orderOf, orgExperts, tablesOf } from './counsellingAccess';
import { requirePermission } from './guards';

type Body = Input<typeof C.recommendConsultOrder>;

/** The names of the targets, in the order's organisation; refuses one that cannot be recommended. */
function targetNames(ctx: RouteContext, orgId: string, body: Body): Map<string, string> {
  const names = new Map<string, string>();
  if (body.kind === 'scale') {
    for (const id of body.targetIds) {
      const scale = ctx.db.scaleArea.scales.get(id);
      if (!scale || scale.orgId !== orgId || scale.status !== 1)
        throw conflict('量表不存在或未发布');
      names.set(id, scale.name);
    }
    return names;
  }
  const experts = orgExperts(ctx, orgId).filter((row) => row.profile?.expertType === 0);
  for (const id of body.targetIds) {
    const expert = experts.find((row) => row.expertId === id);
    if (!expert) throw conflict('该咨询师未与本机构合作');
    names.set(id, expert.name);
  }
  return names;
}

/** 咨询后推荐 POST /server-platform/api/consult/recommend {id, version?, kind, targetIds, reason}: admin with 06-01-01-13, 待确认 or 已完成 orders */
export function recommendConsultOrder(ctx: RouteContext, body: Body) {
  const caller = orderCaller(ctx);
  const order = orderOf(ctx, caller, body.id);
  if (caller.actor !== 'admin') throw fail(10403, '无权推荐');
  requirePermission(ctx, PERM.consultRecommend);
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
