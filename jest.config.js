/** Unit, component and mock tests. Browser tests live in e2e/ and run with `npm run e2e`. */

// The console's users, and the browser stories' Chromium (e2e/harness.ts, timezoneId), are in
// China's time zone, as the mock's calendar is (cstDate): Jest reads dates there too. In UTC, a
// run between 16:00 and 24:00 saw the console's "tomorrow" as the mock's today (a consent version
// due tomorrow shown in force, a month's results counted in the next). Set before the workers
// start, so they inherit it.
process.env.TZ = 'Asia/Shanghai';

/** TypeScript and JSX for Node (CommonJS), as .babelrc's test env did. */
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    target: 'es2023',
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

module.exports = {
  testEnvironment: '<rootDir>/src/test/jsdomEnvironment.js',
  roots: ['<rootDir>/src', '<rootDir>/mock'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.css$': '<rootDir>/src/test/styleStub.ts',
    // @ant-design/icons' CommonJS build requires the colors package's ES build; use its CommonJS twin.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    // The same for a component taken from its own antd module (the login page's Input): the
    // CommonJS twin is the very module `antd` itself loads under Jest.
    '^antd/es/(.*)$': 'antd/lib/$1',
    // @rc-component/util's useControlledState is our own, as in webpack.config.js (the package's
    // index asks for it as ./hooks/useControlledState; nothing else has a module of that name).
    '^(\\./hooks|@rc-component/util/(es|lib)/hooks)/useControlledState$':
      '<rootDir>/src/shared/antdOverrides/useControlledState.ts',
  },
  // SWC compiles sources and tests (about twice as fast as Babel cold; issue 28). Babel stays
  // for the production build (.babelrc). ECharts and zrender ship ES modules only: compiled too.
  transform: {
    '/node_modules/(echarts|zrender)/.+\\.js$': [
      '@swc/jest',
      { ...swcOptions, jsc: { ...swcOptions.jsc, parser: { syntax: 'ecmascript' } } },
    ],
    '\\.[jt]sx?$': ['@swc/jest', swcOptions],
  },
  transformIgnorePatterns: ['/node_modules/(?!(echarts|zrender)/)'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
  // Jest's runtime with V8's code cache kept per worker: see the file.
  runtime: '<rootDir>/src/test/codeCacheRuntime.js',
  // The contract shards first when Jest has no timings (CI's fresh clone): see the file.
  testSequencer: '<rootDir>/src/test/testSequencer.js',
  // What a change relates to, for `npm run test:changed` (--changedSince): see the file.
  dependencyExtractor: '<rootDir>/src/test/relatedTests.js',
  // A directory per run where the mock's counselling seed is shared between test files.
  globalSetup: '<rootDir>/src/test/jestGlobalSetup.js',
  globalTeardown: '<rootDir>/src/test/jestGlobalTeardown.js',
  globals: {
    __API_BASE_URL__: '',
    __SIGN_SUFFIX__: 'xinli-dev-sign-suffix',
    __BASIC_AUTH__: 'console:console-dev',
  },
  // The one limit for every test (no file sets its own): the slowest test takes about 9 s on the
  // 2-core machine and about twice that on a busy CI one; a hung test fails here instead of
  // holding the run. Testing Library's waits have theirs in src/test/setupTests.ts.
  testTimeout: 120_000,
  // Both cores: Jest's default (cores - 1) runs one suite at a time on the 2-core CI machine.
  maxWorkers: 2,
  // A worker is started again after a file that leaves it above 1.5 GB. Without this each ended a
  // whole run at 4.1-4.6 GB, so it took 1.2-2.3 s to exit (every run printed Jest's "A worker
  // process has failed to exit gracefully … tests leaking", with no handle left), and a whole run
  // took 601 s of user CPU and 327 s; with it 512 s and 278 s (docs/testing.md, twenty-second
  // pass). Since the code cache no longer keeps each file's world, the heap is garbage not yet
  // collected, and the limit still pays: 574 s and 311 s without it, 514-520 s and 280-282 s with
  // it; capping V8's old space instead is slower still (twenty-third pass).
  workerIdleMemoryLimit: '1500MB',
};
