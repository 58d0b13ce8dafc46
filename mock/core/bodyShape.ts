/**
 * The shape of a JSON body, bounded before it is parsed (docs/request-contract.md): a body nested
 * thousands of levels deep overflowed the stack when it was signed (HTTP 500), and one of 200,000
 * keys cost seconds and a hundred MB to parse and sign. One linear scan of the raw text refuses
 * both before JSON.parse runs; every transport (mount.ts, axiosAdapter.ts) parses through here.
 */
import { jsonResponse, type MockResponse } from './http';
import { ApiFailure } from './errors';

/**
 * Far above what the console sends: its deepest body (a form template: questionList → childList →
 * optionList → option) is 6 levels, its widest (a template of 200 questions, 20 options each)
 * about 10,000 keys.
 */
export const BODY_LIMITS = { depth: 32, keys: 20_000 } as const;

const BODY_SHAPE_MESSAGES = {
  depth: '请求内容层级过深',
  keys: '请求内容字段过多',
} as const;

/** A new failure each time: body-parser hangs the raw body on the error it is given. */
const refuse = (why: keyof typeof BODY_SHAPE_MESSAGES) =>
  new ApiFailure(10400, BODY_SHAPE_MESSAGES[why]);

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPENERS = new Set([0x7b, 0x5b]); // { [
const CLOSERS = new Set([0x7d, 0x5d]); // } ]

/**
 * Throws the 10400 refusal of a body nested deeper or holding more object keys than BODY_LIMITS.
 * Outside strings, a colon in JSON only ever ends a key, so colons count the keys; text that is
 * not JSON is left for JSON.parse to refuse.
 */
export function checkJsonShape(text: string): void {
  let depth = 0;
  let keys = 0;
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text.charCodeAt(at);
    if (inString) {
      if (char === BACKSLASH) at += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (OPENERS.has(char)) {
      depth += 1;
      if (depth > BODY_LIMITS.depth) throw refuse('depth');
    } else if (CLOSERS.has(char)) depth -= 1;
    else if (char === COLON) {
      keys += 1;
      if (keys > BODY_LIMITS.keys) throw refuse('keys');
    }
  }
}

/** A JSON body as the server receives it: its shape checked, then parsed; undefined when it is not JSON. */
export function parseJsonBody(text: string): unknown {
  checkJsonShape(text);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined; // the server's JSON parser would not have produced a body either
  }
}

/** A refusal raised before the mock app sees the request, answered in the platform's envelope. */
export function refusalResponse(failure: ApiFailure): MockResponse {
  return jsonResponse(200, { code: failure.code, msg: failure.msg, data: null });
}

/** The answer to a body refused by its shape, or undefined when it may go on to be parsed. */
export function shapeRefusal(text: string): MockResponse | undefined {
  try {
    checkJsonShape(text);
    return undefined;
  } catch (error) {
    if (error instanceof ApiFailure) return refusalResponse(error);
    throw error;
  }
}
