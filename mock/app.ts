/**
 * The mock platform: verification, then the area routers, over one in-memory db.
 * Transports (mount.ts, server.ts, axiosAdapter.ts) only convert requests and answers.
 */
import { createDb, resetDb, type Db } from './db';
import { contentDisposition, jsonResponse, type MockRequest, type MockResponse } from './core/http';
import { ApiFailure } from './core/errors';
import {
  FileAnswer,
  OkAnswer,
  RawAnswer,
  matchRoute,
  type Route,
  type Router,
} from './core/router';
import { accountRoutes } from './account/accountRoutes';
import { cooperRoutes } from './cooperation/cooperRoutes';
import { deptRoutes } from './organisation/deptRoutes';
import { expertRoutes } from './expert/expertRoutes';
import { dictRoutes } from './core/dictRoutes';
import { fileRoutes } from './core/fileRoutes';
import { categoryRoutes } from './category/categoryRoutes';
import { recommendRoutes } from './recommend/recommendRoutes';
import { scaleRoutes } from './scale/scaleRoutes';
import { scaleDataRoutes } from './scale-data/scaleDataRoutes';
import { tagRoutes } from './tag/tagRoutes';
import { mockAdminRoutes } from './mockAdminRoutes';
import { contractDocsRoutes } from './contract/docsRoutes';
import { questionnaireRoutes } from './questionnaire/questionnaireRoutes';
import { taskRoutes } from './task/taskRoutes';
import { taskExportRoutes } from './task/exportRoutes';
import { orgRoutes } from './organisation/orgRoutes';
import { roleRoutes } from './role/roleRoutes';
import { platformOperatorRoutes } from './platform-operator/platformOperatorRoutes';
import { transferRoutes } from './account/transferRoutes';
import { orgAppRoutes } from './organisation/orgAppRoutes';
import { userRoutes } from './login/userRoutes';
import { registerRoutes } from './register/registerRoutes';
import { consultRoutes } from './consult/consultRoutes';
import { consultTransitionRoutes } from './consult/transitionRoutes';
import { consultSeriesRoutes } from './consult-entry/seriesRoutes';
import { caseRecordRoutes } from './consult/caseRecordRoutes';
import { visitorSatisfactionRoutes } from './consult/satisfactionRoutes';
import { cusUserRoutes } from './customer/cusUserRoutes';
import { problemTypeRoutes } from './problem-type/problemTypeRoutes';
import { scheduleRoutes } from './schedule/scheduleRoutes';
import { hotlineRoutes } from './hotline/hotlineRoutes';
import { todoRoutes } from './todo/todoRoutes';
import { followUpRoutes } from './follow-up/followUpRoutes';
import { measureRoutes } from './customer/measureRoutes';
import { orderConfigRoutes } from './order-config/orderConfigRoutes';
import { consentRoutes } from './order-config/consentRoutes';
import { bannerRoutes } from './banner/bannerRoutes';
import { smsLogRoutes } from './sms-log/smsLogRoutes';
import { partnerRoutes } from './partner/partnerRoutes';
import { workbenchRoutes } from './home/workbenchRoutes';
import { feeRoutes } from './fee/feeRoutes';
import { formRoutes } from './form-template/formRoutes';
import { customFieldRoutes } from './custom-field/customFieldRoutes';
import { statisticsRoutes } from './statistics/statisticsRoutes';
import { referralRoutes } from './consult/referralRoutes';
import { supervisionRoutes } from './consult/supervisionRoutes';
import { waitlistRoutes } from './waitlist/waitlistRoutes';
import { configFromEnv, verifyRequest, type VerifyConfig } from './core/verify';
import { sessionIdleFromEnv, sessionLifetimeFromEnv } from './core/sessions';
import { checkText, declaredRequest } from './core/inbound';

/** Every area's routes: adding an area is one line here. */
const AREAS: Router[] = [
  scaleRoutes,
  tagRoutes,
  categoryRoutes,
  recommendRoutes,
  scaleDataRoutes,
  userRoutes,
  dictRoutes,
  fileRoutes,
  cooperRoutes,
  mockAdminRoutes,
  contractDocsRoutes,
  questionnaireRoutes,
  taskRoutes,
  taskExportRoutes,
  accountRoutes,
  platformOperatorRoutes,
  orgRoutes,
  deptRoutes,
  expertRoutes,
  roleRoutes,
  transferRoutes,
  orgAppRoutes,
  registerRoutes,
  consultRoutes,
  consultTransitionRoutes,
  consultSeriesRoutes,
  caseRecordRoutes,
  visitorSatisfactionRoutes,
  scheduleRoutes,
  cusUserRoutes,
  problemTypeRoutes,
  hotlineRoutes,
  todoRoutes,
  followUpRoutes,
  measureRoutes,
  orderConfigRoutes,
  consentRoutes,
  bannerRoutes,
  smsLogRoutes,
  partnerRoutes,
  referralRoutes,
  supervisionRoutes,
  workbenchRoutes,
  feeRoutes,
  formRoutes,
  customFieldRoutes,
  statisticsRoutes,
  waitlistRoutes,
];

export interface MockAppOptions {
  /** The server clock (ms since epoch); tests pin it. The counselling seed is dated around its day when the app is created or reset. */
  now?: () => number;
  /** Seed of the data set (core/random.ts DEFAULT_SEED otherwise). */
  seed?: number;
  /** Sign suffix and Basic credentials; the environment's (or the development defaults) otherwise. */
  config?: Partial<VerifyConfig>;
  /** Idle time (ms) after which a token expires; `MOCK_SESSION_IDLE_MINUTES` or 2 hours otherwise. */
  sessionIdleMs?: number;
  /** How long (ms) a login and its identity tokens last however busy; `MOCK_SESSION_LIFETIME_MINUTES` or 12 hours otherwise. */
  sessionLifetimeMs?: number;
}

export interface MockApp {
  handle(req: MockRequest): Promise<MockResponse>;
  /** Restores the seeded state in place: `db` stays the same object. */
  reset(): void;
  readonly db: Db;
  /** The clock the app verifies timestamps against. */
  now(): number;
  readonly config: VerifyConfig;
}

function collectRoutes(routers: Router[]): Route[] {
  const routes = routers.flatMap((router) => router.routes);
  const seen = new Set<string>();
  for (const { method, path } of routes) {
    const key = `${method} ${path}`;
    if (seen.has(key)) throw new Error(`mock route registered twice: ${key}`);
    seen.add(key);
  }
  return routes;
}

function envelope(code: number, msg: string, data: unknown): MockResponse {
  return jsonResponse(200, { code, msg, data: data === undefined ? null : data });
}

/** A handler's result as an answer. */
function toResponse(result: unknown): MockResponse {
  if (result instanceof RawAnswer) return result.response;
  if (result instanceof ApiFailure) return envelope(result.code, result.msg, null);
  if (result instanceof OkAnswer) return envelope(0, result.msg, result.data);
  if (result instanceof FileAnswer) {
    return {
      status: 200,
      headers: {
        'content-type': result.contentType,
        'content-length': String(result.data.length),
        'content-disposition': contentDisposition('attachment', result.fileName),
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      },
      body: result.data,
    };
  }
  return envelope(0, '操作成功', result);
}

export function createMockApp(options: MockAppOptions = {}): MockApp {
  const now = options.now ?? Date.now;
  const config: VerifyConfig = { ...configFromEnv(), ...options.config };
  const db = createDb(options.seed, now());
  const routes = collectRoutes(AREAS);
  const sessionIdleMs = options.sessionIdleMs ?? sessionIdleFromEnv();
  const sessionLifetimeMs = options.sessionLifetimeMs ?? sessionLifetimeFromEnv();

  async function handle(req: MockRequest): Promise<MockResponse> {
    const matched = matchRoute(routes, req.method.toUpperCase(), req.path);
    if (!matched) return jsonResponse(404, { code: 10404, msg: '接口不存在', data: null });
    const { route, params } = matched;
    const at = now();
    try {
      const session = route.options.unsigned
        ? undefined
        : verifyRequest(req, db, {
            now: at,
            config,
            isPublic: route.options.public === true,
            sessionIdleMs,
          });
      const declared = declaredRequest(req, route.options);
      checkText(declared);
      return toResponse(
        await route.handler({ req: declared, db, session, now: at, params, sessionLifetimeMs }),
      );
    } catch (error) {
      if (error instanceof ApiFailure) return envelope(error.code, error.msg, null);
      // A bug in a handler answers like the platform's own failure instead of taking the server down.
      console.error(`[mock] ${req.method} ${req.path} failed:`, error);
      return jsonResponse(500, { code: 500, msg: '服务器内部错误', data: null });
    }
  }

  return { handle, reset: () => resetDb(db, db.seed, now()), db, now, config };
}
