// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const testingLibrary = require('eslint-plugin-testing-library');
const jestDom = require('eslint-plugin-jest-dom');
const prettier = require('eslint-config-prettier');
const globals = require('globals');
const noImportCycle = require('./scripts/lint/noImportCycle');
const fs = require('fs');
const path = require('path');

/**
 * The pure src/shared modules the mock may import (docs/decisions/0005-mock-imports-from-src.md),
 * one per line so that areas add theirs without touching each other's.
 */
const MOCK_MAY_IMPORT = [
  'contract(/.*)?',
  'assessment/taskStatusRules',
  'counselling/orderTransitions',
  'counselling/slotRule',
  'counselling/seriesRule',
  'counselling/orderActionCodes',
  'counselling/hotlineCodes',
  'counselling/operateCodes',
  'counselling/partnerCodes',
  'counselling/statisticsCodes',
  'counselling/consultLabels',
  'counselling/chartLabels',
  'counselling/crisisContact',
  'counselling/measureRules',
  'counselling/consentRules',
  'counselling/caseworkCodes',
  'counselling/waitlistCodes',
  'forms/templateRules',
  'forms/answerRules',
  'forms/answerValues',
  'forms/riskLevel',
  'forms/formCodes',
  'forms/customFieldRules',
  'menu/menuTree',
  'menu/visibleMenu',
  'organisation/orgRules',
  'request/sign-vectors\\.json',
  'session/permissions',
  'utils/format',
  'utils/money',
  'validation/messages',
  'validation/ruleKit',
];

/**
 * Module boundaries (docs/decisions/0006-module-boundaries.md): a feature imports only src/shared
 * and its own folder (the typed store hooks too are src/shared's, decision 0028); src/shared imports neither src/app nor src/features. The features
 * are read from the folder, so a new area is inside the rule without editing this file. ESLint's own
 * no-restricted-imports under a name of its own, so these options do not replace the rule's others.
 */
const FEATURES = fs
  .readdirSync(path.join(__dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const boundariesPlugin = {
  rules: {
    imports: require('eslint/use-at-your-own-risk').builtinRules.get('no-restricted-imports'),
  },
};
const FEATURE_MESSAGE =
  '功能区只引用 src/shared 与本目录：两个功能区共用的代码移到 src/shared（docs/decisions/0006-module-boundaries.md）';
const featureBoundaries = FEATURES.map((feature) => {
  const others = FEATURES.filter((name) => name !== feature).map(escapeRegex);
  return {
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    plugins: { boundaries: boundariesPlugin },
    rules: {
      'boundaries/imports': [
        'error',
        {
          // One page header (issue 29, item 12): a page's title, breadcrumb and actions are
          // PageTitle's, its trail the shell's (routeTrail); a page writes neither itself.
          paths: [
            {
              name: '@/shared/components/PageHeading',
              message: '页面标题用 PageTitle（标题、面包屑、操作）：页面不单独使用 PageHeading',
            },
            {
              name: 'antd',
              importNames: ['Breadcrumb'],
              message: '面包屑由 PageTitle 按菜单树生成（routeTrail）：页面不自写面包屑',
            },
            {
              // One confirmation (decision 0028): keyboard, focus return and the promise it awaits.
              name: 'antd',
              importNames: ['Popconfirm'],
              message:
                '需要确认的操作用 ConfirmAction（@/shared/feedback/ConfirmAction）：键盘、焦点归还与 Popconfirm 等待的 promise 都在那里',
            },
          ],
          patterns: [
            {
              regex: `^(@/features/(?!${escapeRegex(feature)}(/|$))|(\\.\\./)+(features/)?(${others.join('|')})(/|$))`,
              message: FEATURE_MESSAGE,
            },
            {
              regex: '^(@/app(/|$)|(\\.\\./)+app(/|$))',
              message:
                '功能区不引用 src/app：store 的 hooks 在 @/shared/store/hooks，其余共用的代码移到 src/shared',
            },
          ],
        },
      ],
    },
  };
});

/**
 * The mock's layers (issue 34, docs/decisions/0027-mock-by-area.md): the HTTP layer (the routers,
 * `*Routes.ts`, and the entry points) → rules → tables. Only the HTTP layer imports the router or a
 * router file; a refusal is a value of core/errors.ts and a request's context a type of
 * core/context.ts, which every layer uses. mock/core is below the areas and imports none of them.
 */
const MOCK_AREAS = fs
  .readdirSync(path.join(__dirname, 'mock'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['core', 'contract'].includes(entry.name))
  .map((entry) => entry.name);
const mockLayersPlugin = { rules: { imports: tseslint.plugin.rules['no-restricted-imports'] } };
const mockLayers = [
  {
    files: ['mock/**/*.ts'],
    ignores: [
      'mock/**/*Routes.ts',
      'mock/**/*.test.ts',
      'mock/core/router.ts',
      'mock/{app,mount,server,axiosAdapter,testing}.ts',
    ],
    plugins: { 'mock-layers': mockLayersPlugin },
    rules: {
      'mock-layers/imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(router|[A-Za-z]*Routes)$',
              allowTypeImports: true,
              message:
                'mock 的规则与数据表不引用路由层（core/router、*Routes.ts）：拒绝用 core/errors 的 fail，请求用 core/context（docs/decisions/0027-mock-by-area.md）',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mock/core/**/*.ts'],
    ignores: ['mock/core/**/*.test.ts'],
    plugins: { 'mock-core': mockLayersPlugin },
    rules: {
      'mock-core/imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${MOCK_AREAS.map(escapeRegex).join('|')})(/|$)`,
              allowTypeImports: true,
              message:
                'mock/core 不引用各业务区：共用的代码放在 core，组合放在 mock/app.ts、mock/db.ts（docs/decisions/0027-mock-by-area.md）',
            },
          ],
        },
      ],
    },
  },
];

module.exports = tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'e2e/artifacts/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { ignores: ['src/test/lintFixtures/'] },
  {
    // Type-aware promise rules (docs/decisions/0007-promise-lint.md): a promise is awaited, handled
    // or marked `void` on purpose, and never handed to a slot that ignores what it returns. Only
    // src/ and mock/: type information makes the whole lint run more than twice as long.
    files: ['{src,mock}/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: __dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      // antd warns of deprecated props only in development, which the browser stories (production
      // build) never see; its types mark them, so lint names them where they are written.
      '@typescript-eslint/no-deprecated': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Data is text: no raw HTML, no script URLs (ARCHITECTURE "Security habits").
      'no-script-url': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: '数据按文本显示，禁止 dangerouslySetInnerHTML',
        },
        { selector: 'Literal[value=/^\\s*javascript:/i]', message: '禁止 javascript: 链接' },
        {
          // A save that validates by hand leads to the first invalid field as a submit does.
          selector: "CallExpression[callee.property.name='validateFields'][arguments.length=0]",
          message: '整表校验用 validateLeading(form)（定位并聚焦第一个错误字段）',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch'],
              message: '请使用 @/shared/store/hooks 中的 useAppSelector / useAppDispatch',
            },
            {
              // The package's entry requires every icon: in each Jest file (about 0.2 s) and in the
              // development build, which does not tree-shake.
              name: '@ant-design/icons',
              message: '图标按文件引用，如 @ant-design/icons/PlusOutlined：包入口会载入全部图标',
            },
          ],
        },
      ],
    },
  },
  {
    // What the mock may import from src/ (docs/decisions/0005-mock-imports-from-src.md): pure shared
    // modules only; never the console's app, features, React, antd or request client.
    files: ['mock/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `/src/(?!shared/(${MOCK_MAY_IMPORT.join('|')})$)`,
              message:
                'mock 只能引用 src/shared 中的纯模块（docs/decisions/0005-mock-imports-from-src.md）',
            },
            {
              regex: '^(react|react-dom|antd|@ant-design/.*)$',
              message: 'mock 不引用控制台的运行时',
            },
          ],
        },
      ],
    },
  },
  {
    // The call contract is zod at run time: the console takes only its types, so zod never ships.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/contract/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/shared/contract|(\\.\\./)+(shared/)?contract|.*/shared/contract)(/.*)?$',
              allowTypeImports: true,
              message: '控制台只能以 import type 引用 src/shared/contract（zod 不进入打包）',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    ...testingLibrary.configs['flat/react'],
    ...jestDom.configs['flat/recommended'],
    plugins: { 'testing-library': testingLibrary, 'jest-dom': jestDom },
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      ...jestDom.configs['flat/recommended'].rules,
    },
  },
  {
    files: ['*.js', 'scripts/**/*.js', 'src/test/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // No import cycles (issue 28): in one, a module can run before what it imports has. A cycle
    // closed by an `import()` is allowed: that is how the console splits its code, the module
    // loaded later using the one that loads it (core/http.ts the session token of client.ts, the shell
    // the route table of AppRoutes.tsx), by which time both have run. See the rule's file.
    files: ['**/*.{ts,tsx}'],
    // Nothing imports a test file, so no cycle can pass through one: not walked from there.
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { imports: noImportCycle },
    rules: {
      'imports/no-cycle': ['error', { tsconfig: path.join(__dirname, 'tsconfig.json') }],
    },
  },
  ...featureBoundaries,
  ...mockLayers,
  {
    // The layers: src/shared is below src/app and the features. Tests may render the whole app.
    files: ['src/shared/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { boundaries: boundariesPlugin },
    rules: {
      'boundaries/imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/(app|features)|(\\.\\./)+(app|features))(/|$)',
              message:
                'src/shared 不引用 src/app 或 src/features：把所需代码移到 src/shared（docs/decisions/0006-module-boundaries.md）',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
