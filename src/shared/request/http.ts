import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { CALL_TIMEOUT_MS, currentToken } from './client';
import { parseEnvelope } from './envelope';
import { ApiError } from './errors';
import { makeNonce, makeSign, postParams, sortedPairs, type SignParams } from './sign';
import { NETWORK_ERROR_MSG } from './types';

/*
 * The transport: the one axios instance with its signer (crypto-js). client.ts loads this module
 * with the first call (or ahead of it: the login form's first focus, any page but /login), so
 * the login page's first load does without axios; download mode and the tests import it as is.
 */

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

function bodyFields(data: unknown): SignParams {
  if (data instanceof FormData) return formDataFields(data);
  if (data && typeof data === 'object') return data as SignParams;
  return {};
}

/** The parameters a request signs: the GET query; a POST's query with its JSON body's fields or multipart text fields. */
function signedParams(config: InternalAxiosRequestConfig): SignParams {
  const query = (config.params as SignParams | undefined) ?? {};
  if ((config.method ?? 'get').toLowerCase() === 'get') return query;
  return postParams(query, bodyFields(config.data));
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
  if (!config.headers.has('token')) config.headers.set('token', currentToken() ?? '');
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
