import type { AxiosRequestConfig } from 'axios';
import type * as HttpModule from './http';
import type { SignParams } from './sign';
import { ApiError } from './errors';
import { isBytes, parseEnvelope } from './envelope';
import {
  CODE_SESSION_EXPIRED,
  NETWORK_ERROR_MSG,
  PASS_THROUGH_CODES,
  SILENT_MSG,
  isPage,
  type ApiEnvelope,
  type Page,
  type PageQuery,
} from './types';

/** Per-call options on top of axios' own. */
export interface CallOptions {
  /** Don't show the error toast: the caller shows the failure itself. */
  silent?: boolean;
  signal?: AbortSignal;
  timeout?: number;
  /** A token other than the session's: a refused registration's login token. */
  token?: string;
  /**
   * An answer of megabytes (an export's batch of 10,000 rows): read as bytes and parsed in a Web
   * Worker (jsonOffThread.ts), so the main thread is not held while it is decoded and parsed.
   */
  offThread?: boolean;
}

/** What the store injects, so the request layer imports neither antd nor the store. */
export interface ClientHooks {
  getToken(): string | null;
  onError(msg: string): void;
  onSessionExpired(msg: string): void;
}

export const CALL_TIMEOUT_MS = 15_000;
/** Uploads and exports get longer (ARCHITECTURE "Behaviour under a bad network"). */
export const TRANSFER_TIMEOUT_MS = 60_000;
const GET_RETRY_DELAYS_MS = [400, 1200];

let hooks: ClientHooks = {
  getToken: () => null,
  onError: () => undefined,
  onSessionExpired: () => undefined,
};
let sessionExpiryReported = false;

export function configureClient(next: Partial<ClientHooks>): void {
  hooks = { ...hooks, ...next };
}

/** Called on login: a later 10001 logs out again. */
export function armSessionExpiry(): void {
  sessionExpiryReported = false;
}

/**
 * The session reached its end with no request to hear it (the login's absolute end): logs out
 * exactly as a 10001 does, once, with `msg`.
 */
export function expireSession(msg: string): void {
  reportError(new ApiError('auth', msg, CODE_SESSION_EXPIRED));
}

/** The session's token, for the transport's signer. */
export function currentToken(): string | null {
  return hooks.getToken();
}

type Transport = typeof HttpModule;
let transport: Promise<Transport> | undefined;
let loadedTransport: Transport | undefined;

/**
 * The axios instance, its signer and crypto-js (core/http.ts), loaded once, by the first call or
 * by `preloadTransport`; a failed load is tried again by the next call.
 */
function loadTransport(): Promise<Transport> {
  transport ??= import('./http').then(
    (loaded) => (loadedTransport = loaded),
    (error: unknown) => {
      transport = undefined;
      throw error;
    },
  );
  return transport;
}

/** Starts loading the transport before the first call needs it. */
export function preloadTransport(): void {
  loadTransport().catch(() => undefined);
}

/** The transport, or a timeout after `ms`, so a stalled load fails as a stalled call would. */
function transportWithin(ms: number): Promise<Transport> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ApiError('timeout')), ms);
    loadTransport()
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

/** Any failure as an ApiError; what is not one already (a transport that did not load) is the network's. */
function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError('network', NETWORK_ERROR_MSG);
}

/** Shows a failure once, as the contract says: silent calls, aborts and 暂未开通公共服务 show nothing. */
export function reportError(error: ApiError, silent = false): void {
  if (error.kind === 'auth') {
    if (!sessionExpiryReported) {
      sessionExpiryReported = true;
      hooks.onSessionExpired(error.msg);
    }
    return;
  }
  if (silent || error.kind === 'aborted' || error.msg === SILENT_MSG) return;
  hooks.onError(error.msg || NETWORK_ERROR_MSG);
}

function judge<T>(envelope: ApiEnvelope<T>): ApiEnvelope<T> {
  if (envelope.code === CODE_SESSION_EXPIRED) {
    throw new ApiError('auth', envelope.msg || '登录已失效，请重新登录', envelope.code);
  }
  if (!PASS_THROUGH_CODES.has(envelope.code)) {
    throw new ApiError('business', envelope.msg || NETWORK_ERROR_MSG, envelope.code);
  }
  return envelope;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new ApiError('aborted'));
    });
  });

async function send(config: AxiosRequestConfig): Promise<unknown> {
  const idempotent = (config.method ?? 'get').toLowerCase() === 'get';
  for (let attempt = 0; ; attempt += 1) {
    try {
      const { http, transportError } =
        loadedTransport ?? (await transportWithin(config.timeout ?? CALL_TIMEOUT_MS));
      try {
        return (await http.request(config)).data;
      } catch (error) {
        throw transportError(error);
      }
    } catch (error) {
      const failure = asApiError(error);
      const retry =
        idempotent && failure.kind === 'network' && attempt < GET_RETRY_DELAYS_MS.length;
      if (!retry) throw failure;
      await wait(GET_RETRY_DELAYS_MS[attempt], config.signal as AbortSignal | undefined);
    }
  }
}

/**
 * Sends a call and answers its envelope for the pass-through codes; any other outcome rejects
 * with an ApiError that has already been shown (unless silent).
 */
export async function request<T>(
  config: AxiosRequestConfig & CallOptions,
): Promise<ApiEnvelope<T>> {
  const { silent, token, offThread, ...axiosConfig } = config;
  if (token) axiosConfig.headers = { ...axiosConfig.headers, token };
  if (offThread) {
    axiosConfig.responseType = 'arraybuffer';
    // By fetch where a worker can parse: XHR's load of 7.4 MB of bytes still held the main thread
    // for 270–325 ms (the bench's export), fetch's for none. Jest's jsdom has no Worker, and its
    // tests plug their own adapter.
    if (typeof Worker !== 'undefined') axiosConfig.adapter = 'fetch';
  }
  try {
    const body = await send(axiosConfig);
    const envelope = parseEnvelope(
      isBytes(body)
        ? await (await import('./jsonOffThread')).parseOffThread(body, config.signal)
        : body,
    );
    if (!envelope) throw new ApiError('network', NETWORK_ERROR_MSG);
    return judge(envelope as ApiEnvelope<T>);
  } catch (error) {
    const failure = asApiError(error);
    reportError(failure, silent);
    throw failure;
  }
}

/** Like `request`, but any code other than 0 is a failure: answers `data`. */
export async function requestData<T>(config: AxiosRequestConfig & CallOptions): Promise<T> {
  const envelope = await request<T>(config);
  if (envelope.code !== 0) {
    const failure = new ApiError('business', envelope.msg || NETWORK_ERROR_MSG, envelope.code);
    reportError(failure, config.silent);
    throw failure;
  }
  return envelope.data;
}

export const get = <T>(url: string, params?: SignParams, options: CallOptions = {}) =>
  requestData<T>({ method: 'get', url, params, ...options });

export const post = <T>(url: string, data?: object, options: CallOptions = {}) =>
  requestData<T>({ method: 'post', url, data: data ?? {}, ...options });

/** A paged list: `pageNum`, `pageSize` and filters in; `data.rows`, `data.total` out, checked. */
export async function getPage<T>(
  url: string,
  query: PageQuery & SignParams,
  options: CallOptions = {},
) {
  const page = await get<Page<T>>(url, query, options);
  if (!isPage<T>(page)) {
    const failure = new ApiError('network', NETWORK_ERROR_MSG);
    reportError(failure, options.silent);
    throw failure;
  }
  return page;
}
