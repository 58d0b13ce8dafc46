import type { ApiEnvelope } from './types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether an answer came as bytes (an `offThread` call's). Told by its tag: bytes made in another
 * realm (a test's encoder under jsdom) are not `instanceof` this one's ArrayBuffer.
 */
export const isBytes = (body: unknown): body is ArrayBuffer =>
  Object.prototype.toString.call(body) === '[object ArrayBuffer]';

/**
 * Reads `{code, msg, data}` out of whatever came back (object, JSON text or its bytes; `code` as
 * number or numeric string, as some platform calls answer `'0'`); null for an HTML page, broken
 * JSON or no code.
 */
export function parseEnvelope(body: unknown): ApiEnvelope | null {
  let value = isBytes(body) ? new TextDecoder().decode(body) : body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!isRecord(value)) return null;
  const code =
    typeof value.code === 'string' && value.code.trim() !== '' ? Number(value.code) : value.code;
  if (typeof code !== 'number' || !Number.isFinite(code)) return null;
  return { code, msg: typeof value.msg === 'string' ? value.msg : '', data: value.data };
}
