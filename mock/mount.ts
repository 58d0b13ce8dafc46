/**
 * Mounts the mock on an Express app (webpack-dev-server's, or the standalone server's):
 * parses JSON and multipart bodies, converts to a MockRequest and answers the MockResponse.
 * Works with Express 4 (inside webpack-dev-server) and Express 5 alike.
 */
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { createMockApp, type MockApp } from './app';
import { checkJsonShape, refusalResponse } from './core/bodyShape';
import {
  jsonResponse,
  parseQueryString,
  type MockFile,
  type MockRequest,
  type MockResponse,
} from './core/http';
import { ApiFailure } from './core/errors';

/** Paths the mock answers; everything else is left to the next middleware (the SPA). */
export const MOCK_PREFIXES = ['/api', '/web', '/server-platform', '/files', '/__mock__'];

const MiB = 1024 * 1024;

function headerRecord(req: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined)
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** Multipart text fields as strings; multer nests bracketed names, which the console never sends. */
function textFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  if (typeof body !== 'object' || body === null) return fields;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[key] = value;
    else if (Array.isArray(value) && typeof value[value.length - 1] === 'string')
      fields[key] = value[value.length - 1] as string;
  }
  return fields;
}

/** The MockRequest an Express request stands for. */
function toMockRequest(req: Request): MockRequest {
  const url = req.originalUrl;
  const mark = url.indexOf('?');
  const multipart = Boolean(req.is('multipart/form-data'));
  const uploaded = multipart && Array.isArray(req.files) ? req.files : [];
  return {
    method: req.method.toUpperCase(),
    path: mark < 0 ? url : url.slice(0, mark),
    query: parseQueryString(mark < 0 ? '' : url.slice(mark + 1)),
    headers: headerRecord(req),
    // Express 4's parser leaves {} on bodiless requests too; only a JSON request has a JSON body.
    body: req.is('application/json') ? (req.body as unknown) : undefined,
    fields: multipart ? textFields(req.body) : {},
    client: req.socket.remoteAddress,
    files: uploaded.map((file): MockFile => ({
      field: file.fieldname,
      name: file.originalname,
      type: file.mimetype,
      data: file.buffer,
    })),
  };
}

function sendMockResponse(res: Response, answer: MockResponse): void {
  res.status(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.end(answer.body);
}

/** Body parser and upload failures, answered in the platform's envelope. */
function bodyError(error: unknown): MockResponse {
  // checkJsonShape's refusal, which body-parser passes on as the error itself.
  if (error instanceof ApiFailure) return refusalResponse(error);
  if (error instanceof multer.MulterError) {
    const msg = error.code === 'LIMIT_FILE_SIZE' ? '文件大小不能超过10MB' : '上传内容不正确';
    return jsonResponse(200, { code: 10400, msg, data: null });
  }
  const type =
    typeof error === 'object' && error !== null ? (error as { type?: unknown }).type : undefined;
  if (type === 'entity.too.large')
    return jsonResponse(200, { code: 10400, msg: '请求体过大', data: null });
  if (typeof type === 'string' && type.startsWith('entity.')) {
    return jsonResponse(200, { code: 10400, msg: '请求体格式错误', data: null });
  }
  console.error('[mock] request failed before reaching the mock:', error);
  return jsonResponse(500, { code: 500, msg: '服务器内部错误', data: null });
}

/** Mounts the mock's prefixes on `app`; answers the mock so callers can reset it. */
export function mountMock(app: Express, mock: MockApp = createMockApp()): MockApp {
  const json = express.json({
    limit: 5 * MiB,
    // Before JSON.parse: too deep or too many keys is refused without being parsed.
    verify: (_req, _res, raw) => checkJsonShape(raw.toString('utf8')),
  });
  const multipart = multer({
    storage: multer.memoryStorage(),
    // Browsers send file names as raw UTF-8; busboy's default (latin1) would garble Chinese names.
    defParamCharset: 'utf8',
    limits: { fileSize: 10 * MiB, files: 10, fields: 100, fieldSize: MiB },
  }).any();
  const answer = (req: Request, res: Response, next: NextFunction): void => {
    mock.handle(toMockRequest(req)).then((response) => sendMockResponse(res, response), next);
  };
  const fail = (error: unknown, _req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) return next(error);
    sendMockResponse(res, bodyError(error));
  };
  app.use(MOCK_PREFIXES, json, multipart, answer, fail);
  return mock;
}
