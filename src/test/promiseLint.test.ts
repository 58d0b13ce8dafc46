import { ESLint } from 'eslint';
import { clearImmediate, setImmediate } from 'node:timers';
import { deserialize, serialize } from 'node:v8';

// Node globals ESLint and TypeScript use that Jest's jsdom environment leaves out.
Object.assign(globalThis, {
  setImmediate,
  clearImmediate,
  structuredClone: <T>(value: T) => deserialize(serialize(value)) as T,
});

// The project's own config, unchanged; only the fixture folder's ignore is lifted.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the config is CommonJS
const config = require('../../eslint.config.js') as ESLint.Options['overrideConfig'];

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
