/**
 * The router's validation of a declared call (docs/api/contract.md): the query or body is parsed
 * with the call's schema before the handler runs; a refusal is 10400 with a Chinese msg that
 * names the field. Unknown fields are dropped by the schema; prototype keys are refused outright.
 */
import { z } from 'zod';
import { paramsOf, type Call } from '../../src/shared/contract/call';
import {
  maxInputMessage,
  maxSelectMessage,
  minSelectMessage,
} from '../../src/shared/validation/messages';
import type { MockRequest } from '../core/http';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The generic Chinese messages, for issues whose schema names no message of its own. */
function chineseMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? '不能为空' : '格式不正确';
    case 'too_big':
      if (issue.origin === 'array' || issue.origin === 'set')
        return maxSelectMessage(Number(issue.maximum));
      if (issue.origin === 'string') return maxInputMessage(Number(issue.maximum));
      return `不能大于${String(issue.maximum)}`;
    case 'too_small':
      if (issue.origin === 'array' || issue.origin === 'set')
        return minSelectMessage(Number(issue.minimum));
      if (issue.origin === 'string') return '不能为空';
      return `不能小于${String(issue.minimum)}`;
    case 'invalid_value':
      return '取值不正确';
    default:
      return '格式不正确';
  }
}

/** The schema at `path` of `schema`, through objects, arrays, optionals, defaults and pipes. */
function schemaAt(
  schema: z.core.$ZodType,
  path: readonly PropertyKey[],
): z.core.$ZodType | undefined {
  let current: z.core.$ZodType | undefined = schema;
  for (const key of path) {
    current = current && unwrap(current);
    if (!current) return undefined;
    const def: z.core.$ZodTypeDef = current._zod.def;
    if (def.type === 'union')
      current = (def as z.core.$ZodUnionDef).options
        .map((option) => schemaAt(option, [key]))
        .find((found) => found !== undefined);
    else if (def.type === 'object') current = (def as z.core.$ZodObjectDef).shape[String(key)];
    else if (def.type === 'array') current = (def as z.core.$ZodArrayDef).element;
    else return undefined;
  }
  return current;
}

function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def as {
    type: string;
    innerType?: z.core.$ZodType;
    in?: z.core.$ZodType;
  };
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  return schema;
}

/** The title registered on the schema or on what it wraps (a default around a titled field). */
function ownTitle(schema: z.core.$ZodType | undefined): string | undefined {
  for (let at = schema; at;) {
    const title = z.globalRegistry.get(at)?.title;
    if (title) return title;
    const def = at._zod.def as { innerType?: z.core.$ZodType; in?: z.core.$ZodType };
    at = def.innerType ?? def.in;
  }
  return undefined;
}

/** The field's Chinese title: its own, its list's, else the key itself. */
function titleOf(schema: z.core.$ZodType, path: readonly PropertyKey[]): string {
  for (let end = path.length; end > 0; end -= 1) {
    const title = ownTitle(schemaAt(schema, path.slice(0, end)));
    if (title) return title;
  }
  return path.length ? String(path[path.length - 1]) : '请求参数';
}

/** The issue to report of a union: the branch that fails fewest on fields the request did send. */
function pickIssue(issue: z.core.$ZodIssue, input: unknown): z.core.$ZodIssue {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return issue;
  const sent = (i: z.core.$ZodIssue) =>
    typeof input === 'object' &&
    input !== null &&
    i.path.length > 0 &&
    (i.path[0] as string) in input;
  const score = (branch: z.core.$ZodIssue[]) =>
    branch.filter((i) => !sent(i)).length * 1000 + branch.length;
  const best = issue.errors.reduce((a, b) => (score(b) < score(a) ? b : a));
  const first = best[0];
  return first ? { ...first, path: [...issue.path, ...first.path] } : issue;
}

/** The refusal's text: the message, preceded by the field's title unless it names the field already. */
export function refusalMessage(schema: z.core.$ZodType, issue: z.core.$ZodIssue): string {
  const title = titleOf(schema, issue.path);
  return issue.message.includes(title) || issue.message.startsWith('请')
    ? issue.message
    : `${title}${issue.message}`;
}

/** A key that could reach an object's prototype, anywhere in the input (walked without recursion). */
function forbiddenKey(input: unknown): string | undefined {
  const stack: unknown[] = [input];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null) continue;
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) return key;
      stack.push((value as Record<string, unknown>)[key]);
    }
  }
  return undefined;
}

export type Parsed = { ok: true; input: unknown } | { ok: false; msg: string };

/** The call's parsed input (what its handler receives), or the refusal's msg. */
export function parseInput(declaration: Call, req: MockRequest): Parsed {
  const params = paramsOf(declaration);
  const schema: z.ZodType = params.schema;
  const sent: unknown =
    params.in === 'query' ? req.query : params.in === 'form' ? req.fields : req.body;
  const input: unknown = params.in === 'body' ? sent : { ...(sent as object) };
  const key = forbiddenKey(sent);
  if (key !== undefined) return { ok: false, msg: `请求参数不能包含字段${key}` };
  const result = schema.safeParse(input, { error: chineseMessage });
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, msg: refusalMessage(schema, pickIssue(result.error.issues[0], input)) };
}
