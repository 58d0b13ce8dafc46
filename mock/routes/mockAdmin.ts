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

/** 健康检查 GET /__mock__/health */
function health() {
  return raw(jsonResponse(200, { ok: true }));
}

export const mockAdminRoutes = createRouter()
  .post('/__mock__/reset', reset, { unsigned: true })
  .post('/__mock__/revoke-sessions', revokeSessions, { unsigned: true })
  .get('/__mock__/health', health, { unsigned: true });
