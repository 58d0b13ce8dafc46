/**
 * The mock as an axios adapter, for Jest (jsdom) tests: the console's real axios instance,
 * interceptors and signer talk to the same handlers QA uses, with no second fake. The request
 * is rebuilt exactly as the server would receive it (path, serialised query, headers, JSON or
 * multipart body) and the answer comes back as axios would deliver it.
 */
import { Buffer } from 'node:buffer';
import {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import {
  emptyRequest,
  parseQueryString,
  type MockFile,
  type MockRequest,
  type MockResponse,
} from './core/http';
import { parseJsonBody, refusalResponse } from './core/bodyShape';
import { ApiFailure } from './core/errors';

/** What the adapter needs of a mock app. */
export interface MockHandler {
  handle(req: MockRequest): Promise<MockResponse>;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  404: 'Not Found',
  500: 'Internal Server Error',
};

function isAbsolute(url: string): boolean {
  return /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);
}

/** The query string axios would send for `params`: through config.paramsSerializer when given. */
function serializeParams(config: InternalAxiosRequestConfig): string {
  const params: unknown = config.params;
  if (params === undefined || params === null) return '';
  if (typeof URLSearchParams !== 'undefined' && params instanceof URLSearchParams)
    return params.toString();
  const serializer: unknown = config.paramsSerializer;
  if (typeof serializer === 'function')
    return String((serializer as (p: unknown) => string)(params));
  if (serializer && typeof serializer === 'object') {
    const { serialize } = serializer as {
      serialize?: (p: Record<string, unknown>, o: unknown) => string;
    };
    if (serialize) return serialize(params as Record<string, unknown>, serializer);
  }
  // axios' own default, close enough for plain values: empty ones dropped, the rest as text.
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
    if (value !== undefined && value !== null)
      search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return search.toString();
}

function requestUrl(config: InternalAxiosRequestConfig): URL {
  const url = config.url ?? '';
  const base = config.baseURL ?? '';
  const joined =
    !base || isAbsolute(url) ? url : `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  const target = new URL(joined, 'http://localhost');
  const extra = serializeParams(config);
  if (extra) target.search = target.search ? `${target.search.slice(1)}&${extra}` : extra;
  return target;
}

function headerRecord(config: InternalAxiosRequestConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON(true))) {
    headers[name.toLowerCase()] = String(value);
  }
  return headers;
}

interface BlobLike {
  size: number;
  type: string;
  name?: string;
  arrayBuffer?: () => Promise<ArrayBuffer>;
}

function isBlobLike(value: unknown): value is BlobLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as BlobLike).size === 'number' &&
    typeof (value as BlobLike).type === 'string'
  );
}

/** A Blob's bytes: jsdom's Blob has no arrayBuffer(), its FileReader does the reading. */
async function readBlob(blob: BlobLike): Promise<Buffer> {
  if (typeof blob.arrayBuffer === 'function') return Buffer.from(await blob.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('blob read failed'));
    reader.readAsArrayBuffer(blob as Blob);
  });
}

interface FormDataLike {
  append: unknown;
  entries(): IterableIterator<[string, unknown]>;
}

function isFormDataLike(value: unknown): value is FormDataLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FormDataLike).append === 'function' &&
    typeof (value as FormDataLike).entries === 'function'
  );
}

/** The body as the server would parse it: JSON text → body; FormData → fields and files. */
async function fillBody(req: MockRequest, data: unknown): Promise<void> {
  if (data === undefined || data === null) return;
  if (isFormDataLike(data)) {
    req.headers['content-type'] = 'multipart/form-data; boundary=mock';
    for (const [field, value] of data.entries()) {
      if (typeof value === 'string') req.fields[field] = value;
      else if (isBlobLike(value)) {
        const file: MockFile = {
          field,
          name: value.name ?? 'blob',
          type: value.type,
          data: await readBlob(value),
        };
        req.files.push(file);
      }
    }
    return;
  }
  req.body = parseJsonBody(typeof data === 'string' ? data : JSON.stringify(data));
}

async function toMockRequest(config: InternalAxiosRequestConfig): Promise<MockRequest> {
  const url = requestUrl(config);
  const req = emptyRequest((config.method ?? 'get').toUpperCase(), url.pathname);
  req.query = parseQueryString(url.search.slice(1));
  req.headers = headerRecord(config);
  await fillBody(req, config.data);
  return req;
}

function responseData(config: InternalAxiosRequestConfig, answer: MockResponse): unknown {
  const bytes = typeof answer.body === 'string' ? Buffer.from(answer.body, 'utf8') : answer.body;
  switch (config.responseType) {
    case 'blob':
      return new Blob([new Uint8Array(bytes)], { type: answer.headers['content-type'] ?? '' });
    case 'arraybuffer':
      return new Uint8Array(bytes).buffer;
    default:
      // Text, as the network delivers it: axios' transformResponse parses the JSON.
      return bytes.toString('utf8');
  }
}

function throwIfCancelled(config: InternalAxiosRequestConfig): void {
  config.cancelToken?.throwIfRequested();
  const signal = config.signal as AbortSignal | undefined;
  if (signal?.aborted) throw new CanceledError(undefined, undefined, config);
}

/** The mock's answer; a body refused before parsing is answered as the server's body parser answers it. */
async function answerOf(
  mock: MockHandler,
  config: InternalAxiosRequestConfig,
): Promise<MockResponse> {
  let req: MockRequest;
  try {
    req = await toMockRequest(config);
  } catch (error) {
    if (error instanceof ApiFailure) return refusalResponse(error);
    throw error;
  }
  return mock.handle(req);
}

/** An axios adapter that answers from the mock, settling like axios (validateStatus). */
export function createMockAdapter(mock: MockHandler): AxiosAdapter {
  return async (config) => {
    throwIfCancelled(config);
    const answer = await answerOf(mock, config);
    throwIfCancelled(config);
    const headers = new AxiosHeaders();
    for (const [name, value] of Object.entries(answer.headers))
      headers.set(name.toLowerCase(), value);
    const request = { responseURL: requestUrl(config).toString() };
    const response: AxiosResponse = {
      data: responseData(config, answer),
      status: answer.status,
      statusText: STATUS_TEXT[answer.status] ?? '',
      headers,
      config,
      request,
    };
    const validate = config.validateStatus;
    if (!response.status || !validate || validate(response.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${response.status}`,
      response.status >= 400 && response.status < 500
        ? AxiosError.ERR_BAD_REQUEST
        : AxiosError.ERR_BAD_RESPONSE,
      config,
      request,
      response,
    );
  };
}
