/**
 * Test helpers for the mock: correctly signed MockRequests (Node crypto, the mock's own
 * canonical form) and short-cuts to log a QA account in. The console's own tests go through
 * the axios adapter instead, so the client's signer is what they exercise.
 */
import { Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { MockApp } from './app';
import { QA_ACCOUNTS } from './login/accounts';
import {
  bodyBuffer,
  emptyRequest,
  type MockFile,
  type MockRequest,
  type MockResponse,
} from './core/http';
import {
  DEFAULT_BASIC_AUTH,
  DEFAULT_SIGN_SUFFIX,
  canonicalString,
  computeSign,
  requestParams,
  type VerifyConfig,
} from './core/verify';
import type { IdentitySessionView, LoginUserView } from './core/userView';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface SignedInit {
  method?: string;
  /** Path without query; percent-encoded as a browser would send it. */
  path: string;
  query?: Record<string, string>;
  /** A JSON body (sent through JSON text, so what the mock sees is what a transport delivers). */
  body?: unknown;
  fields?: Record<string, string>;
  files?: MockFile[];
  token?: string;
  timestamp?: number | string;
  nonceStr?: string;
  /** Header overrides after signing; `undefined` removes a header. */
  headers?: Record<string, string | undefined>;
}

/** A request signed the way the contract says, for the clock and settings given (the development defaults otherwise). */
export function signedRequest(
  init: SignedInit,
  options: { now?: number; config?: VerifyConfig } = {},
): MockRequest {
  const config = options.config ?? {
    signSuffix: DEFAULT_SIGN_SUFFIX,
    basicAuth: DEFAULT_BASIC_AUTH,
  };
  const req = emptyRequest(init.method ?? 'GET', init.path);
  req.query = { ...init.query };
  req.body =
    init.body === undefined ? undefined : (JSON.parse(JSON.stringify(init.body)) as unknown);
  req.fields = { ...init.fields };
  req.files = init.files ?? [];
  const timestamp = String(init.timestamp ?? options.now ?? Date.now());
  const nonceStr = init.nonceStr ?? randomUUID();
  const sign = computeSign(
    canonicalString(timestamp, nonceStr, requestParams(req)),
    config.signSuffix,
  );
  const headers: Record<string, string | undefined> = {
    token: init.token ?? '',
    timestamp,
    noncestr: nonceStr,
    sign,
    authorization: `Basic ${Buffer.from(config.basicAuth, 'utf8').toString('base64')}`,
    ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...init.headers,
  };
  req.headers = Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return req;
}

/** Signs a request against the app's clock and settings. */
export function signedFor(app: MockApp, init: SignedInit): MockRequest {
  return signedRequest(init, { now: app.now(), config: app.config });
}

/** The JSON envelope of an answer. */
export function envelopeOf<T = unknown>(response: MockResponse): Envelope<T> {
  return JSON.parse(bodyBuffer(response).toString('utf8')) as Envelope<T>;
}

/** Sends a signed request and reads its envelope. */
export async function call<T = unknown>(app: MockApp, init: SignedInit): Promise<Envelope<T>> {
  return envelopeOf<T>(await app.handle(signedFor(app, init)));
}

export function qaPassword(username: string): string {
  const account = QA_ACCOUNTS.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`${username} is not a QA account`);
  return account.password;
}

/** Logs a QA account in; the answer as it is. */
export function login(
  app: MockApp,
  username: string,
  password = qaPassword(username),
): Promise<Envelope<LoginUserView>> {
  return call<LoginUserView>(app, {
    method: 'POST',
    path: '/web/user/login',
    body: { account: username, password },
  });
}

/**
 * Logs a QA account in and chooses an identity (by organisation name, else the first one the
 * chooser lets through): the identity session, with its token.
 */
export async function loginAs(
  app: MockApp,
  username: string,
  orgName?: string,
): Promise<IdentitySessionView> {
  const answer = await login(app, username);
  if (answer.code !== 0 || !answer.data.token)
    throw new Error(`login of ${username}: ${answer.code} ${answer.msg}`);
  const identity = answer.data.identities.find((candidate) =>
    orgName
      ? candidate.orgName === orgName
      : candidate.userType === 2 || [1, 2].includes(candidate.orgStatus),
  );
  if (!identity) throw new Error(`${username} has no identity to choose`);
  const chosen = await call<IdentitySessionView>(app, {
    method: 'POST',
    path: '/server-platform/web/user/chooseIdentity',
    body: { identityId: identity.id },
    token: answer.data.token,
  });
  if (chosen.code !== 0)
    throw new Error(`chooseIdentity for ${username}: ${chosen.code} ${chosen.msg}`);
  return chosen.data;
}

/** A real 1×1 PNG. */
/** A visitor token (the mini-program's login) for the visitor of `orderId`, through the QA helper. */
export async function visitorTokenOf(app: MockApp, orderId: string): Promise<string> {
  return visitorTokenFor(app, app.db.counselling.tables.orders.get(orderId)?.cusUserId ?? '');
}

/** A visitor token (the mini-program's login) for the visitor `cusUserId`, through the QA helper. */
export async function visitorTokenFor(app: MockApp, cusUserId: string): Promise<string> {
  const answer = await call<{ token: string }>(app, {
    method: 'POST',
    path: '/__mock__/visitor-token',
    query: { cusUserId },
  });
  return answer.data.token;
}

export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a PNG as the console does (path org) and answers its url: what image fields accept. */
export async function uploadImage(app: MockApp, token = ''): Promise<string> {
  const answer = await call<{ url: string }>(app, {
    method: 'POST',
    path: '/api/file/uploadFile',
    fields: { path: 'org' },
    files: [{ field: 'file', name: 'image.png', type: 'image/png', data: PNG_1PX }],
    token,
  });
  if (answer.code !== 0) throw new Error(`upload: ${answer.code} ${answer.msg}`);
  return answer.data.url;
}

/**
 * pdfkit's Node build takes jsdom for a browser and asks `document.currentScript` where it lives:
 * point it at the installed package while a PDF is made under Jest. Returns what undoes it.
 */
export function pdfkitUnderJsdom(): () => void {
  const pdfkitFile = pathToFileURL(
    createRequire(`${process.cwd()}/package.json`).resolve('pdfkit'),
  ).href;
  Object.defineProperty(document, 'currentScript', {
    value: { tagName: 'SCRIPT', src: pdfkitFile },
    configurable: true,
  });
  return () => Reflect.deleteProperty(document, 'currentScript');
}
