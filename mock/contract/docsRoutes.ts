/**
 * The API document and its reference viewer, for development and QA (never part of dist/):
 * the OpenAPI 3.1 document generated from the declarations, and Swagger UI served from
 * node_modules, so the page works offline.
 */
import { readFileSync } from 'node:fs';
import type { Buffer } from 'node:buffer';
import path from 'node:path';
import { openApiDocument } from './openapi';
import { jsonResponse } from '../core/http';
import { createRouter, raw } from '../core/router';
import { type RouteContext } from '../core/context';

/** The viewer's files the page loads, with their types; nothing else is read from the package. */
const VIEWER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>心理服务管理平台 API</title>
<link rel="icon" href="/__mock__/docs/favicon-32x32.png">
<link rel="stylesheet" href="/__mock__/docs/swagger-ui.css">
</head>
<body>
<div id="api"></div>
<script src="/__mock__/docs/swagger-ui-bundle.js"></script>
<script src="/__mock__/docs/start.js"></script>
</body>
</html>
`;

// Calls need a signature, so the viewer only reads; no validator badge (it would call out).
const START = `window.ui = SwaggerUIBundle({
  url: '/__mock__/openapi.json',
  dom_id: '#api',
  deepLinking: true,
  validatorUrl: null,
  supportedSubmitMethods: [],
  defaultModelsExpandDepth: -1,
  showExtensions: true,
});
`;

const viewerDir = () => path.dirname(require.resolve('swagger-ui-dist/package.json'));

let document: string | undefined;

function answer(body: string | Buffer, type: string) {
  return raw({ status: 200, headers: { 'content-type': type, 'cache-control': 'no-store' }, body });
}

/** API 文档（OpenAPI 3.1）GET /__mock__/openapi.json */
function openApiJson() {
  document ??= JSON.stringify(openApiDocument());
  return answer(document, 'application/json; charset=utf-8');
}

/** API 文档浏览页 GET /__mock__/docs */
function docsPage() {
  return answer(PAGE, 'text/html; charset=utf-8');
}

/** 浏览页的启动脚本 GET /__mock__/docs/start.js */
function docsStart() {
  return answer(START, 'text/javascript; charset=utf-8');
}

/** 浏览页的静态文件 GET /__mock__/docs/:file (from node_modules/swagger-ui-dist) */
function docsAsset(ctx: RouteContext) {
  const type = VIEWER_FILES[ctx.params.file];
  if (!type) return raw(jsonResponse(404, { code: 10404, msg: '文件不存在', data: null }));
  return answer(readFileSync(path.join(viewerDir(), ctx.params.file)), type);
}

export const contractDocsRoutes = createRouter()
  .get('/__mock__/openapi.json', openApiJson, { unsigned: true })
  .get('/__mock__/docs', docsPage, { unsigned: true })
  .get('/__mock__/docs/start.js', docsStart, { unsigned: true })
  .get('/__mock__/docs/:file', docsAsset, { unsigned: true });
