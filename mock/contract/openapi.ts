/**
 * The OpenAPI 3.1 document, generated from the declarations in src/shared/contract with zod's
 * own JSON Schema output (docs/decisions/0003-contract-packages.md). Served at
 * GET /__mock__/openapi.json and written to docs/api/openapi.json by `npm run contract`.
 */
import path from 'node:path';
import { z } from 'zod';
import { paramsOf, type Call } from '../../src/shared/contract/call';
import { CONTRACT_AREAS } from '../../src/shared/contract';
import { VERIFY_FAILURES } from '../core/verify';

type JsonSchema = Record<string, unknown>;

/** What each code means; the verification codes are answered by every signed call. */
const CODE_MEANING: Record<number, string> = {
  0: '成功',
  10400: '参数不正确（msg 指明字段）',
  10403: '无权限执行该操作',
  10404: '记录不存在',
  10409: '当前状态不允许该操作',
  ...Object.fromEntries(Object.values(VERIFY_FAILURES).map((f) => [f.code, f.msg])),
};
const VERIFY_CODES = Object.values(VERIFY_FAILURES).map((failure) => failure.code);

const SIGNING = {
  basicAuth: { type: 'http', scheme: 'basic', description: '固定的 Basic 凭据（构建时设置）' },
  timestamp: {
    type: 'apiKey',
    in: 'header',
    name: 'timestamp',
    description: '毫秒时间戳，与服务器时钟相差不超过 5 分钟',
  },
  nonceStr: {
    type: 'apiKey',
    in: 'header',
    name: 'nonceStr',
    description: '36 位随机 UUID，10 分钟内不可重复',
  },
  sign: {
    type: 'apiKey',
    in: 'header',
    name: 'sign',
    description:
      'SHA-256（大写十六进制）：timestamp=…&nonceStr=…&按键排序的非空参数（键值 encodeURIComponent）后接签名后缀；见 docs/request-contract.md',
  },
  token: { type: 'apiKey', in: 'header', name: 'token', description: '登录或选择身份后得到的令牌' },
} as const;

/**
 * The named schemas the document's operations share (`components.schemas`): zod writes a
 * recursive schema (a department tree) into `$defs` under its `.meta({ id })`, with `$ref`s
 * relative to the schema's own root, which inside an operation resolve nowhere. They move here and
 * their `$ref`s point here, so tools nobody here wrote can follow them (docs/api/platform.md).
 */
class SharedSchemas {
  readonly schemas: Record<string, JsonSchema> = {};

  /** The schema with its `$defs` moved to the components, its `$ref`s rewritten. */
  hoist(schema: JsonSchema): JsonSchema {
    const { $defs: defs, ...rest } = schema as JsonSchema & { $defs?: Record<string, JsonSchema> };
    for (const [name, def] of Object.entries(defs ?? {})) {
      if (name.startsWith('__schema'))
        throw new Error(
          `a recursive schema needs .meta({ id }) for the OpenAPI document: ${JSON.stringify(def)}`,
        );
      const moved = rewriteRefs(def) as JsonSchema;
      const known = this.schemas[name];
      if (known && JSON.stringify(known) !== JSON.stringify(moved))
        throw new Error(`two different schemas share the id ${name}`);
      this.schemas[name] = moved;
    }
    return rewriteRefs(rest) as JsonSchema;
  }

  sorted(): Record<string, JsonSchema> {
    return Object.fromEntries(Object.entries(this.schemas).sort(([a], [b]) => a.localeCompare(b)));
  }
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string'
        ? inner.replace(/^#\/\$defs\//, '#/components/schemas/')
        : rewriteRefs(inner),
    ]),
  );
}

function jsonSchema(shared: SharedSchemas, schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  });
  return shared.hoist(rest);
}

/**
 * Every code a call answers: 0, its own (`codes`), 10400 (the transport refuses a malformed body
 * or a control character in any parameter of any call) and the verification codes (10001 only
 * when it needs a token). Its refusals are HTTP 200 like its successes (docs/api/platform.md).
 */
export function declaredCodes(declaration: Call): number[] {
  return [
    ...new Set([
      0,
      ...declaration.codes,
      10400,
      ...VERIFY_CODES.filter((code) => !declaration.public || code !== 10001),
    ]),
  ];
}

function envelope(shared: SharedSchemas, declaration: Call): JsonSchema {
  const codes = declaredCodes(declaration);
  const data = jsonSchema(shared, declaration.data, 'output');
  return {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: {
      code: {
        type: 'integer',
        enum: codes,
        description: codes.map((code) => `${code} ${CODE_MEANING[code] ?? ''}`.trim()).join('；'),
      },
      msg: { type: 'string', description: '中文提示；失败时由控制台以错误提示显示' },
      data:
        data.type === 'null'
          ? data
          : { anyOf: [data, { type: 'null' }], description: '失败时为 null' },
    },
  };
}

function parameters(shared: SharedSchemas, query: z.ZodObject): JsonSchema[] {
  const object = jsonSchema(shared, query, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: object.required?.includes(name) ?? false,
    ...(typeof schema.title === 'string' ? { description: schema.title } : {}),
    schema,
  }));
}

/** A multipart body: the text fields of `form` and the file fields. */
function uploadSchema(
  shared: SharedSchemas,
  form: z.ZodObject,
  files: readonly string[],
): JsonSchema {
  const fields = jsonSchema(shared, form, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const file = { type: 'string', contentMediaType: 'application/octet-stream', title: '文件' };
  return {
    type: 'object',
    properties: {
      ...fields.properties,
      ...Object.fromEntries(files.map((name) => [name, file])),
    },
    required: [...files, ...(fields.required ?? [])],
  };
}

function request(shared: SharedSchemas, declaration: Call): JsonSchema {
  const params = paramsOf(declaration);
  if (params.in === 'query') return { parameters: parameters(shared, params.schema) };
  const content =
    params.in === 'form'
      ? {
          'multipart/form-data': {
            schema: uploadSchema(
              shared,
              params.schema,
              'files' in declaration ? declaration.files : [],
            ),
          },
        }
      : { 'application/json': { schema: jsonSchema(shared, params.schema, 'input') } };
  return { requestBody: { required: true, content } };
}

function answer(shared: SharedSchemas, declaration: Call): JsonSchema {
  const json = { 'application/json': { schema: envelope(shared, declaration) } };
  if (declaration.file)
    return {
      description: `成功时为文件本身（${declaration.file.description}，附 Content-Disposition 文件名）；失败时为信封 {code, msg, data: null}`,
      content: {
        [declaration.file.contentType]: {
          schema: { type: 'string', contentMediaType: declaration.file.contentType },
        },
        ...json,
      },
    };
  return { description: '信封 {code, msg, data}：code 为 0 时 data 为下述结构', content: json };
}

function operation(
  shared: SharedSchemas,
  name: string,
  area: string,
  declaration: Call,
): JsonSchema {
  const signed = Object.keys(SIGNING).filter((scheme) => !declaration.public || scheme !== 'token');
  return {
    operationId: name,
    summary: declaration.summary,
    tags: [area],
    'x-source': declaration.source,
    ...request(shared, declaration),
    responses: { '200': answer(shared, declaration) },
    security: [Object.fromEntries(signed.map((scheme) => [scheme, []]))],
  };
}

/** The whole document; stable key order, so the committed file only changes with the declarations. */
export function openApiDocument(): JsonSchema {
  const shared = new SharedSchemas();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const area of CONTRACT_AREAS) {
    for (const [name, declaration] of Object.entries(area.calls) as [string, Call][]) {
      const item = (paths[declaration.path] ??= {});
      item[declaration.method.toLowerCase()] = operation(shared, name, area.name, declaration);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '心理服务管理平台 API',
      version: '1.0.0',
      description:
        '由 src/shared/contract 的声明生成（npm run contract），mock 按同一声明校验请求。每个应答都是 HTTP 200 与信封 {code, msg, data}，拒绝也是（code 非 0，见各调用 code 的取值）；x-source 标明调用由规格给出（spec）还是由我们补充（ours）。用 npm run contract:verify 核对一个平台是否如此应答，见 externalDocs。',
      license: { name: 'UNLICENSED' },
    },
    externalDocs: {
      description: '平台团队：核对平台与这些声明（npm run contract:verify），每种不符的含义',
      url: PLATFORM_DOC_URL,
    },
    servers: [{ url: '/', description: '与控制台同源：开发时为 mock，或 API_PROXY 代理到的平台' }],
    tags: CONTRACT_AREAS.map((area) => ({
      name: area.name,
      description: `${area.name}：${Object.keys(area.calls).length} 个调用，声明在 src/shared/contract/${area.file}.ts`,
    })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: { schemas: shared.sorted(), securitySchemes: SIGNING },
  };
}

/**
 * The platform team's page (how to verify a platform against the declarations), relative to the
 * committed document in docs/api/, as OpenAPI 3.1 allows for its URLs.
 */
const PLATFORM_DOC_URL = 'platform.md';

/** Where `npm run contract` writes the document; a test fails when it differs from the declarations. */
export const OPENAPI_FILE = path.resolve(__dirname, '../../docs/api/openapi.json');

/** The document as committed: two-space JSON with a final newline. */
export const renderOpenApi = (): string => `${JSON.stringify(openApiDocument(), null, 2)}\n`;
