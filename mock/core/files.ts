/** Uploaded files: what the platform takes (checked by content), the limits, and storing one (docs/api/shell.md). */
import type { Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import type { StoredFile, UploadPath } from './types';
import { fail } from './errors';
import { type RouteContext } from './context';
import { formatDateTime } from './time';

const MiB = 1024 * 1024;
export const MAX_IMAGE_BYTES = 2 * MiB;
export const MAX_SHEET_BYTES = 10 * MiB;
/** What one client (a login's account, else an address) may keep uploaded, and what all may. */
export const UPLOAD_LIMITS = {
  perClientFiles: 30,
  perClientBytes: 40 * MiB,
  totalFiles: 1000,
  totalBytes: 200 * MiB,
} as const;

export interface Kind {
  contentType: string;
  extension: string;
  image: boolean;
  magic: number[];
}

/** Types recognised by their first bytes: the declared type and the name are not trusted. */
const KINDS: Kind[] = [
  {
    contentType: 'image/png',
    extension: 'png',
    image: true,
    magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  },
  { contentType: 'image/jpeg', extension: 'jpg', image: true, magic: [0xff, 0xd8, 0xff] },
  // xls is an OLE compound file, xlsx a zip package; both are opened before being accepted.
  {
    contentType: 'application/vnd.ms-excel',
    extension: 'xls',
    image: false,
    magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    image: false,
    magic: [0x50, 0x4b, 0x03, 0x04],
  },
];

/** The type of content by its first bytes (png, jpg, xls, xlsx), if it is one the platform takes. */
export function contentKind(data: Uint8Array): Kind | undefined {
  return KINDS.find((kind) => kind.magic.every((byte, index) => data[index] === byte));
}

const kindOf = (file: StoredFile): Kind | undefined =>
  KINDS.find((kind) => kind.contentType === file.contentType);

/** The last path segment without control characters, at most 100 characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control characters would break the Content-Disposition header and log lines.
  const chars = Array.from(base.trim()).filter(
    (char) => char.charCodeAt(0) > 0x1f && char !== '\x7f',
  );
  return chars.slice(-100).join('').trim();
}

/** A download name the caller may choose, with the extension of the file's real type. */
export function downloadName(wanted: string, file: StoredFile): string {
  const extension = kindOf(file)?.extension;
  const base = cleanName(wanted).replace(/\.[^.]*$/, '');
  if (!base || !extension) return file.name;
  return `${base}.${extension}`;
}

const FILE_URL = /^\/files\/([0-9a-f]{32})\/[^/?#]+$/;

/** The stored file behind an url answered by uploadFile (absolute or not), if any. */
export function fileByUrl(ctx: RouteContext, url: string): StoredFile | undefined {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://mock.invalid').pathname;
  } catch {
    return undefined;
  }
  const id = FILE_URL.exec(pathname)?.[1];
  // The id alone names the file: it is random, and the name segment may come back encoded differently.
  return id ? ctx.db.files.get(id) : undefined;
}

/**
 * An image field's value (coverImg, headImg, a registration's licence…): '' stays '' (the
 * caller decides whether it is required), the value the record already has stays, anything
 * else must be the url of an image uploaded to this mock, else `msg`. Answers the value to store.
 */
export function imageUrl(ctx: RouteContext, value: string, msg: string, current = ''): string {
  if (value === '' || value === current) return value;
  const file = FILE_URL.test(value) ? fileByUrl(ctx, value) : undefined;
  if (!file || !file.contentType.startsWith('image/') || file.url !== value) throw fail(10400, msg);
  return value;
}

/** Who an upload counts against: the caller's account when logged in, else its address. */
function ownerOf(ctx: RouteContext): string {
  if (ctx.session) return `user:${ctx.session.userId}`;
  return `addr:${ctx.req.client ?? 'local'}`;
}

/** Refuses (10429) an upload that would take its client or the whole store over the limits. */
function checkRoom(db: Db, owner: string, size: number): void {
  let files = 0;
  let bytes = 0;
  let ownFiles = 0;
  let ownBytes = 0;
  for (const file of db.files.values()) {
    files += 1;
    bytes += file.data.length;
    if (file.owner === owner) {
      ownFiles += 1;
      ownBytes += file.data.length;
    }
  }
  const limits = UPLOAD_LIMITS;
  if (ownFiles + 1 > limits.perClientFiles || ownBytes + size > limits.perClientBytes)
    throw fail(10429, '上传文件过多，请稍后再试');
  if (files + 1 > limits.totalFiles || bytes + size > limits.totalBytes)
    throw fail(10429, '上传空间已满，请稍后再试');
}

/**
 * Stores checked content under a generated name with the extension of its type (never the name
 * the client sent), counted against the caller (10429 over the limits, storing nothing); answers
 * the stored row. Other routes that keep an uploaded file (imports) store it through here too.
 */
export function storeFile(
  ctx: RouteContext,
  data: Buffer,
  kind: Pick<Kind, 'contentType' | 'extension'>,
  path: UploadPath,
): StoredFile {
  checkRoom(ctx.db, ownerOf(ctx), data.length);
  const id = randomUUID().replace(/-/g, '');
  const name = `${id}.${kind.extension}`;
  const stored: StoredFile = {
    id,
    name,
    contentType: kind.contentType,
    data,
    path,
    url: `/files/${id}/${name}`,
    createTime: formatDateTime(ctx.now),
    owner: ownerOf(ctx),
  };
  ctx.db.files.set(id, stored);
  return stored;
}
