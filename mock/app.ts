/**
 * The mock platform: verification, then the area routers, over one in-memory db.
 * Transports (mount.ts, server.ts, axiosAdapter.ts) only convert requests and answers.
 */
import { createDb, resetDb, type Db } from './db';
import { contentDisposition, jsonResponse, type MockRequest, type MockResponse } from './http';
import {
  ApiFailure,
  FileAnswer,
  OkAnswer,
  RawAnswer,
  matchRoute,
  type Route,
  type Router,
} from './router';
import { accountRoutes } from './routes/account';
import { cooperRoutes } from './routes/cooper';
import { deptRoutes } from './routes/dept';
import { expertRoutes } from './routes/expert';
import { dictRoutes } from './routes/dict';
import { fileRoutes } from './routes/file';
import { categoryRoutes } from './routes/category';
import { recommendRoutes } from './routes/recommend';
import { scaleRoutes } from './routes/scale';
import { scaleDataRoutes } from './routes/scaleData';
import { tagRoutes } from './routes/tag';
import { mockAdminRoutes } from './routes/mockAdmin';
import { contractDocsRoutes } from './routes/contractDocs';
import { questionnaireRoutes } from './routes/questionnaire';
import { taskRoutes } from './routes/task';
import { taskExportRoutes } from './routes/taskExports';
import { orgRoutes } from './routes/org';
import { roleRoutes } from './routes/role';
import { platformOperatorRoutes } from './routes/platformOperator';
import { transferRoutes } from './routes/transfer';
import { orgAppRoutes } from './routes/orgApp';
import { userRoutes } from './routes/user';
import { registerRoutes } from './routes/register';
import { consultRoutes } from './routes/consult';
import { consultTransitionRoutes } from './routes/consultTransitions';
import { consultSeriesRoutes } from './routes/consultSeries';
import { caseRecordRoutes } from './routes/caseRecord';
import { visitorSatisfactionRoutes } from './routes/visitorSatisfaction';
import { cusUserRoutes } from './routes/cusUser';
import { problemTypeRoutes } from './routes/problemType';
import { scheduleRoutes } from './routes/schedule';
import { hotlineRoutes } from './routes/hotline';
import { todoRoutes } from './routes/todo';
import { followUpRoutes } from './routes/followUp';
import { measureRoutes } from './routes/measure';
import { orderConfigRoutes } from './routes/orderConfig';
import { consentRoutes } from './routes/consent';
import { bannerRoutes } from './routes/banner';
import { smsLogRoutes } from './routes/smsLog';
import { partnerRoutes } from './routes/partner';
import { workbenchRoutes } from './routes/workbench';
import { feeRoutes } from './routes/fee';
import { formRoutes } from './routes/form';
import { customFieldRoutes } from './routes/customField';
import { statisticsRoutes } from './routes/statistics';
import { referralRoutes } from './routes/referral';
import { supervisionRoutes } from './routes/supervision';
import { waitlistRoutes } from './routes/waitlist';
import { configFromEnv, verifyRequest, type VerifyConfig } from './verify';
import { sessionIdleFromEnv, sessionLifetimeFromEnv } from './db/sessions';
import { checkText, declaredRequest } from './inbound';

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
  /** Seed of the data set (db/random.ts DEFAULT_SEED otherwise). */
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
