/** Helpers for QA and browser tests, outside verification and never called by the console. */
import { resetDb } from '../db';
import { jsonResponse } from '../http';
import { createRouter, raw, type RouteContext } from '../router';

/** 恢复初始数据 POST /__mock__/reset (also forgets nonces and sessions) */
function reset(ctx: RouteContext) {
  resetDb(ctx.db);
  return null;
}

/** 使全部登录失效 POST /__mock__/revoke-sessions */
function revokeSessions(ctx: RouteContext) {
  ctx.db.sessions.clear();
  return null;
}

/** 已发送的验证码（最新在前，可按收件地址 to 过滤）GET /__mock__/outbox */
function outbox(ctx: RouteContext) {
  const to = (ctx.req.query.to ?? '').trim().toLowerCase();
  const rows = ctx.db.outbox.filter((entry) => !to || entry.to.toLowerCase() === to).reverse();
  return raw(jsonResponse(200, { code: 0, msg: '操作成功', data: rows }));
}

/** 健康检查 GET /__mock__/health */
function health() {
  return raw(jsonResponse(200, { ok: true }));
}

export const mockAdminRoutes = createRouter()
  .post('/__mock__/reset', reset, { unsigned: true })
  .post('/__mock__/revoke-sessions', revokeSessions, { unsigned: true })
  .get('/__mock__/outbox', outbox, { unsigned: true })
  .get('/__mock__/health', health, { unsigned: true });
