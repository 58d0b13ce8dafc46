import { ESLint } from 'eslint';
import { projectLintConfig as config } from './eslintUnderJest';

// The project's own config, unchanged; only the fixture folder's ignore is lifted. Each fixture
// breaks a type-aware rule on purpose (decisions/0007).

async function findings(fixture: string): Promise<string[]> {
  // overrideConfigFile: the config is passed in, since ESLint's own loader imports it as an ES module.
  const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: config, ignore: false });
  const [result] = await eslint.lintFiles([`${__dirname}/lintFixtures/${fixture}`]);
  return result.messages.map(({ ruleId, line }) => `${ruleId}:${line}`);
}

it('reports a floating promise and a promise handed to a void slot under src/', async () => {
  expect(await findings('floatingPromise.ts')).toEqual([
    '@typescript-eslint/no-floating-promises:6',
    '@typescript-eslint/no-misused-promises:9',
  ]);
});

it('reports the use of a deprecated API (antd marks its deprecated props so)', async () => {
  expect(await findings('deprecatedApi.ts')).toEqual(['@typescript-eslint/no-deprecated:6']);
});
