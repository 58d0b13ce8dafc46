/** Unit, component and mock tests. Browser tests live in e2e/ and run with `npm run e2e`. */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/mock'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.css$': '<rootDir>/src/test/styleStub.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
  globals: {
    __API_BASE_URL__: '',
    __SIGN_SUFFIX__: 'xinli-dev-sign-suffix',
    __BASIC_AUTH__: 'console:console-dev',
  },
  testTimeout: 20000,
};
