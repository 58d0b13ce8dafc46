/**
 * A tiny Express-style route table. Handlers get a context and answer a value (wrapped as
 * `{code: 0, msg: '操作成功', data}`), or one of the answers below, returned or thrown.
 */
import type { Buffer } from 'node:buffer';
import type { MockResponse } from './http';
import type { RouteContext } from './context';
import type { Call, Input } from '../../src/shared/contract/call';
import { parseInput } from '../contract/validate';
import { fail } from './errors';

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
export const fileAnswer = (data: Buffer, fileName: string, contentType: string): FileAnswer =>
  new FileAnswer(data, fileName, contentType);
export const raw = (response: MockResponse): RawAnswer => new RawAnswer(response);
