import { TRANSFER_TIMEOUT_MS } from './client';

/** A multipart body's parts: files and text; an absent one (undefined or '') is not sent. */
export type MultipartFields = Record<string, string | Blob | undefined>;

/**
 * Every upload's request: a multipart POST through the signed client (the text parts are signed,
 * core/http.ts) with the transfer timeout. For an RTK Query endpoint's `query` or `requestData`; an
 * upload whose dialog or button shows the outcome itself is `silent`.
 */
export function multipartPost(url: string, fields: MultipartFields, { silent = false } = {}) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') data.append(key, value);
  }
  return { url, method: 'post' as const, data, silent, timeout: TRANSFER_TIMEOUT_MS };
}
