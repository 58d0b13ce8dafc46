/**
 * Helpers for QA and browser tests, outside verification and never called by the console.
 * They answer only requests from this machine's own pages or tools: a loopback Host, and no
 * Origin or the same one, so another site (or a rebound DNS name) cannot reset or read the mock.
 */
import { resetDb } from './db';
import { jsonResponse, type MockRequest } from './core/http';
import { createRouter, raw, type Handler } from './core/router';
import { type RouteContext } from './core/context';
import { submitMeasureFor } from './customer/measureRoutes';
import { busyWeek } from './schedule/calendarWeek';
import { visitorWithHistory } from './customer/visitorHistory';
import { visitorToken } from './consult/satisfactionRoutes';

/** 127.0.0.0/8, localhost and ::1, with an optional port. */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/i;

/** Whether the request comes from this machine's own origin: loopback Host; Origin absent or that same host. */
function isLocalSameOrigin(req: MockRequest): boolean {
  const host = req.headers.host;
  // In-process callers (tests) send no Host; every HTTP/1.1 client does.
  if (host !== undefined && !LOOPBACK_HOST.test(host)) return false;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host;
  } catch {
    return false;
  }
}

const FORBIDDEN = raw(jsonResponse(403, { code: 10403, msg: '仅限本机同源访问', data: null }));

/** The handler, answered only for local same-origin requests. */
const localOnly =
  (handler: Handler): Handler =>
  (ctx) =>
    isLocalSameOrigin(ctx.req) ? handler(ctx) : FORBIDDEN;

/** 恢复初始数据 POST /__mock__/reset (also forgets nonces and sessions, and frees uploads) */
function reset(ctx: RouteContext) {
  ctx.db.files.clear(); // the uploads' buffers go even if something still holds the old table
  resetDb(ctx.db, ctx.db.seed, ctx.now);
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

/** 来访者令牌（小程序登录的替身）POST /__mock__/visitor-token ?cusUserId: for the visitor's own calls, e.g. 满意度评价 */
function visitorTokenFor(ctx: RouteContext) {
  const token = visitorToken(ctx, ctx.req.query.cusUserId ?? '');
  return raw(jsonResponse(200, { code: 0, msg: '操作成功', data: { token } }));
}

/**
 * 代来访者提交测评 POST /__mock__/measure ?cusUserId&formId&answers=0,1,2…[&orderId]: the visitor's
 * submit (POST measure/submit) without the mini-program's login, for QA and browser stories.
 */
function measureFor(ctx: RouteContext) {
  const { cusUserId = '', formId = '', answers = '', orderId } = ctx.req.query;
  const chosen = answers.split(',').map((answer) => Number(answer.trim()));
  const answer = submitMeasureFor(ctx, cusUserId, {
    formId,
    orderId: orderId || undefined,
    answers: answers.trim() ? chosen : [],
  });
  return raw(jsonResponse(200, { code: 0, msg: answer.msg, data: answer.data }));
}

/**
 * 长期来访者 POST /__mock__/visitor-history ?sessions=30&results=60: a new visitor of the main QA
 * organisation with that many weekly sessions held with expert01 and PHQ-9/GAD-7 results (the bench's
 * chart of issue 30); answers their id.
 */
function visitorHistory(ctx: RouteContext) {
  const { sessions = '30', results = '60' } = ctx.req.query;
  const id = visitorWithHistory(ctx, Number(sessions), Number(results));
  return raw(jsonResponse(200, { code: 0, msg: '操作成功', data: { id } }));
}

/**
 * 忙碌的一周 POST /__mock__/calendar-week ?experts=20&orders=400: next week of the main QA
 * organisation's first counsellors filled with 待咨询 orders (the bench's calendar of issue 31);
 * answers the week's Monday and its order count.
 */
function calendarWeek(ctx: RouteContext) {
  const { experts = '20', orders = '400' } = ctx.req.query;
  const data = busyWeek(ctx, Number(experts), Number(orders));
  return raw(jsonResponse(200, { code: 0, msg: '操作成功', data }));
}

/** 健康检查 GET /__mock__/health */
function health() {
  return raw(jsonResponse(200, { ok: true }));
}

export const mockAdminRoutes = createRouter()
  .post('/__mock__/reset', localOnly(reset), { unsigned: true })
  .post('/__mock__/revoke-sessions', localOnly(revokeSessions), { unsigned: true })
  .get('/__mock__/outbox', localOnly(outbox), { unsigned: true })
  .post('/__mock__/visitor-token', localOnly(visitorTokenFor), {
    unsigned: true,
    paramsIn: 'query',
  })
  .post('/__mock__/measure', localOnly(measureFor), { unsigned: true, paramsIn: 'query' })
  .post('/__mock__/visitor-history', localOnly(visitorHistory), {
    unsigned: true,
    paramsIn: 'query',
  })
  .post('/__mock__/calendar-week', localOnly(calendarWeek), {
    unsigned: true,
    paramsIn: 'query',
  })
  .get('/__mock__/health', localOnly(health), { unsigned: true });
