/** Unit, component and mock tests. Browser tests live in e2e/ and run with `npm run e2e`. */
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
  },
  // ECharts and zrender ship ES modules only: compile them for Jest (the project's .babelrc does
  // not reach into node_modules).
  transform: {
    '/node_modules/(echarts|zrender)/.+\\.js$': [
      'babel-jest',
      {
        babelrc: false,
        configFile: false,
        presets: [['@babel/preset-env', { targets: { node: 'current' } }]],
      },
    ],
    '\\.[jt]sx?$': 'babel-jest',
  },
  transformIgnorePatterns: ['/node_modules/(?!(echarts|zrender)/)'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
  // The contract shards first when Jest has no timings (CI's fresh clone): see the file.
  testSequencer: '<rootDir>/src/test/testSequencer.js',
  // A directory per run where the mock's counselling seed is shared between test files.
  globalSetup: '<rootDir>/src/test/jestGlobalSetup.js',
  globalTeardown: '<rootDir>/src/test/jestGlobalTeardown.js',
  globals: {
    __API_BASE_URL__: '',
    __SIGN_SUFFIX__: 'xinli-dev-sign-suffix',
    __BASIC_AUTH__: 'console:console-dev',
  },
  // Generous: user-story tests type and click through antd on a 2-core machine; no test asserts time.
  testTimeout: 60000,
  // Both cores: Jest's default (cores - 1) runs one suite at a time on the 2-core CI machine.
  maxWorkers: 2,
};
