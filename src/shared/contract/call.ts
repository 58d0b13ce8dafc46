/**
 * One declaration per call, read three ways: the mock validates with it at run time, the console
 * takes only its inferred types (`import type`, so zod never enters the bundle), and the OpenAPI
 * document is generated from it (docs/api/contract.md).
 */
import type { z } from 'zod';

/** Whether the specification names the call, or the console and mock added it. */
type CallSource = 'spec' | 'ours';

interface CallBase<D extends z.ZodType> {
  /** The Chinese meaning, as in the endpoint's doc comment. */
  summary: string;
  path: string;
  source: CallSource;
  /** The `data` of a success answer (`{code: 0, msg, data}`). */
  data: D;
  /** The non-zero codes the call answers besides the verification ones every call shares. */
  codes: readonly number[];
  /** No token needed (the request is still signed). */
  public?: boolean;
  /** A success answers this file itself (a download); a refusal still answers the envelope. */
  file?: FileAnswerSpec;
}

interface FileAnswerSpec {
  contentType: string;
  /** What the file is, in Chinese, for the document. */
  description: string;
}

/** A GET call: its parameters travel in the query string, so they arrive as text. */
interface GetCall<
  Q extends z.ZodObject = z.ZodObject,
  D extends z.ZodType = z.ZodType,
> extends CallBase<D> {
  method: 'GET';
  query: Q;
}

/** A POST call with a JSON body. */
interface PostCall<
  B extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
> extends CallBase<D> {
  method: 'POST';
  body: B;
}

/** A POST whose parameters travel in the query string, as spec §7 writes `POST …?mobile`. */
interface PostQueryCall<
  Q extends z.ZodObject = z.ZodObject,
  D extends z.ZodType = z.ZodType,
> extends CallBase<D> {
  method: 'POST';
  query: Q;
}

/** A multipart POST: its text fields (`form`, arriving as text) and the names of its file fields. */
interface UploadCall<
  F extends z.ZodObject = z.ZodObject,
  D extends z.ZodType = z.ZodType,
> extends CallBase<D> {
  method: 'POST';
  form: F;
  /** The file fields; whether a file is there and what it holds is the handler's check (by content). */
  files: readonly string[];
}

export type Call = GetCall | PostCall | PostQueryCall | UploadCall;

/** Where a call's parameters travel, and the schema they are parsed with. */
export type CallParams =
  | { in: 'query'; schema: z.ZodObject }
  | { in: 'body'; schema: z.ZodType }
  | { in: 'form'; schema: z.ZodObject };

export function paramsOf(declaration: Call): CallParams {
  if ('query' in declaration) return { in: 'query', schema: declaration.query };
  if ('form' in declaration) return { in: 'form', schema: declaration.form };
  return { in: 'body', schema: declaration.body };
}

/** Declares a call; the declaration keeps its exact schema types for the inferred ones below. */
export function call<const C extends Call>(declaration: C): C {
  return declaration;
}

/** What the console sends as the query of a GET call. */
export type Query<C> = C extends { query: infer S extends z.ZodType } ? z.input<S> : never;
/** What the console sends as the body of a POST call. */
export type Body<C> = C extends { body: infer S extends z.ZodType } ? z.input<S> : never;
/** The text fields the console sends beside the files of an upload. */
export type Form<C> = C extends { form: infer S extends z.ZodType } ? z.input<S> : never;
/** The `data` of the call's success answer. */
export type Answer<C> = C extends { data: infer S extends z.ZodType } ? z.output<S> : never;
/** What a mock handler receives: the parsed query or body (trimmed, defaults filled, unknown fields dropped). */
export type Input<C> = C extends { body: infer S extends z.ZodType }
  ? z.output<S>
  : C extends { query: infer S extends z.ZodType }
    ? z.output<S>
    : C extends { form: infer S extends z.ZodType }
      ? z.output<S>
      : never;
/** One row of a paged answer. */
export type Row<C> = Answer<C> extends { rows: (infer R)[] } ? R : never;
