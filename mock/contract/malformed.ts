/**
 * Malformed requests for a declared call, generated from its schema (docs/api/contract.md): each
 * field missing, of the wrong type, too long, out of its enum, negative or not a number, hostile
 * text, deep nesting; the body empty, not JSON, not an object; prototype keys; a JSON body past
 * the transports' depth and key limits. Every candidate but the prototype keys (which the router
 * refuses before the schema) and the body limits (the transport's, before parsing) is kept only
 * when the schema itself refuses it, so "malformed" is the schema's word, not this file's.
 */
import { z } from 'zod';
import { paramsOf, type Call } from '../../src/shared/contract/call';
import { BODY_LIMITS } from '../core/bodyShape';

export interface Malformed {
  label: string;
  /** The query, JSON body or multipart fields (as the call's params travel); `undefined` sends no body. */
  input: unknown;
  /** Headers to send, e.g. a body that is not JSON. */
  contentType?: string;
  /** An upload sent without its files (the fields are valid). */
  withoutFiles?: boolean;
  /** A JSON body sent as this raw text instead of `input`; the transport checks it before parsing (core/bodyShape.ts). */
  rawJson?: string;
}

const ONE_MB = 'x'.repeat(1024 * 1024);
const DEPTH = 1000;

function deeplyNested(): unknown {
  let value: unknown = 'end';
  for (let depth = 0; depth < DEPTH; depth += 1) value = { a: value };
  return value;
}

/** Text that breaks some rule of a text, id, date or number field. */
const HOSTILE_TEXT = [
  '',
  '   ',
  'abc',
  '-1',
  'NaN',
  '1.5',
  'Infinity',
  '1e400',
  '99999999999',
  '0x10',
  '中文',
  '😀',
  'ｘ',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  "' OR '1'='1",
  '%00',
  '\u0000',
  'a\nb',
  '\t',
  '\u202e',
  '${x}',
  '{{x}}',
  'a b',
  '"',
  '\\',
  '2026-13-45',
  'null',
  'undefined',
];

/** Values of the wrong JSON type for most fields. */
const WRONG_JSON = [12345, -1, 1.5, 'text', '', true, null, {}, [], ['x'], { a: 1 }, 'NaN', 99];

/** The field schemas of an object body (the first branch a union's fixture matches). */
function fieldsOf(schema: z.ZodType, valid: unknown): Record<string, z.ZodType> {
  const def = schema._zod.def as z.core.$ZodTypeDef;
  if (def.type === 'object') return (schema as z.ZodObject).shape;
  if (def.type === 'union') {
    const options = (def as z.core.$ZodUnionDef).options as unknown as z.ZodType[];
    const match = options.find((option) => option.safeParse(valid).success) ?? options[0];
    return fieldsOf(match, valid);
  }
  if (def.type === 'pipe')
    return fieldsOf((def as z.core.$ZodPipeDef).in as unknown as z.ZodType, valid);
  return {};
}

/** The field's published limits (from its JSON Schema): text length, list size, enum values. */
function limitsOf(field: z.ZodType) {
  const json = z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' }) as {
    maxLength?: number;
    maxItems?: number;
    enum?: unknown[];
    const?: unknown;
  };
  return json;
}

function fieldCandidates(key: string, field: z.ZodType, inQuery: boolean): [string, unknown][] {
  const limits = limitsOf(field);
  const out: [string, unknown][] = [[`${key} missing`, undefined]];
  if (limits.maxLength !== undefined)
    out.push([`${key} too long`, '字'.repeat(limits.maxLength + 1)]);
  out.push([`${key} 1 MB`, ONE_MB]);
  if (limits.maxItems !== undefined && !inQuery)
    out.push([
      `${key} too many items`,
      Array.from({ length: limits.maxItems + 1 }, (_, i) => String(i + 1)),
    ]);
  if (limits.enum || limits.const !== undefined)
    out.push([`${key} out of enum`, inQuery ? '42' : 42]);
  for (const text of HOSTILE_TEXT) out.push([`${key} = ${JSON.stringify(text)}`, text]);
  if (!inQuery) {
    for (const value of WRONG_JSON) out.push([`${key} = ${JSON.stringify(value)}`, value]);
    out.push([`${key} deeply nested`, deeplyNested()]);
    out.push([`${key} array of objects`, [{ a: 1 }]]);
  }
  return out;
}

/** The body with `key` set to the raw JSON `value`, parsed as a transport parses it (a `__proto__` key becomes an own property). */
function jsonWith(valid: Record<string, unknown>, key: string, value: string): unknown {
  const { [key]: _replaced, ...rest } = valid;
  const others = JSON.stringify(rest).slice(1, -1);
  return JSON.parse(`{${JSON.stringify(key)}:${value}${others ? `,${others}` : ''}}`);
}

const POLLUTION = '{"polluted":true}';

function prototypeKeys(valid: Record<string, unknown>, inQuery: boolean): Malformed[] {
  const firstKey = Object.keys(valid)[0];
  if (inQuery)
    return ['__proto__', 'constructor', 'prototype'].map((key) => ({
      label: `query key ${key}`,
      input: Object.assign(Object.create(null) as object, valid, { [key]: '1' }),
    }));
  return [
    { label: 'body __proto__', input: jsonWith(valid, '__proto__', POLLUTION) },
    {
      label: 'body constructor',
      input: jsonWith(valid, 'constructor', `{"prototype":${POLLUTION}}`),
    },
    { label: 'body prototype', input: jsonWith(valid, 'prototype', POLLUTION) },
    ...(firstKey
      ? [
          {
            label: `${firstKey}.__proto__`,
            input: jsonWith(valid, firstKey, `{"__proto__":${POLLUTION}}`),
          },
        ]
      : []),
  ];
}

/** Whole-body defects of a POST. */
const BODY_DEFECTS: Malformed[] = [
  { label: 'empty body', input: undefined },
  { label: 'non-JSON body', input: undefined, contentType: 'text/plain' },
  { label: 'body is a number', input: 42 },
  { label: 'body is text', input: 'text' },
  { label: 'body is null', input: null },
  { label: 'body is an array', input: [] },
  { label: 'body is deeply nested', input: deeplyNested() },
];

/** The valid body with one more field, as raw JSON text. */
function jsonWithExtra(valid: Record<string, unknown>, extra: string): string {
  const fields = JSON.stringify(valid).slice(1, -1);
  return `{${fields ? `${fields},` : ''}${extra}}`;
}

/**
 * Just past the transports' limits (BODY_LIMITS): nesting one level too deep, one key too many.
 * Made once per call and no bigger than needed (the wide one is about 250 KB).
 */
function shapeDefects(valid: Record<string, unknown>): Malformed[] {
  const { depth, keys } = BODY_LIMITS;
  const extraKeys = Array.from({ length: keys + 1 }, (_, i) => `"k${i}":1`).join(',');
  return [
    {
      label: `body nested ${depth + 1} levels`,
      input: undefined,
      rawJson: jsonWithExtra(valid, `"deep":${'['.repeat(depth)}${']'.repeat(depth)}`),
    },
    {
      label: `body of ${keys + 1} keys`,
      input: undefined,
      rawJson: jsonWithExtra(valid, extraKeys),
    },
  ];
}

/** The malformed requests of a call, around its valid fixture. */
export function malformedInputs(declaration: Call, valid: Record<string, unknown>): Malformed[] {
  const params = paramsOf(declaration);
  // Query parameters and multipart fields both arrive as text.
  const inQuery = params.in !== 'body';
  const schema: z.ZodType = params.schema;
  const candidates: Malformed[] = inQuery
    ? []
    : [...BODY_DEFECTS, { label: 'array where the object goes', input: [valid] }];
  for (const [key, field] of Object.entries(fieldsOf(schema, valid))) {
    for (const [label, value] of fieldCandidates(key, field, inQuery)) {
      const input: Record<string, unknown> = { ...valid };
      if (value === undefined) delete input[key];
      else input[key] = value;
      candidates.push({ label, input });
    }
  }
  const refused = candidates.filter(({ input }) => !schema.safeParse(input).success);
  const fileless =
    params.in === 'form' ? [{ label: 'files missing', input: valid, withoutFiles: true }] : [];
  const shapes = params.in === 'body' ? shapeDefects(valid) : [];
  return [...refused, ...fileless, ...shapes, ...prototypeKeys(valid, inQuery)];
}
