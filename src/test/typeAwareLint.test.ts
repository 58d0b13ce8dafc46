import { ESLint } from 'eslint';
import { projectLintConfig as config } from './eslintUnderJest';

// The project's own config, unchanged; only the fixture folder's ignore is lifted. Each fixture
// breaks a type-aware rule on purpose (decisions/0007).

const FIXTURES = ['floatingPromise.ts', 'deprecatedApi.ts'];
let results: Map<string, string[]>;

// Both fixtures in one run: the type-aware rules build their TypeScript program once.
beforeAll(async () => {
  // overrideConfigFile: the config is passed in, since ESLint's own loader imports it as an ES module.
  const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: config, ignore: false });
  const linted = await eslint.lintFiles(
    FIXTURES.map((name) => `${__dirname}/lintFixtures/${name}`),
  );
  results = new Map(
    linted.map((result) => [
      result.filePath.split('/').at(-1) ?? '',
      result.messages.map(({ ruleId, line }) => `${ruleId}:${line}`),
    ]),
  );
});

const findings = (fixture: string) => results.get(fixture);

it('reports a floating promise and a promise handed to a void slot under src/', async () => {
  expect(findings('floatingPromise.ts')).toEqual([
    '@typescript-eslint/no-floating-promises:6',
    '@typescript-eslint/no-misused-promises:9',
  ]);
});

it('reports the use of a deprecated API (antd marks its deprecated props so)', async () => {
  expect(findings('deprecatedApi.ts')).toEqual(['@typescript-eslint/no-deprecated:6']);
});
