/** Uploads and downloads (docs/api/shell.md); what is stored and how is core/files.ts. */
import { contentDisposition, jsonResponse } from './http';
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/file';
import { createRouter, fileAnswer, raw } from './router';
import { fail } from './errors';
import { type RouteContext } from './context';
import { openSpreadsheet } from './sheetGuard';
import {
  MAX_IMAGE_BYTES,
  MAX_SHEET_BYTES,
  contentKind,
  downloadName,
  fileByUrl,
  storeFile,
} from './files';

/** 上传文件 POST /api/file/uploadFile */
function uploadFile(ctx: RouteContext, { path }: Input<typeof C.uploadFile>) {
  const upload = ctx.req.files.find((file) => file.field === 'file');
  if (!upload || upload.data.length === 0) throw fail(10400, '请选择文件');
  const kind = contentKind(upload.data);
  if (path === 'org' && !kind?.image) throw fail(10400, '只能上传 JPG/PNG 格式图片!');
  if (!kind) throw fail(10400, '文件类型不支持');
  if (kind.image && upload.data.length > MAX_IMAGE_BYTES) throw fail(10400, '图片大小必须小于2MB!');
  if (upload.data.length > MAX_SHEET_BYTES) throw fail(10400, '文件大小不能超过10MB');
  // A spreadsheet is one only if it opens (four bytes of zip header are not enough).
  if (!kind.image) openSpreadsheet(upload.data, 1);
  const { url } = storeFile(ctx, upload.data, kind, path);
  return { url, path: url };
}

const notFound = () => raw(jsonResponse(404, { code: 10404, msg: '记录不存在', data: null }));

/**
 * 上传文件的内容 GET /files/:id/:name (unsigned, like any static file). Only images are served
 * here (they are shown in <img>); any other file is private and is fetched through the signed
 * downloadFileByUrl, which needs a live token.
 */
function serveFile(ctx: RouteContext) {
  const file = ctx.db.files.get(ctx.params.id);
  if (!file || file.name !== ctx.params.name) return notFound();
  if (!file.contentType.startsWith('image/')) {
    return raw(jsonResponse(403, { code: 10403, msg: '该文件需登录后通过下载获取', data: null }));
  }
  return raw({
    status: 200,
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.data.length),
      'content-disposition': contentDisposition('inline', file.name),
      'x-content-type-options': 'nosniff',
      // Uploaded content never runs as a page of this origin.
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, max-age=3600',
    },
    body: file.data,
  });
}

/** 按链接下载文件 GET /server-platform/web/oss/downloadFileByUrl ?url, fileName (the extension is the file's own) */
function downloadFileByUrl(ctx: RouteContext, query: Input<typeof C.downloadFileByUrl>) {
  const file = fileByUrl(ctx, query.url);
  if (!file) throw fail(10404, '无效的下载链接');
  const fileName = downloadName(query.fileName ?? '', file);
  return fileAnswer(file.data, fileName, file.contentType);
}

/** 下载图片 GET /api/file/downloadFile ?path (the upload's path or url), fileName → data: the image as base64 */
function downloadImage(ctx: RouteContext, { path, fileName }: Input<typeof C.downloadImage>) {
  const file = fileByUrl(ctx, path);
  if (!file || (fileName && fileName !== file.name)) throw fail(10404, '无效的下载链接');
  if (!file.contentType.startsWith('image/')) throw fail(10400, '只能下载图片');
  return file.data.toString('base64');
}

export const fileRoutes = createRouter()
  .handle(C.uploadFile, uploadFile)
  .get('/files/:id/:name', serveFile, { unsigned: true })
  .handle(C.downloadFileByUrl, downloadFileByUrl)
  .handle(C.downloadImage, downloadImage);
