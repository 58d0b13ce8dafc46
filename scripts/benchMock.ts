/**
 * The mock's list calls (issue 32): what QA and every test run wait on. The mock runs as QA runs
 * it (`mock/server.ts`, its own process, on 127.0.0.1), started here and stopped after. One
 * client first: each of the ten busiest list calls in turn, its p50 and the server's CPU time per
 * call. Then 20 clients for 20 s over the same calls: requests/s, p50, p99 and max.
 *
 * The clients are cheap on purpose, for they share the machine's two cores with the server:
 * plain node:http with one keep-alive socket each, signed with the console's own signer
 * (src/shared/request/sign.ts), no client library. A request that takes over 5 s is abandoned
 * and counted as failed.
 *
 * `npx tsx scripts/benchMock.ts` runs it alone; `BENCH_MOCK_NODE_ARGS=--cpu-prof` hands node
 * options to the server (a CPU profile is written into the working folder as it stops).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import {
  makeNonce,
  makeSign,
  postParams,
  sortedPairs,
  type SignParams,
} from '../src/shared/request/sign';
import { BASIC_AUTH, ROOT, SIGN_SUFFIX } from '../e2e/harness';
import type { Measurement, MeasurementResult } from './benchKit';
import { runMain } from './runMain';

/** The issue's goals, printed. */
const SINGLE_P50_GOAL_MS = 10;
const LOAD_RATE_GOAL = 300;
const LOAD_P99_GOAL_MS = 100;
/**
 * What fails the bench. The wall figures swing with whatever else the shared 2-core machine runs
 * (load average 8-14 while this was written, when the same code gave 193-1272 requests/s and a
 * p99 of 44-476 ms) and the clients take CPU from the server, so they are enforced loosely: twice
 * the one-client p50, two thirds of the rate, twice the p99 (a third and five times until three
 * CI runs met the goals: 1379-1425 requests/s and a p99 of 36.5-37.8 ms alone on the machine,
 * 706 and 108 ms with Jest beside it), and no request failed or left unanswered after 5 s. What
 * the server's own work costs does not swing with the load: its CPU time a request under load is
 * enforced at 2 ms (300 requests/s on one core needs under 3.3 ms; 0.6-1.0 ms measured). The
 * code before issue 32's cuts (6.0-8.5 ms a request) fails that limit and the one-client one in
 * every run measured, the rate in most (docs/performance.md).
 */
const SINGLE_P50_LIMIT_MS = 2 * SINGLE_P50_GOAL_MS;
const LOAD_RATE_LIMIT = 200;
const LOAD_P99_LIMIT_MS = 2 * LOAD_P99_GOAL_MS;
const CPU_PER_REQUEST_LIMIT_MS = 2;

const CLIENTS = 20;
const LOAD_MS = 20_000;
const REQUEST_TIMEOUT_MS = 5_000;
/** One-client rounds over the calls (the first two warm the caches and are not counted). */
const ROUNDS = 22;
const WARM_ROUNDS = 2;

interface Signed {
  token: string;
}

interface Answer {
  code: number;
  msg: string;
  data: unknown;
}

/** The server process (`mock/server.ts` on a free port). */
interface MockProcess {
  origin: string;
  pid: number;
  /** CPU time (user + system) the process has used, in ms (Linux /proc; ticks of 10 ms). */
  cpuMs(): number;
  stop(): Promise<void>;
}

async function startMockProcess(): Promise<MockProcess> {
  const nodeArgs = (process.env.BENCH_MOCK_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join(ROOT, 'mock', 'server.ts')],
    { cwd: ROOT, env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const printed: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => printed.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the mock did not start: ${printed.join('')}`)),
      60_000,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      printed.push(chunk.toString());
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(printed.join(''));
      if (url) {
        clearTimeout(timer);
        resolve(url[0]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the mock exited (${code}) before it listened: ${printed.join('')}`));
    });
  });
  const pid = child.pid ?? 0;
  return {
    origin,
    pid,
    cpuMs() {
      // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, delay(30_000, undefined, { ref: false })]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** A client: one keep-alive socket, each request signed as the console signs it. */
function client(origin: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const basic = `Basic ${Buffer.from(BASIC_AUTH, 'utf8').toString('base64')}`;
  function send(
    method: 'GET' | 'POST',
    pathname: string,
    params: SignParams,
    token: string,
  ): Promise<Answer> {
    const timestamp = String(Date.now());
    const nonceStr = makeNonce();
    const query = method === 'GET' ? params : {};
    const body = method === 'POST' ? JSON.stringify(params) : undefined;
    const signed = method === 'GET' ? query : postParams(query, params);
    const search = sortedPairs(query)
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
      .join('&');
    return new Promise((resolve, reject) => {
      const req = http.request(
        `${origin}${pathname}${search ? `?${search}` : ''}`,
        {
          method,
          agent,
          timeout: REQUEST_TIMEOUT_MS,
          headers: {
            token,
            timestamp,
            nonceStr,
            sign: makeSign({ timestamp, nonceStr, params: signed, suffix: SIGN_SUFFIX }),
            Authorization: basic,
            ...(body ? { 'Content-Type': 'application/json' } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            try {
              resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer);
            } catch (error) {
              reject(error as Error);
            }
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`timed out after ${REQUEST_TIMEOUT_MS} ms`)));
      req.on('error', reject);
      req.end(body);
    });
  }
  return { send, close: () => agent.destroy() };
}
type Client = ReturnType<typeof client>;

async function signIn(
  c: Client,
  account: string,
  password: string,
): Promise<Signed & { orgId: string }> {
  const login = await c.send('POST', '/web/user/login', { account, password }, '');
  const data = login.data as {
    token: string;
    identities: Array<{ id: string; orgName: string; userType: number; orgStatus: number }>;
  };
  if (login.code !== 0) throw new Error(`login of ${account}: ${login.code} ${login.msg}`);
  const identity = data.identities.find(
    (one) => one.userType === 2 || [1, 2].includes(one.orgStatus),
  );
  if (!identity) throw new Error(`${account} has no identity`);
  const chosen = await c.send(
    'POST',
    '/server-platform/web/user/chooseIdentity',
    { identityId: identity.id },
    data.token,
  );
  if (chosen.code !== 0) throw new Error(`chooseIdentity: ${chosen.code} ${chosen.msg}`);
  const session = chosen.data as { token: string; orgId: string };
  return { token: session.token, orgId: session.orgId };
}

interface ListCall {
  /** What the console shows it on. */
  name: string;
  path: string;
  params: SignParams;
}

/** The ten calls, with what they need from the store (a visitor, the caller's organisation). */
async function listCalls(c: Client, token: string, orgId: string): Promise<ListCall[]> {
  const visitors = await c.send(
    'GET',
    '/server-platform/api/cusUser/page',
    { pageNum: 1, pageSize: 10 },
    token,
  );
  const cusUserId = (visitors.data as { rows: Array<{ id: string }> }).rows[0]?.id ?? '';
  const now = new Date(Date.now() + 8 * 3600_000).toISOString();
  const page = { pageNum: 1, pageSize: 10 };
  return [
    { name: '咨询订单', path: '/server-platform/api/consult/page', params: page },
    { name: '费用', path: '/server-platform/api/fee/page', params: page },
    { name: '费用明细', path: '/server-platform/api/fee/detail/page', params: page },
    { name: '待办', path: '/server-platform/api/todo/page', params: page },
    { name: '来访者', path: '/server-platform/api/cusUser/page', params: page },
    { name: '热线工单', path: '/server-platform/api/hotline/page', params: page },
    {
      name: '排班',
      path: '/server-platform/api/schedule/roster',
      params: { pageNum: 1, pageSize: 20, month: now.slice(0, 7) },
    },
    { name: '测评结果', path: '/server-platform/api/measure/result/list', params: { cusUserId } },
    {
      name: '机构人员',
      path: '/server-platform/api/org/getOrgOperatorPage',
      params: { ...page, orgId },
    },
    { name: '测评任务', path: '/api/task/page', params: page },
  ];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed(c: Client, call: ListCall, token: string): Promise<number> {
  const started = performance.now();
  const answer = await c.send('GET', call.path, call.params, token);
  if (answer.code !== 0) throw new Error(`${call.path}: ${answer.code} ${answer.msg}`);
  return performance.now() - started;
}

interface OneClient {
  calls: Array<{ call: ListCall; p50: number }>;
  /** The server's CPU time a call over the counted rounds (ticks of 10 ms: too coarse per call). */
  cpuPerCall: number;
}

async function oneClient(
  server: MockProcess,
  c: Client,
  token: string,
  calls: ListCall[],
): Promise<OneClient> {
  const times = calls.map(() => [] as number[]);
  let cpuBefore = server.cpuMs();
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round === WARM_ROUNDS) cpuBefore = server.cpuMs();
    for (const [at, call] of calls.entries()) {
      const elapsed = await timed(c, call, token);
      if (round >= WARM_ROUNDS) times[at].push(elapsed);
    }
  }
  const counted = (ROUNDS - WARM_ROUNDS) * calls.length;
  return {
    calls: calls.map((call, at) => ({
      call,
      p50: percentile(
        [...times[at]].sort((a, b) => a - b),
        50,
      ),
    })),
    cpuPerCall: (server.cpuMs() - cpuBefore) / counted,
  };
}

interface Load {
  requests: number;
  failed: number;
  seconds: number;
  sorted: number[];
  cpuMs: number;
}

async function load(
  server: MockProcess,
  origin: string,
  token: string,
  calls: ListCall[],
): Promise<Load> {
  const times: number[] = [];
  let failed = 0;
  const started = performance.now();
  const cpuBefore = server.cpuMs();
  const until = started + LOAD_MS;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, index) => {
      const c = client(origin);
      try {
        for (let at = index; performance.now() < until; at += 1) {
          try {
            times.push(await timed(c, calls[at % calls.length], token));
          } catch {
            failed += 1;
          }
        }
      } finally {
        c.close();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    requests: times.length,
    failed,
    seconds,
    sorted: times.sort((a, b) => a - b),
    cpuMs: server.cpuMs() - cpuBefore,
  };
}

async function measure(): Promise<MeasurementResult> {
  const startedAt = performance.now();
  const server = await startMockProcess();
  const c = client(server.origin);
  try {
    const { token, orgId } = await signIn(c, 'admin01', 'Admin@123');
    const calls = await listCalls(c, token, orgId);
    const single = await oneClient(server, c, token, calls);
    const loaded = await load(server, server.origin, token, calls);
    const rate = loaded.requests / loaded.seconds;
    const p50 = percentile(loaded.sorted, 50);
    const p99 = percentile(loaded.sorted, 99);
    const slowest = single.calls.reduce((worst, one) => (one.p50 > worst.p50 ? one : worst));
    const within = (ok: boolean) => (ok ? 'within' : 'OVER');
    const verdict = (
      name: string,
      value: string,
      goal: string,
      meets: boolean,
      limit: string,
      ok: boolean,
    ) =>
      `${within(meets)} goal: ${name} ${value} (goal ${goal}; ${within(ok)} the enforced ${limit})`;
    const singleOk = slowest.p50 <= SINGLE_P50_LIMIT_MS;
    const rateOk = rate >= LOAD_RATE_LIMIT;
    const p99Ok = p99 <= LOAD_P99_LIMIT_MS;
    const cpuPerRequest = loaded.cpuMs / Math.max(1, loaded.requests);
    const cpuOk = cpuPerRequest <= CPU_PER_REQUEST_LIMIT_MS;
    const lines = [
      `one client, admin01, each call ${ROUNDS - WARM_ROUNDS} times (after ${WARM_ROUNDS} rounds to warm):`,
      ...single.calls.map(
        (one) =>
          `  ${one.call.path.padEnd(46)} ${one.call.name.padEnd(5, '　')} p50 ${ms(one.p50).padStart(8)}`,
      ),
      `  server CPU ${ms(single.cpuPerCall)} a call`,
      verdict(
        `slowest call's p50 (${slowest.call.name})`,
        ms(slowest.p50),
        `${SINGLE_P50_GOAL_MS} ms`,
        slowest.p50 <= SINGLE_P50_GOAL_MS,
        `${SINGLE_P50_LIMIT_MS} ms`,
        singleOk,
      ),
      `${CLIENTS} clients for ${loaded.seconds.toFixed(1)} s over the ten calls: ${loaded.requests} answered, ${loaded.failed} failed or timed out; ` +
        `p50 ${ms(p50)}, max ${ms(loaded.sorted.at(-1) ?? NaN)}`,
      `${within(cpuOk)} the enforced limit: server CPU ${ms(cpuPerRequest)} a request under load (at most ${CPU_PER_REQUEST_LIMIT_MS} ms)`,
      verdict(
        'requests/s',
        rate.toFixed(0),
        `≥ ${LOAD_RATE_GOAL}`,
        rate >= LOAD_RATE_GOAL,
        `≥ ${LOAD_RATE_LIMIT}`,
        rateOk,
      ),
      verdict(
        'p99',
        ms(p99),
        `≤ ${LOAD_P99_GOAL_MS} ms`,
        p99 <= LOAD_P99_GOAL_MS,
        `≤ ${LOAD_P99_LIMIT_MS} ms`,
        p99Ok,
      ),
      `machine load average at the end: ${loadavg()[0].toFixed(1)} (2 cores); measured in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
    ];
    return { ok: singleOk && rateOk && p99Ok && cpuOk && loaded.failed === 0, lines };
  } finally {
    c.close();
    await server.stop();
  }
}

export const mockListCalls: Measurement = {
  title: `The mock's ten busiest list calls: one client, then ${CLIENTS} clients for ${LOAD_MS / 1000} s (mock/server.ts on 127.0.0.1)`,
  run: measure,
};

async function main(): Promise<number> {
  const result = await measure();
  process.stdout.write(`== ${mockListCalls.title}\n${result.lines.join('\n')}\n`);
  return result.ok ? 0 : 1;
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(ROOT, 'scripts', 'benchMock.ts')
) {
  runMain('benchMock', main);
}
