import type { AxiosResponse } from 'axios';
import { saveAs } from 'file-saver';
import { get, reportError, TRANSFER_TIMEOUT_MS, type CallOptions } from './client';
import { parseEnvelope } from './envelope';
import { ApiError } from './errors';
import { http, transportError } from './http';
import type { SignParams } from './sign';
import { CODE_SESSION_EXPIRED } from './types';

/** The file name of a `Content-Disposition` header; `filename*=UTF-8''…` wins over `filename=`. */
export function fileNameFromDisposition(header: string | undefined | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // A broken encoding falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  return plain ? (plain[2] ?? plain[1]).trim() : undefined;
}

export interface DownloadOptions extends CallOptions {
  method?: 'get' | 'post';
  /** Used when the answer names no file. */
  fallbackName?: string;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** A JSON answer where a file was expected is the platform refusing: show it, save nothing. */
async function refusalInside(response: AxiosResponse<Blob>): Promise<ApiError | null> {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('json')) return null;
  const envelope = parseEnvelope(await response.data.text());
  if (envelope?.code === CODE_SESSION_EXPIRED)
    return new ApiError('auth', envelope.msg, envelope.code);
  return new ApiError('business', envelope?.msg || '无效的下载链接', envelope?.code);
}

/** Download mode: fetches a file as a blob, named from Content-Disposition. */
export async function fetchFile(
  url: string,
  params: SignParams = {},
  { method = 'get', fallbackName = 'download', silent, ...options }: DownloadOptions = {},
): Promise<DownloadedFile> {
  try {
    const response = await http.request<Blob>({
      url,
      method,
      ...(method === 'get' ? { params } : { data: params }),
      responseType: 'blob',
      timeout: TRANSFER_TIMEOUT_MS,
      ...options,
    });
    const refusal = await refusalInside(response);
    if (refusal) throw refusal;
    const fileName =
      fileNameFromDisposition(response.headers['content-disposition'] as string | undefined) ??
      fallbackName;
    return { blob: response.data, fileName };
  } catch (error) {
    const failure = error instanceof ApiError ? error : await blobError(error);
    reportError(failure, silent);
    throw failure;
  }
}

/** An HTTP error whose body is a blob may still carry `{code, msg}`. */
async function blobError(error: unknown): Promise<ApiError> {
  const failure = transportError(error);
  const data = (error as { response?: { data?: unknown } }).response?.data;
  if (failure.kind === 'network' && data instanceof Blob) {
    const envelope = parseEnvelope(await data.text());
    if (envelope?.msg) return new ApiError('business', envelope.msg, envelope.code);
  }
  return failure;
}

/** Fetches and saves a file under the name the server gave it. */
export async function downloadFile(url: string, params?: SignParams, options?: DownloadOptions) {
  const { blob, fileName } = await fetchFile(url, params, options);
  saveAs(blob, fileName);
  return fileName;
}

/** A URL's last segment as the file's name: decoded, as a stored 封面1.png is `%E5%B0%81%E9%9D%A21.png` there. */
function lastSegment(path: string): string {
  const segment = path.split(/[?#]/)[0].split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * 下载图片 GET /api/file/downloadFile ?path, fileName: an uploaded image as base64 (for a canvas
 * or a PDF, where a URL will not do). `path` is what the upload answered; `fileName` its last segment.
 */
export const fetchImageBase64 = (path: string, options?: CallOptions) =>
  get<string>(
    '/api/file/downloadFile',
    { path, fileName: lastSegment(path) },
    { timeout: TRANSFER_TIMEOUT_MS, ...options },
  );
