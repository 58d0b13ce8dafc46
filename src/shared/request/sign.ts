import sha256 from 'crypto-js/sha256';
import encHex from 'crypto-js/enc-hex';
import { ApiError } from './errors';

/** A request's parameters as signed: a GET's query; a POST's query with its JSON body's top-level fields or multipart text fields. */
export type SignParams = Record<string, unknown>;

/** Shown when a field holds text that cannot be sent (a lone UTF-16 surrogate, e.g. half an emoji). */
export const UNSENDABLE_TEXT_MSG = '内容包含无法识别的字符，请删除后重试';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a key or text anywhere in the value holds a lone surrogate (the platform refuses those). */
function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(hasLoneSurrogate);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(
      ([key, inner]) => LONE_SURROGATE.test(key) || hasLoneSurrogate(inner),
    );
  }
  return false;
}

/**
 * The parameters a POST signs: its query and its body fields together. A key in both is refused,
 * as the platform would read it from one place and could be told the other.
 */
export function postParams(query: SignParams = {}, body: SignParams = {}): SignParams {
  const clash = Object.keys(body).find((key) => Object.hasOwn(query, key));
  if (clash !== undefined)
    throw new Error(`POST parameter "${clash}" is both in the query and the body`);
  return { ...query, ...body };
}

/**
 * The text a parameter is signed (and, for a GET, sent) as; `undefined` when the value is empty
 * (undefined, null, '') and so neither signed nor sent.
 */
function paramText(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  return JSON.stringify(value);
}

/** The non-empty parameters as text, sorted by key (code-unit order). */
export function sortedPairs(params: SignParams = {}): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const key of Object.keys(params)) {
    const text = paramText(params[key]);
    if (text !== undefined) pairs.push([key, text]);
  }
  return pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * `timestamp=<t>&nonceStr=<n>&k1=v1&…`, keys and values percent-encoded. Text with a lone
 * surrogate is refused with a message the user can act on (encodeURIComponent would throw).
 */
export function canonicalString(
  timestamp: string,
  nonceStr: string,
  params: SignParams = {},
): string {
  if (hasLoneSurrogate(params)) throw new ApiError('business', UNSENDABLE_TEXT_MSG);
  const head = `timestamp=${encodeURIComponent(timestamp)}&nonceStr=${encodeURIComponent(nonceStr)}`;
  const rest = sortedPairs(params).map(
    ([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
  );
  return [head, ...rest].join('&');
}

export interface SignInput {
  timestamp: string;
  nonceStr: string;
  params?: SignParams;
  suffix: string;
}

/** Uppercase hex SHA-256 of the canonical string followed by the secret suffix. */
export function makeSign({ timestamp, nonceStr, params, suffix }: SignInput): string {
  return sha256(canonicalString(timestamp, nonceStr, params) + suffix)
    .toString(encHex)
    .toUpperCase();
}

/** A 36-character UUID; `getRandomValues` serves pages on plain http, where randomUUID is missing. */
export function makeNonce(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
