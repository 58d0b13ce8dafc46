import { ESLint } from 'eslint';
import { projectLintConfig as config } from './eslintUnderJest';

// The project's own config, unchanged; only the fixture folder's ignore is lifted.

const FIXTURE = `${__dirname}/lintFixtures/floatingPromise.ts`;

it('reports a floating promise and a promise handed to a void slot under src/', async () => {
  // overrideConfigFile: the config is passed in, since ESLint's own loader imports it as an ES module.
  const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: config, ignore: false });
  const [result] = await eslint.lintFiles([FIXTURE]);
  const found = result.messages.map(({ ruleId, line }) => `${ruleId}:${line}`);
  expect(found).toEqual([
    '@typescript-eslint/no-floating-promises:6',
    '@typescript-eslint/no-misused-promises:9',
  ]);
});
