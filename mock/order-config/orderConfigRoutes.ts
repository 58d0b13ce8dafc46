/** The organisation's order config (订单设置): read and save (docs/api/counselling.md). */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/orderConfig';
import { PERM } from '../../src/shared/session/permissions';
import { DEFAULT_ORDER_CONFIG } from '../counselling/config';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { type RouteContext } from '../core/context';
import { tablesOf } from '../counselling/access';
import { staffCaller } from '../hotline/hotlineAccess';

/** 订单设置 GET /server-platform/api/consult/config ?orgId (the caller's organisation only) */
function getOrderConfig(ctx: RouteContext, { orgId }: Input<typeof C.getOrderConfig>) {
  const caller = staffCaller(ctx, PERM.orderConfig);
  if (orgId && orgId !== caller.orgId) throw fail(10403, '只能查看本机构的订单设置');
  const config = tablesOf(ctx).configs.get(caller.orgId) ?? DEFAULT_ORDER_CONFIG;
  return { ...config, crisisNotifyMobiles: [...config.crisisNotifyMobiles] };
}

/** 保存订单设置 POST /server-platform/api/consult/config/save (button 06-01-09-01) */
function saveOrderConfig(ctx: RouteContext, body: Input<typeof C.saveOrderConfig>) {
  const { orgId } = staffCaller(ctx, PERM.orderConfigSave);
  tablesOf(ctx).configs.set(orgId, { ...body, crisisNotifyMobiles: [...body.crisisNotifyMobiles] });
  return ok(null, '保存成功');
}

export const orderConfigRoutes = createRouter()
  .handle(C.getOrderConfig, getOrderConfig)
  .handle(C.saveOrderConfig, saveOrderConfig);
