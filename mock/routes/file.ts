/** Uploads (stored in memory, checked by content) and downloads (docs/api/shell.md). */
import { randomUUID } from 'node:crypto';
import type { StoredFile, UploadPath } from '../db/types';
import { contentDisposition, jsonResponse } from '../http';
import { createRouter, fail, fileAnswer, raw, textField, type RouteContext } from '../router';
import { formatDateTime } from '../db/time';

const MiB = 1024 * 1024;
const MAX_IMAGE_BYTES = 2 * MiB;
const MAX_SHEET_BYTES = 10 * MiB;

interface Kind {
  contentType: string;
  image: boolean;
  magic: number[];
}

/** Types recognised by their first bytes: the declared type and the name are not trusted. */
const KINDS: Kind[] = [
  {
    contentType: 'image/png',
    image: true,
    magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  },
  { contentType: 'image/jpeg', image: true, magic: [0xff, 0xd8, 0xff] },
  // xls is an OLE compound file, xlsx a zip package.
  {
    contentType: 'application/vnd.ms-excel',
    image: false,
    magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    image: false,
    magic: [0x50, 0x4b, 0x03, 0x04],
  },
];

function sniff(data: Uint8Array): Kind | undefined {
  return KINDS.find((kind) => kind.magic.every((byte, index) => data[index] === byte));
}

/** The last path segment without control characters, at most 100 characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control characters would break the Content-Disposition header and log lines.
  const chars = Array.from(base.trim()).filter(
    (char) => char.charCodeAt(0) > 0x1f && char !== '\x7f',
  );
  return chars.slice(-100).join('').trim();
}

const FILE_URL = /^\/files\/([0-9a-f]{32})\/[^/?#]+$/;

/** The stored file behind an url answered by uploadFile (absolute or not), if any. */
function fileByUrl(ctx: RouteContext, url: string): StoredFile | undefined {
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

/** 上传文件 POST /api/file/uploadFile */
function uploadFile(ctx: RouteContext) {
  const { req, db, now } = ctx;
  const path = (req.fields.path ?? '').trim();
  if (path !== 'org' && path !== 'eval_form') throw fail(10400, '上传路径不正确');
  const upload = req.files.find((file) => file.field === 'file');
  if (!upload || upload.data.length === 0) throw fail(10400, '请选择文件');
  const kind = sniff(upload.data);
  if (path === 'org' && !kind?.image) throw fail(10400, '只能上传 JPG/PNG 格式图片!');
  if (!kind) throw fail(10400, '文件类型不支持');
  if (kind.image && upload.data.length > MAX_IMAGE_BYTES) throw fail(10400, '图片大小必须小于2MB!');
  if (upload.data.length > MAX_SHEET_BYTES) throw fail(10400, '文件大小不能超过10MB');

  const id = randomUUID().replace(/-/g, '');
  const name = cleanName(upload.name) || (kind.image ? 'image' : 'file');
  const url = `/files/${id}/${encodeURIComponent(name)}`;
  const stored: StoredFile = {
    id,
    name,
    contentType: kind.contentType,
    data: upload.data,
    path: path as UploadPath,
    url,
    createTime: formatDateTime(now),
  };
  db.files.set(id, stored);
  return { url, path: url };
}

/** 上传文件的内容 GET /files/:id/:name (unsigned, like any static file) */
function serveFile(ctx: RouteContext) {
  const file = ctx.db.files.get(ctx.params.id);
  if (!file || file.name !== ctx.params.name) {
    return raw(jsonResponse(404, { code: 10404, msg: '记录不存在', data: null }));
  }
  const image = file.contentType.startsWith('image/');
  return raw({
    status: 200,
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.data.length),
      'content-disposition': contentDisposition(image ? 'inline' : 'attachment', file.name),
      'x-content-type-options': 'nosniff',
      // Uploaded content never runs as a page of this origin.
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, max-age=3600',
    },
    body: file.data,
  });
}

/** 按链接下载文件 GET /server-platform/web/oss/downloadFileByUrl */
function downloadFileByUrl(ctx: RouteContext) {
  const file = fileByUrl(ctx, textField(ctx.req.query, 'url').trim());
  if (!file) throw fail(10404, '无效的下载链接');
  const fileName = cleanName(textField(ctx.req.query, 'fileName')) || file.name;
  return fileAnswer(file.data, fileName, file.contentType);
}

export const fileRoutes = createRouter()
  .post('/api/file/uploadFile', uploadFile, { public: true })
  .get('/files/:id/:name', serveFile, { unsigned: true })
  .get('/server-platform/web/oss/downloadFileByUrl', downloadFileByUrl);
