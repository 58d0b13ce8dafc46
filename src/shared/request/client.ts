import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { makeNonce, makeSign, sortedPairs, type SignParams } from './sign';
import { ApiError } from './errors';
import { parseEnvelope } from './envelope';
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
}

/** What the store injects, so the request layer imports neither antd nor the store. */
export interface ClientHooks {
  getToken(): string | null;
  onError(msg: string): void;
  onSessionExpired(msg: string): void;
}

const CALL_TIMEOUT_MS = 15_000;
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

/** The query string exactly as it is signed: sorted, empty values dropped. */
export function serializeQuery(params: SignParams = {}): string {
  return sortedPairs(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

function formDataFields(data: FormData): SignParams {
  const fields: SignParams = {};
  data.forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
  });
  return fields;
}

/** The parameters a request signs: the GET query, the JSON body's fields or the multipart text fields. */
function signedParams(config: InternalAxiosRequestConfig): SignParams {
  if ((config.method ?? 'get').toLowerCase() === 'get') return (config.params as SignParams) ?? {};
  if (config.data instanceof FormData) return formDataFields(config.data);
  if (config.data && typeof config.data === 'object') return config.data as SignParams;
  return {};
}

const basicAuth = `Basic ${btoa(__BASIC_AUTH__)}`;

export const http = axios.create({
  baseURL: __API_BASE_URL__,
  timeout: CALL_TIMEOUT_MS,
  paramsSerializer: { serialize: (params) => serializeQuery(params as SignParams) },
  transitional: { clarifyTimeoutError: true },
});

// Signed here, so a retried request gets a fresh timestamp and nonce.
http.interceptors.request.use((config) => {
  const timestamp = String(Date.now());
  const nonceStr = makeNonce();
  if (!config.headers.has('token')) config.headers.set('token', hooks.getToken() ?? '');
  config.headers.set('timestamp', timestamp);
  config.headers.set('nonceStr', nonceStr);
  config.headers.set(
    'sign',
    makeSign({ timestamp, nonceStr, params: signedParams(config), suffix: __SIGN_SUFFIX__ }),
  );
  config.headers.set('Authorization', basicAuth);
  return config;
});

/** Turns whatever went wrong in transport into an ApiError. */
export function transportError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error)) return new ApiError('aborted');
  if (error instanceof AxiosError) {
    if (error.code === 'ETIMEDOUT' || error.code === 'ECONNABORTED') return new ApiError('timeout');
    const body = error.response?.data;
    const envelope = body === undefined ? null : parseEnvelope(body);
    if (envelope?.msg) return new ApiError('business', envelope.msg, envelope.code);
  }
  return new ApiError('network', NETWORK_ERROR_MSG);
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
      return (await http.request(config)).data;
    } catch (error) {
      const failure = transportError(error);
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
  const { silent, token, ...axiosConfig } = config;
  if (token) axiosConfig.headers = { ...axiosConfig.headers, token };
  try {
    const envelope = parseEnvelope(await send(axiosConfig));
    if (!envelope) throw new ApiError('network', NETWORK_ERROR_MSG);
    return judge(envelope as ApiEnvelope<T>);
  } catch (error) {
    const failure = transportError(error);
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

/** Multipart upload: files and text fields. */
export function upload<T>(
  url: string,
  fields: Record<string, string | Blob>,
  options: CallOptions = {},
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return requestData<T>({ method: 'post', url, data, timeout: TRANSFER_TIMEOUT_MS, ...options });
}
