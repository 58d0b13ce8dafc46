import { NETWORK_ERROR_MSG } from './types';

/** business: the platform refused (its msg); auth: session gone (10001); network: no usable answer; timeout; aborted: the page left. */
export type ApiErrorKind = 'business' | 'auth' | 'network' | 'timeout' | 'aborted';

/** The one shape every failed call takes, whatever went wrong. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number | undefined;
  readonly msg: string;

  constructor(kind: ApiErrorKind, msg: string = NETWORK_ERROR_MSG, code?: number) {
    super(msg);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.msg = msg;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
