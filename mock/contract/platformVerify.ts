/**
 * `npm run contract:verify` (scripts/contractVerify.ts): checks a platform, over HTTP, against the
 * declarations in src/shared/contract (docs/api/platform.md, docs/decisions/0024-platform-seam.md).
 * It logs in as the console does (signed, Basic, identity choice), then sends each declared read
 * call with its contract fixture and judges the answer: its code one the call declares, and on
 * code 0 its `data` the declared shape. Writes only with `allowWrites`, malformed input only with
 * `fuzz`. CI holds the mock to it: the contract test judges every call's answer with `judge`
 * (contractSuite.ts), and mock/server.test.ts runs it over HTTP for a few areas and against a
 * mock with one answer changed.
 */
import { randomUUID } from 'node:crypto';
import { CONTRACT_AREAS, type CallName } from '../../src/shared/contract';
import { paramsOf, type Call } from '../../src/shared/contract/call';
import type { MockFile } from '../core/http';
import { canonicalString, computeSign } from '../core/verify';
import { VISITOR_FIXTURES } from './caseRecordFixtures';
import { VISITOR_OF_FIXTURE } from './consentFixtures';
import { FIXTURES, FIXTURE_ACCOUNTS, FIXTURE_FILES, type FixtureContext } from './fixtures';
import { malformedInputs } from './malformed';
import { declaredCodes } from './openapi';

/**
 * A read: a GET that is not one of the spec's GET deletions (`/api/tag/delete`,
 * `/api/eval/deleteAnswer`, …). Some reads leave a trace, as on a platform: an export or a PDF
 * writes an operation log, a case record's detail records who read it.
 */
function isRead(declaration: Call): boolean {
  const last = declaration.path.split('/').at(-1) ?? '';
  return declaration.method === 'GET' && !last.startsWith('delete');
}

/** Calls never sent, even with `allowWrites`: they would end the verifier's own login or give its organisation away. */
const NEVER_SENT: Partial<Record<CallName, string>> = {
  logout: 'ends the login the verification runs on',
  updatePwd: "changes the account's password and ends its other logins",
  transferAdmin: "hands the account's organisation to another administrator",
};

/** One request as sent: where its parameters travel follows the declaration. */
interface Outgoing {
  method: 'GET' | 'POST';
  path: string;
  token: string;
  query?: Record<string, unknown>;
  body?: unknown;
  /** A JSON body sent as this text (fuzz only), its top-level fields signed when it parses. */
  rawJson?: string;
  contentType?: string;
  fields?: Record<string, unknown>;
  files?: MockFile[];
}

export interface Received {
  status: number;
  contentType: string;
  text: string;
}

export type Transport = (request: Outgoing) => Promise<Received>;

export interface Credentials {
  /** Appended to the canonical string before hashing (`SIGN_SUFFIX`). */
  signSuffix: string;
  /** `user:password` of the Basic header (`BASIC_AUTH`). */
  basicAuth: string;
}

/** The non-empty parameters as text, sorted by key: what is signed and how a query is sent. */
function textPairs(params: Record<string, unknown> = {}): [string, string][] {
  return Object.keys(params)
    .sort()
    .flatMap((key): [string, string][] => {
      const value = params[key];
      if (value === undefined || value === null || value === '') return [];
      return [
        [
          key,
          typeof value === 'string'
            ? value
            : typeof value === 'object'
              ? JSON.stringify(value)
              : String(value),
        ],
      ];
    });
}

/** Signs and sends over HTTP as the console's request layer does (docs/request-contract.md). */
export function httpTransport(
  base: string,
  credentials: Credentials,
  clock: () => number = Date.now,
): Transport {
  const authorization = `Basic ${Buffer.from(credentials.basicAuth, 'utf8').toString('base64')}`;
  return async (request) => {
    const query = request.query ?? {};
    let signed: Record<string, unknown> = query;
    let body: BodyInit | undefined;
    const headers: Record<string, string> = {};
    if (request.fields !== undefined || request.files !== undefined) {
      const form = new FormData();
      for (const [key, text] of textPairs(request.fields)) form.append(key, text);
      for (const file of request.files ?? [])
        form.append(
          file.field,
          new Blob([new Uint8Array(file.data)], { type: file.type }),
          file.name,
        );
      signed = { ...query, ...Object.fromEntries(textPairs(request.fields)) };
      body = form;
    } else if (request.rawJson !== undefined || request.body !== undefined) {
      const text = request.rawJson ?? JSON.stringify(request.body);
      const parsed = parseJson(text);
      const fields =
        typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
          ? (parsed as Record<string, unknown>)
          : {};
      signed = { ...query, ...fields };
      body = text;
      headers['content-type'] = request.contentType ?? 'application/json';
    }
    const queryText = textPairs(query)
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
      .join('&');
    const url = new URL(request.path + (queryText ? `?${queryText}` : ''), base);
    /** Signed afresh each time, so a second try is no replay. */
    const attempt = () => {
      const timestamp = String(clock());
      const nonceStr = randomUUID();
      return fetch(url, {
        method: request.method,
        headers: {
          ...headers,
          token: request.token,
          timestamp,
          nonceStr,
          sign: computeSign(canonicalString(timestamp, nonceStr, signed), credentials.signSuffix),
          Authorization: authorization,
        },
        body,
        redirect: 'manual',
      });
    };
    // As the console: a GET that failed on the network is tried again (a kept-alive socket the
    // server had just closed), a POST never.
    const response = await attempt().catch((error: unknown) => {
      if (request.method !== 'GET') throw error;
      return attempt();
    });
    const contentType = response.headers.get('content-type') ?? '';
    const text = contentType.startsWith('application/json')
      ? await response.text()
      : `(${(await response.arrayBuffer()).byteLength} bytes)`;
    return { status: response.status, contentType, text };
  };
}

/** What went wrong, with the cause fetch hides behind "fetch failed". */
function failure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

/** pass: answered as declared; refused: a declared non-zero code; skipped: not sent; the rest are mismatches. */
export type Verdict = 'pass' | 'refused' | 'skipped' | 'envelope' | 'code' | 'shape' | 'fuzz';

const MISMATCHES: ReadonlySet<Verdict> = new Set(['envelope', 'code', 'shape', 'fuzz']);
export const isMismatch = (verdict: Verdict): boolean => MISMATCHES.has(verdict);

export interface CallResult {
  call: string;
  method: string;
  path: string;
  area: string;
  read: boolean;
  verdict: Verdict;
  code?: number;
  detail: string;
}

/** The envelope of an answer, or why it is none. */
function envelopeOf(received: Received): Envelope | string {
  if (received.status !== 200) return `HTTP ${received.status}, not 200`;
  if (!received.contentType.startsWith('application/json'))
    return `content type ${received.contentType || '(none)'}, not application/json`;
  const value = parseJson(received.text);
  if (typeof value !== 'object' || value === null) return 'the body is not a JSON object';
  const { code, msg, data } = value as Record<string, unknown>;
  if (!Number.isInteger(code)) return `code ${JSON.stringify(code)} is not an integer`;
  if (typeof msg !== 'string') return 'msg is not a string';
  if (!('data' in value)) return 'no data';
  return { code: code as number, msg, data };
}

/** How an answer stands to its declaration. */
export function judge(
  declaration: Call,
  received: Received,
): Pick<CallResult, 'verdict' | 'code' | 'detail'> {
  if (
    declaration.file &&
    received.status === 200 &&
    !received.contentType.startsWith('application/json')
  )
    return { verdict: 'pass', code: 0, detail: `a file (${received.contentType})` };
  const envelope = envelopeOf(received);
  if (typeof envelope === 'string') return { verdict: 'envelope', detail: envelope };
  const { code, msg, data } = envelope;
  if (!declaredCodes(declaration).includes(code))
    return { verdict: 'code', code, detail: `code ${code} is not declared (${msg})` };
  if (code !== 0) {
    if (data !== null)
      return { verdict: 'envelope', code, detail: `a refusal with data that is not null (${msg})` };
    return { verdict: 'refused', code, detail: msg };
  }
  if (declaration.file)
    return { verdict: 'shape', code, detail: 'an envelope where a file was declared' };
  const parsed = declaration.data.safeParse(data);
  if (parsed.success) return { verdict: 'pass', code, detail: '' };
  const issues = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `data${issue.path.map((key) => `.${String(key)}`).join('')}: ${issue.message}`);
  const more = parsed.error.issues.length > 3 ? ` (+${parsed.error.issues.length - 3} more)` : '';
  return { verdict: 'shape', code, detail: issues.join('; ') + more };
}

export interface Session {
  token: string;
  /** The chosen identity's organisation ('' without one). */
  orgId: string;
}

/** Login and, when the account has identities, the identity choice, as the console makes them. */
export async function logIn(
  send: Transport,
  account: string,
  password: string,
  orgName?: string,
): Promise<Session> {
  const login = envelopeOf(
    await send({ method: 'POST', path: '/web/user/login', token: '', body: { account, password } }),
  );
  if (typeof login === 'string') throw new Error(`login of ${account}: ${login}`);
  const user = login.data as {
    token?: string;
    identities?: { id: string; orgName: string; userType: number; orgStatus: number }[];
  } | null;
  if (login.code !== 0 || !user?.token)
    throw new Error(`login of ${account}: ${login.code} ${login.msg}`);
  const identities = user.identities ?? [];
  if (identities.length === 0) return { token: user.token, orgId: '' };
  // The console's choice when there is one to make: the named organisation, else the first usable one.
  const identity = orgName
    ? identities.find((candidate) => candidate.orgName === orgName)
    : identities.find(
        (candidate) => candidate.userType === 2 || [1, 2].includes(candidate.orgStatus),
      );
  if (!identity) throw new Error(`${account} has no identity${orgName ? ` in ${orgName}` : ''}`);
  const chosen = envelopeOf(
    await send({
      method: 'POST',
      path: '/server-platform/web/user/chooseIdentity',
      token: user.token,
      body: { identityId: identity.id },
    }),
  );
  if (typeof chosen === 'string') throw new Error(`chooseIdentity for ${account}: ${chosen}`);
  const session = chosen.data as { token?: string; user?: { orgId?: string } } | null;
  if (chosen.code !== 0 || !session?.token)
    throw new Error(`chooseIdentity for ${account}: ${chosen.code} ${chosen.msg}`);
  return { token: session.token, orgId: session.user?.orgId ?? '' };
}

export interface VerifyOptions {
  send: Transport;
  /** The main session: every call goes out on it unless `sessionFor` names another. */
  session: Session;
  /** The session for a call whose fixture is another QA account's (`FIXTURE_ACCOUNTS`); the main one otherwise. */
  sessionFor?: (fixtureAccount: string) => Session | undefined;
  /** The store the fixtures take their ids from (a freshly seeded mock) and its clock. */
  fixtureStore: Pick<FixtureContext, 'db' | 'now'>;
  allowWrites?: boolean;
  fuzz?: boolean;
  /** Only these calls (by name); every declared one otherwise. */
  only?: readonly string[];
}

/** A query as it travels: text. */
const asText = (input: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)]));

function outgoing(declaration: Call, token: string, input: unknown, files?: MockFile[]): Outgoing {
  const base = { method: declaration.method, path: declaration.path, token };
  const params = paramsOf(declaration).in;
  if (params === 'query') return { ...base, query: input as Record<string, unknown> };
  if (params === 'form') return { ...base, fields: input as Record<string, unknown>, files };
  return { ...base, body: input };
}

/** Malformed requests the call must refuse with a non-zero code and a msg, never HTTP 5xx. */
async function fuzzCall(
  send: Transport,
  declaration: Call,
  token: string,
  valid: Record<string, unknown>,
  files?: MockFile[],
): Promise<string[]> {
  const wrong: string[] = [];
  const params = paramsOf(declaration);
  const inText = params.in !== 'body';
  for (const { label, input, contentType, withoutFiles, rawJson } of malformedInputs(
    declaration,
    valid,
  )) {
    // A query or form drops empty values as it is sent (docs/request-contract.md): an input
    // malformed only by an empty text arrives as a valid one.
    if (inText && typeof input === 'object' && input !== null && !withoutFiles) {
      const sent = Object.fromEntries(textPairs(input as Record<string, unknown>));
      if (params.schema.safeParse(sent).success) continue;
    }
    const request = outgoing(declaration, token, input, withoutFiles ? [] : files);
    let received: Received;
    try {
      received = await send({ ...request, contentType, rawJson });
    } catch (error) {
      // Text that cannot be percent-encoded (a lone surrogate) never leaves, as in the console.
      if (error instanceof URIError) continue;
      wrong.push(`${label}: no answer: ${failure(error)}`);
      continue;
    }
    const envelope = envelopeOf(received);
    if (received.status >= 500) wrong.push(`${label}: HTTP ${received.status}`);
    else if (typeof envelope !== 'string' && (envelope.code === 0 || !envelope.msg))
      wrong.push(`${label}: ${envelope.code} ${envelope.msg}`);
  }
  return wrong;
}

/** Sends every declared call it may (document order) and judges each answer. */
export async function verifyPlatform(options: VerifyOptions): Promise<CallResult[]> {
  const { send, session, fixtureStore, allowWrites = false, fuzz = false, only } = options;
  const context: FixtureContext = { ...fixtureStore, orgId: session.orgId };
  const results: CallResult[] = [];
  for (const area of CONTRACT_AREAS) {
    for (const [name, declaration] of Object.entries(area.calls) as [CallName, Call][]) {
      if (only && !only.includes(name)) continue;
      const read = isRead(declaration);
      const row = {
        call: name,
        method: declaration.method,
        path: declaration.path,
        area: area.name,
        read,
      };
      const skip = (detail: string) => results.push({ ...row, verdict: 'skipped', detail });
      if (!read && !allowWrites) {
        skip('a write: sent only with --allow-writes');
        continue;
      }
      if (NEVER_SENT[name]) {
        skip(`never sent: ${NEVER_SENT[name]}`);
        continue;
      }
      if (VISITOR_FIXTURES.has(name) || VISITOR_OF_FIXTURE[name]) {
        skip("a visitor's call: needs the mini-program's visitor token");
        continue;
      }
      const account = FIXTURE_ACCOUNTS[name];
      const caller = (account && options.sessionFor?.(account)) || session;
      let raw: Record<string, unknown>;
      try {
        raw = FIXTURES[name](context) as Record<string, unknown>;
      } catch (error) {
        // Ours, not the platform's: a fixture made from the seed after writes it did not see.
        skip(`no fixture: ${failure(error)}`);
        continue;
      }
      const input = paramsOf(declaration).in === 'body' ? raw : asText(raw);
      const files = FIXTURE_FILES[name];
      let received: Received;
      try {
        received = await send(outgoing(declaration, caller.token, input, files));
      } catch (error) {
        results.push({ ...row, verdict: 'envelope', detail: `no answer: ${failure(error)}` });
        continue;
      }
      const judged = judge(declaration, received);
      if (fuzz && !isMismatch(judged.verdict)) {
        const wrong = await fuzzCall(send, declaration, caller.token, input, files);
        if (wrong.length > 0) {
          results.push({
            ...row,
            verdict: 'fuzz',
            code: judged.code,
            detail: wrong.slice(0, 3).join('; '),
          });
          continue;
        }
      }
      results.push({ ...row, ...judged });
    }
  }
  return results;
}

/** Counts by verdict, for the table's last line and the report. */
export function summarise(results: readonly CallResult[]): Record<Verdict, number> {
  const counts: Record<Verdict, number> = {
    pass: 0,
    refused: 0,
    skipped: 0,
    envelope: 0,
    code: 0,
    shape: 0,
    fuzz: 0,
  };
  for (const result of results) counts[result.verdict] += 1;
  return counts;
}

/** The table for stdout: one line per call, mismatches marked. */
export function renderTable(results: readonly CallResult[]): string {
  const width = (pick: (result: CallResult) => string) =>
    Math.max(...results.map((result) => pick(result).length), 4);
  const nameWidth = width((result) => result.call);
  const pathWidth = width((result) => `${result.method} ${result.path}`);
  const lines = results.map((result) => {
    const verdict = isMismatch(result.verdict) ? `MISMATCH ${result.verdict}` : result.verdict;
    return [
      result.call.padEnd(nameWidth),
      `${result.method} ${result.path}`.padEnd(pathWidth),
      verdict.padEnd(17),
      String(result.code ?? '').padEnd(6),
      result.detail,
    ]
      .join('  ')
      .trimEnd();
  });
  const counts = summarise(results);
  const mismatches = results.filter((result) => isMismatch(result.verdict)).length;
  const total = `${results.length} calls: ${counts.pass} pass, ${counts.refused} refused with a declared code, ${mismatches} mismatch, ${counts.skipped} skipped`;
  return [...lines, '', total].join('\n');
}
