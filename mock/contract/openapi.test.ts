/** The OpenAPI document: generated from the declarations, committed without drift, served with its viewer. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CALLS } from '../../src/shared/contract';
import { paramsOf, type Call } from '../../src/shared/contract/call';
import { createMockApp } from '../app';
import { bodyBuffer, emptyRequest } from '../core/http';
import { OPENAPI_FILE, openApiDocument, renderOpenApi } from './openapi';

interface Operation {
  operationId: string;
  summary: string;
  'x-source': string;
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  responses: {
    '200': {
      content: {
        'application/json': { schema: { properties: Record<string, { enum?: number[] }> } };
      };
    };
  };
  security: Record<string, unknown>[];
}

const document = openApiDocument() as {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
);

test('docs/api/openapi.json is what the declarations generate (run `npm run contract` after changing one)', () => {
  expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(renderOpenApi());
});

test('every declared call is in the document with its method, summary, input, envelope, codes and source', () => {
  expect(document.openapi).toBe('3.1.0');
  expect(operations.map(({ operation }) => operation.operationId).sort()).toEqual(
    Object.keys(CALLS).sort(),
  );
  for (const { path, method, operation } of operations) {
    const declaration: Call = CALLS[operation.operationId as keyof typeof CALLS];
    expect([path, method.toUpperCase()]).toEqual([declaration.path, declaration.method]);
    expect(operation.summary).toBe(declaration.summary);
    expect(operation['x-source']).toBe(declaration.source);
    if (paramsOf(declaration).in === 'query')
      expect(operation.parameters?.every((p) => p.in === 'query')).toBe(true);
    else expect(operation.requestBody).toBeDefined();
    const envelope = operation.responses['200'].content['application/json'].schema.properties;
    expect(Object.keys(envelope)).toEqual(['code', 'msg', 'data']);
    const token = declaration.public ? [] : [10001];
    expect(envelope.code.enum).toEqual(
      expect.arrayContaining([0, ...declaration.codes, ...token, 10022]),
    );
    // A public call answers 10001 only when it declares it: the visitor's calls take a visitor
    // token of their own (submitSatisfaction), not the console's session.
    if (declaration.public && !declaration.codes.includes(10001))
      expect(envelope.code.enum).not.toContain(10001);
    expect(Object.keys(operation.security[0]).sort()).toEqual(
      [
        'basicAuth',
        'nonceStr',
        'sign',
        'timestamp',
        ...(declaration.public ? [] : ['token']),
      ].sort(),
    );
  }
  expect(Object.keys(document.components.securitySchemes)).toHaveLength(5);
});

test('what tools nobody here wrote need: shared recursive schemas, a server, described tags, 10400 on every call', () => {
  const text = JSON.stringify(document);
  // zod's `$defs` refs resolve only from a schema's own root: none may stay inside an operation.
  expect(text).not.toContain('#/$defs/');
  const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
  const full = openApiDocument() as {
    components: { schemas: Record<string, unknown> };
    servers: { url: string }[];
    tags: { name: string; description?: string }[];
    externalDocs: { url: string };
  };
  expect(new Set(refs)).toEqual(new Set(Object.keys(full.components.schemas)));
  expect(Object.keys(full.components.schemas)).toEqual(['DeptNode', 'OrgNode', 'TaskDeptNode']);
  expect(full.servers.length).toBeGreaterThan(0);
  for (const tag of full.tags)
    expect(tag.description).toMatch(/src\/shared\/contract\/[\w-]+\.ts$/);
  expect(full.externalDocs.url).toBe('platform.md');
  expect(existsSync(path.resolve(path.dirname(OPENAPI_FILE), full.externalDocs.url))).toBe(true);
  for (const { operation } of operations)
    expect(
      operation.responses['200'].content['application/json'].schema.properties.code.enum,
    ).toContain(10400);
});

test('an upload is multipart with its file fields, a download answers the file or the envelope', () => {
  const upload = document.paths['/api/file/uploadFile'].post.requestBody as {
    content: Record<
      string,
      { schema: { required: string[]; properties: Record<string, unknown> } }
    >;
  };
  const form = upload.content['multipart/form-data'].schema;
  expect(form.required).toEqual(['file', 'path']);
  expect(form.properties.file).toMatchObject({
    type: 'string',
    contentMediaType: 'application/octet-stream',
  });
  const download =
    document.paths['/server-platform/web/oss/downloadFileByUrl'].get.responses['200'];
  expect(Object.keys(download.content)).toEqual(['application/octet-stream', 'application/json']);
});

test('the spec wording reaches the document: limits and titles of a save', () => {
  const body = JSON.stringify(document.paths['/api/tag/save'].post.requestBody);
  expect(body).toContain('"title":"标签名称"');
  expect(body).toContain('"maxLength":10');
});

describe('served by the mock', () => {
  const app = createMockApp();
  const get = async (path: string) => {
    const response = await app.handle(emptyRequest('GET', path));
    return { ...response, text: bodyBuffer(response).toString('utf8') };
  };

  test('GET /__mock__/openapi.json answers the document', async () => {
    const answer = await get('/__mock__/openapi.json');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual(document);
  });

  test('GET /__mock__/docs is a viewer page whose every asset the mock serves (no CDN)', async () => {
    const page = await get('/__mock__/docs');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).not.toMatch(/https?:\/\//);
    const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets).toHaveLength(4);
    for (const asset of assets) {
      expect(asset.startsWith('/__mock__/docs/')).toBe(true);
      const answer = await get(asset);
      expect([asset, answer.status]).toEqual([asset, 200]);
      expect(answer.body.length).toBeGreaterThan(0);
    }
    expect((await get('/__mock__/docs/start.js')).text).toContain('validatorUrl: null');
    expect((await get('/__mock__/docs/package.json')).status).toBe(404);
  });
});
