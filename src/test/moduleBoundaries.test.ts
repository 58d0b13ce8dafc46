import { readdirSync } from 'fs';
import path from 'path';
import { ESLint, type Linter } from 'eslint';
import { projectLintConfig } from './eslintUnderJest';

// The module boundaries of docs/decisions/0006-module-boundaries.md, as the project's lint applies them.
const root = path.resolve(__dirname, '../..');
// The code linted here is not on disk, which the type-aware rules' project service cannot read:
// they are off for these virtual files (typeAwareLint.test.ts covers them on real ones).
const typeAwareRules = projectLintConfig
  .filter((block) =>
    Object.keys(block.languageOptions?.parserOptions ?? {}).includes('projectService'),
  )
  .flatMap((block) => Object.keys(block.rules ?? {}));
const withoutTypes: Linter.Config = {
  files: ['**/*.ts', '**/*.tsx'],
  languageOptions: { parserOptions: { projectService: false } },
  rules: Object.fromEntries(typeAwareRules.map((rule) => [rule, 'off'])),
};
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [...projectLintConfig, withoutTypes],
});

async function messagesFor(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.message);
}

const FEATURE_RULE = '功能区只引用 src/shared 与本目录：两个功能区共用的代码移到 src/shared';
const SHARED_RULE = 'src/shared 不引用 src/app 或 src/features';
const [feature, other] = readdirSync(path.join(root, 'src/features')).sort();

test('a feature importing another feature, by alias or by relative path, fails lint and says what to do', async () => {
  const file = `src/features/${feature}/routes.tsx`;
  const byAlias = await messagesFor(`export { x } from '@/features/${other}/api';\n`, file);
  expect(byAlias).toEqual([expect.stringContaining(FEATURE_RULE)]);
  const byPath = await messagesFor(
    `import type { X } from '../${other}/types';\nexport type Y = X;\n`,
    file,
  );
  expect(byPath).toEqual([expect.stringContaining(FEATURE_RULE)]);
});

test('a feature may import src/shared (the store hooks included) and its own folder, but nothing of src/app', async () => {
  const file = `src/features/${feature}/routes.tsx`;
  const allowed = [
    "export { useAppSelector } from '@/shared/store/hooks';",
    "export { PERM } from '@/shared/session/permissions';",
    `export * from '@/features/${feature}/types';`,
    "export * from './types';",
  ].join('\n');
  expect(await messagesFor(`${allowed}\n`, file)).toEqual([]);
  expect(await messagesFor("export { makeStore } from '@/app/store';\n", file)).toEqual([
    expect.stringContaining('功能区不引用 src/app'),
  ]);
  // The re-export the features once took the hooks from is gone (decision 0028).
  expect(await messagesFor("export { useAppSelector } from '@/app/hooks';\n", file)).toEqual([
    expect.stringContaining('功能区不引用 src/app'),
  ]);
});

test('a src/shared file importing src/app or a feature fails lint', async () => {
  const file = 'src/shared/utils/money.ts';
  expect(await messagesFor("export { AppFrame } from '@/app/AppFrame';\n", file)).toEqual([
    expect.stringContaining(SHARED_RULE),
  ]);
  expect(await messagesFor("export { makeStore } from '../../app/store';\n", file)).toEqual([
    expect.stringContaining(SHARED_RULE),
  ]);
  expect(await messagesFor(`export * from '@/features/${feature}/types';\n`, file)).toEqual([
    expect.stringContaining(SHARED_RULE),
  ]);
});

test('an import that closes a cycle fails lint; the same import from outside the cycle does not', async () => {
  // sessionSlice.ts imports types.ts: types.ts importing it back closes a cycle.
  const code =
    "import { initialSessionState } from './sessionSlice';\nexport const x = initialSessionState;\n";
  expect(await messagesFor(code, 'src/shared/session/types.ts')).toEqual([
    'Dependency cycle detected: src/shared/session/types.ts → src/shared/session/sessionSlice.ts → src/shared/session/types.ts',
  ]);
  expect(await messagesFor(code, 'src/shared/utils/money.ts')).toEqual([]);
});

test('what runs no module at import closes no cycle: types only, or an import(); a re-export of values does', async () => {
  const file = 'src/shared/session/types.ts';
  const passes = [
    "import type { SessionState } from './sessionSlice';\nexport type X = SessionState;\n",
    "import { type SessionState } from './sessionSlice';\nexport type X = SessionState;\n",
    "export type { SessionState } from './sessionSlice';\n",
    "export const load = () => import('./sessionSlice');\n",
  ];
  for (const code of passes) expect(await messagesFor(code, file)).toEqual([]);
  expect(
    await messagesFor("export { initialSessionState } from './sessionSlice';\n", file),
  ).toEqual([expect.stringContaining('Dependency cycle detected')]);
  expect(await messagesFor("export * from './sessionSlice';\n", file)).toEqual([
    expect.stringContaining('Dependency cycle detected'),
  ]);
});

test('a page takes its header from PageTitle: neither PageHeading nor antd’s Breadcrumb in a feature', async () => {
  const file = `src/features/${feature}/SomePage.tsx`;
  expect(
    await messagesFor("export { PageHeading } from '@/shared/components/PageHeading';\n", file),
  ).toEqual([expect.stringContaining('页面标题用 PageTitle')]);
  expect(await messagesFor("export { Breadcrumb, Card } from 'antd';\n", file)).toEqual([
    expect.stringContaining('面包屑由 PageTitle 按菜单树生成'),
  ]);
  expect(
    await messagesFor(
      "export { PageTitle } from '@/shared/components/PageTitle';\nexport { Card } from 'antd';\n",
      file,
    ),
  ).toEqual([]);
});

const MOCK_LAYERS_RULE = 'mock 的规则与数据表不引用路由层';
const MOCK_CORE_RULE = 'mock/core 不引用各业务区';

test("the mock's tables and rules import neither the router nor a router file; a router may", async () => {
  const table = 'mock/counselling/orders.ts';
  expect(
    await messagesFor("import { fail } from '../core/router';\nexport const x = fail;\n", table),
  ).toEqual([expect.stringContaining(MOCK_LAYERS_RULE)]);
  expect(
    await messagesFor(
      "import { consultRoutes } from '../consult/consultRoutes';\nexport const x = consultRoutes;\n",
      table,
    ),
  ).toEqual([expect.stringContaining(MOCK_LAYERS_RULE)]);
  const allowed = [
    "import { fail } from '../core/errors';",
    "import type { RouteContext } from '../core/context';",
    "import type { Router } from '../core/router';",
    'export const x = fail;',
    'export type Y = RouteContext | Router;',
  ].join('\n');
  expect(await messagesFor(`${allowed}\n`, table)).toEqual([]);
  expect(
    await messagesFor(
      "import { createRouter } from '../core/router';\nexport const x = createRouter();\n",
      'mock/consult/consultRoutes.ts',
    ),
  ).toEqual([]);
});

test('mock/core imports no area of the mock, but may name their types', async () => {
  // bodyShape.ts: no area imports it, so the import below closes no cycle.
  const file = 'mock/core/bodyShape.ts';
  expect(
    await messagesFor(
      "import { tablesOf } from '../counselling/access';\nexport const x = tablesOf;\n",
      file,
    ),
  ).toEqual([expect.stringContaining(MOCK_CORE_RULE)]);
  expect(
    await messagesFor(
      "import type { ConsultOrder } from '../counselling/types';\nexport type X = ConsultOrder;\n",
      file,
    ),
  ).toEqual([]);
});

test('an action behind a confirmation is a ConfirmAction: antd’s Popconfirm fails lint in a feature', async () => {
  const file = `src/features/${feature}/SomePage.tsx`;
  expect(await messagesFor("export { Popconfirm, Space } from 'antd';\n", file)).toEqual([
    expect.stringContaining('需要确认的操作用 ConfirmAction'),
  ]);
  expect(
    await messagesFor(
      "export { ConfirmAction } from '@/shared/feedback/ConfirmAction';\nexport { Space } from 'antd';\n",
      file,
    ),
  ).toEqual([]);
  // The shared component itself wraps it.
  expect(
    await messagesFor(
      "export { Popconfirm } from 'antd';\n",
      'src/shared/feedback/ConfirmAction.tsx',
    ),
  ).toEqual([]);
});
