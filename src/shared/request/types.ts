/** Every answer of the platform: `{code, msg, data}`; code 0 is success. */
export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Paging fields every list call takes. */
export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

/** A list call's answer. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** Whether a list answer has the shape the console reads; anything else is a malformed answer. */
export function isPage<T>(value: unknown): value is Page<T> {
  const page = value as Page<T> | null;
  return (
    typeof page === 'object' &&
    page !== null &&
    Array.isArray(page.rows) &&
    Number.isFinite(page.total)
  );
}

/** The codes the platform answers for a handled outcome: they pass through to the caller (shell spec §8). */
export const PASS_THROUGH_CODES: ReadonlySet<number> = new Set([
  -1, 0, 10301, 10302, 1066, 10800, 10102, 10104, 10103, 11000, 11001, 11002, 11003, 11004, 11005,
  11006, 11007, 11008, 40001, 40002, 40003, 50001, 10911, 10002, 10203, 10101, 10300, 10112,
]);

/** Session expired or token unknown: log out. */
export const CODE_SESSION_EXPIRED = 10001;

/** A message the platform answers that the console never shows. */
export const SILENT_MSG = '暂未开通公共服务';

/** What the console shows when a failure carries no usable message. */
export const NETWORK_ERROR_MSG = '网络异常，请稍后再试';
