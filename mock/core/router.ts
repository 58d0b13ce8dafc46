/**
 * A tiny Express-style route table. Handlers get a context and answer a value (wrapped as
 * `{code: 0, msg: '操作成功', data}`), or one of the answers below, returned or thrown.
 */
import type { Buffer } from 'node:buffer';
import type { Db } from '../db';
import type { Session } from './types';
import type { MockRequest, MockResponse } from './http';
import type { Call, Input } from '../../src/shared/contract/call';
import { parseInput } from '../contract/validate';

export interface RouteContext {
  req: MockRequest;
  db: Db;
  /** The session of the request's token, when it has a live one. */
  session: Session | undefined;
  /** The server clock (ms), injectable for tests. */
  now: number;
  /** How long a login lasts from its start (the app's setting; login answers the end). */
  sessionLifetimeMs: number;
  /** Path parameters (`/files/:id` → `{id}`), percent-decoded. */
  params: Record<string, string>;
}

export type Handler = (ctx: RouteContext) => unknown;

export interface RouteOptions {
  /** No token needed (shell spec §6); the request is still verified. */
  public?: boolean;
  /** Outside verification altogether: served files and the /__mock__ helpers. */
  unsigned?: boolean;
  /**
   * Where a POST's parameters are read from: its body (the default), or its query for the calls
   * spec §7 writes as `POST …?mobile`. The handler sees only that place (core/inbound.ts).
   */
  paramsIn?: 'query';
}

export interface Route {
  method: string;
  path: string;
  segments: string[];
  handler: Handler;
  options: RouteOptions;
  /** The declaration of a call added with `handle`. */
  call?: Call;
}

/** A declared call's handler: the context and the parsed, typed query or body. */
type CallHandler<C extends Call> = (ctx: RouteContext, input: Input<C>) => unknown;

export interface Router {
  get(path: string, handler: Handler, options?: RouteOptions): Router;
  post(path: string, handler: Handler, options?: RouteOptions): Router;
  /** A declared call: the query or body is validated before `handler` runs (10400 when refused). */
  handle<C extends Call>(declaration: C, handler: CallHandler<C>): Router;
  readonly routes: readonly Route[];
}

export function createRouter(): Router {
  const routes: Route[] = [];
  const add =
    (method: string) =>
    (path: string, handler: Handler, options: RouteOptions = {}) => {
      routes.push({ method, path, segments: path.split('/').filter(Boolean), handler, options });
      return router;
    };
  const handle = <C extends Call>(declaration: C, handler: CallHandler<C>) => {
    const { method, path } = declaration;
    const validated: Handler = (ctx) => {
      const parsed = parseInput(declaration, ctx.req);
      if (!parsed.ok) throw fail(10400, parsed.msg);
      return handler(ctx, parsed.input as Input<C>);
    };
    const segments = path.split('/').filter(Boolean);
    const options: RouteOptions = {
      public: declaration.public === true,
      ...(method === 'POST' && 'query' in declaration ? { paramsIn: 'query' } : {}),
    };
    routes.push({ method, path, segments, handler: validated, options, call: declaration });
    return router;
  };
  const router: Router = { get: add('GET'), post: add('POST'), handle, routes };
  return router;
}

/** The route for a method and raw path, with its decoded parameters. */
export function matchRoute(
  routes: readonly Route[],
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | undefined {
  const parts = path.split('/').filter(Boolean);
  for (const route of routes) {
    if (route.method !== method || route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matched = route.segments.every((segment, index) => {
      if (segment.startsWith(':')) {
        const value = safeDecode(parts[index]);
        if (value === undefined) return false;
        params[segment.slice(1)] = value;
        return true;
      }
      return segment === parts[index];
    });
    if (matched) return { route, params };
  }
  return undefined;
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** A success answer with a call-specific message. */
export class OkAnswer {
  constructor(
    readonly data: unknown,
    readonly msg: string,
  ) {}
}

/** A refusal: `{code, msg, data: null}`. Thrown or returned, it is the same answer. */
export class ApiFailure extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
  ) {
    super(`${code} ${msg}`);
    this.name = 'ApiFailure';
  }
}

/** A file to download. */
export class FileAnswer {
  constructor(
    readonly data: Buffer,
    readonly fileName: string,
    readonly contentType: string,
  ) {}
}

/** An answer given exactly as built (served files, mock helpers). */
export class RawAnswer {
  constructor(readonly response: MockResponse) {}
}

export const ok = (data: unknown, msg = '操作成功'): OkAnswer => new OkAnswer(data, msg);
export const fail = (code: number, msg: string): ApiFailure => new ApiFailure(code, msg);
export const fileAnswer = (data: Buffer, fileName: string, contentType: string): FileAnswer =>
  new FileAnswer(data, fileName, contentType);
export const raw = (response: MockResponse): RawAnswer => new RawAnswer(response);

/** The largest page the mock answers; pageSize 0 asks for every row (exports). */
const MAX_PAGE_SIZE = 10000;

/** The value each sortable field of a list compares a row by (text compares as written: times sort as text). */
export type SortKeys<T, F extends string = string> = Readonly<
  Record<F, (row: T) => string | number>
>;

interface ListInput {
  pageNum?: unknown;
  pageSize?: unknown;
  sortField?: unknown;
  sortOrder?: unknown;
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';
const noValue = (value: string | number) => value === '';

/**
 * Sorting of a list, for the whole list before its page is cut (issue 29): the route names the
 * fields it sorts by with the value to compare (`keys`), the call declares the same fields
 * (`sortQuery`). Ties, and rows without a value (an unpaid order's 支付时间), keep the route's
 * own order, those without a value last either way. An unknown field or a direction other than
 * asc/desc is refused (10400), never a 500.
 */
export function sortRows<T>(
  rows: readonly T[],
  query: ListInput,
  keys: SortKeys<T> = {},
): readonly T[] {
  const { sortField, sortOrder } = query;
  if (!given(sortField)) {
    if (given(sortOrder)) throw fail(10400, '排序方向需与排序字段一起传');
    return rows;
  }
  const key =
    typeof sortField === 'string' && Object.hasOwn(keys, sortField) ? keys[sortField] : undefined;
  if (!key) throw fail(10400, '排序字段不正确');
  const order = given(sortOrder) ? sortOrder : 'asc';
  if (order !== 'asc' && order !== 'desc') throw fail(10400, '排序方向只能是asc或desc');
  const sign = order === 'asc' ? 1 : -1;
  return rows
    .map((row) => ({ row, value: key(row) }))
    .sort((a, b) => {
      if (noValue(a.value) || noValue(b.value))
        return Number(noValue(a.value)) - Number(noValue(b.value));
      if (a.value === b.value) return 0;
      return (a.value < b.value ? -1 : 1) * sign;
    })
    .map(({ row }) => row);
}

/**
 * Paging of `pageNum`/`pageSize` (query text or JSON numbers) → `{rows, total}`, after sorting by
 * `sortField`/`sortOrder` with the route's `sortKeys` (see sortRows); 10400 when they are wrong.
 */
export function page<T>(
  rows: readonly T[],
  query: ListInput,
  sortKeys?: SortKeys<T>,
): { rows: T[]; total: number } {
  const paging = pagingOf(query);
  return cutPage(sortRows(rows, query, sortKeys), paging);
}

export interface Paging {
  pageNum: number;
  pageSize: number;
}

/**
 * `page`'s first step, for a route that keeps its sorted rows between requests (issue 32): the
 * paging checked (10400 when wrong) before the sort is, as `page` does.
 */
export function pagingOf(query: ListInput): Paging {
  const pageNum = pagingNumber(query.pageNum, 1);
  const pageSize = pagingNumber(query.pageSize, 10);
  if (pageNum === undefined || pageNum < 1 || pageSize === undefined || pageSize > MAX_PAGE_SIZE) {
    throw fail(10400, '分页参数不正确');
  }
  return { pageNum, pageSize };
}

/** `page`'s last step: the page of rows already sorted; pageSize 0 is every row. */
export function cutPage<T>(sorted: readonly T[], { pageNum, pageSize }: Paging) {
  if (pageSize === 0) return { rows: [...sorted], total: sorted.length };
  const start = (pageNum - 1) * pageSize;
  return { rows: sorted.slice(start, start + pageSize), total: sorted.length };
}

function pagingNumber(value: unknown, fallback: number): number | undefined {
  if (value === undefined || value === null || value === '') return fallback;
  const text = String(value);
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

/**
 * A parameter of the request as trimmed text, read from the one place its route takes
 * parameters (declaredRequest leaves a GET its query, a POST its body, or its query alone).
 */
export function paramText(ctx: RouteContext, key: string): string {
  return textField(ctx.req.body ?? ctx.req.query, key).trim();
}

/** A body field as text, untrimmed ('' when missing or neither text nor a number). */
function textField(source: unknown, key: string): string {
  if (typeof source !== 'object' || source === null) return '';
  const value = (source as Record<string, unknown>)[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}
