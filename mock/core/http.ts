/**
 * Framework-free request and response shapes of the mock: Express (mount.ts), the standalone
 * server and the axios adapter all convert to and from these, so the handlers never see a
 * framework and every transport exercises the same code.
 */
import { Buffer } from 'node:buffer';

/** A file part of a multipart body. */
export interface MockFile {
  field: string;
  name: string;
  /** The type the client declared; never trusted (uploads are checked by content). */
  type: string;
  data: Buffer;
}

export interface MockRequest {
  method: string;
  /** The path as received, still percent-encoded, without the query string. */
  path: string;
  /** The query string decoded into one value per key. */
  query: Record<string, string>;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** The parsed JSON body, or undefined when the body was not JSON. */
  body: unknown;
  /** Non-file fields of a multipart body. */
  fields: Record<string, string>;
  files: MockFile[];
  /** The sender's address when the transport knows it (mount.ts); uploads are limited per client. */
  client?: string;
}

export interface MockResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

/** Headers every API answer carries: answers hold session data, so nothing may cache them. */
const API_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
};

/** A JSON answer with the API headers. */
export function jsonResponse(
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): MockResponse {
  return { status, headers: { ...API_HEADERS, ...headers }, body: JSON.stringify(value) };
}

/** A request with every optional part empty, for transports and tests to fill in. */
export function emptyRequest(method: string, path: string): MockRequest {
  return {
    method: method.toUpperCase(),
    path,
    query: {},
    headers: {},
    body: undefined,
    fields: {},
    files: [],
  };
}

/** The response body as a Buffer, whichever form it was answered in. */
export function bodyBuffer(response: MockResponse): Buffer {
  return typeof response.body === 'string' ? Buffer.from(response.body, 'utf8') : response.body;
}

/** Decodes a raw query string (`a=1&b=%E4%B8%AD`) the way a form decoder does; the last value of a repeated key wins. */
export function parseQueryString(raw: string): Record<string, string> {
  // No prototype, so a key such as `__proto__` is kept as data like any other.
  const query: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of new URLSearchParams(raw)) query[key] = value;
  return query;
}

/** RFC 6266 disposition with an ASCII fallback name and the exact UTF-8 name (RFC 5987). */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
