/**
 * `npx knip`: unused files, exports and dependencies (a step of `npm test`, scripts/checks.sh).
 * Knip's own plugins read webpack.config.js (src/index.tsx and the mock it mounts), jest.config.js
 * (every *.test.ts(x), so an export a test imports is used, and the environment, setup, sequencer
 * and global setup files), eslint.config.js, .babelrc and package.json's scripts (mock/server.ts,
 * scripts/bench.ts, scripts/contract.ts). The entries below are what nothing of that names.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // Run by hand with `npx tsx` (scripts/seedTime.ts, scripts/devFirstVisits.ts) or by a script.
    'scripts/*.ts',
    // The floors of issue 32, built by scripts/benchFloor.ts as webpack entries.
    'scripts/floors/*.tsx',
    // The browser stories: `node --test` in scripts/e2e.sh, which knip does not read.
    'e2e/*.e2e.ts',
    // Writes regionTree.json after an upgrade of china-area-data (docs/regions.md).
    'src/shared/regions/generateRegionTree.ts',
    // jest.config.js's dependencyExtractor (what test:changed relates a change to), which knip's
    // Jest plugin does not read.
    'src/test/relatedTests.js',
  ],
  project: ['src/**/*.{ts,tsx,js}', 'mock/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.ts', '*.{js,ts}'],
  // typeAwareLint.test.ts hands these to ESLint by path; nothing imports them.
  ignoreFiles: ['src/test/lintFixtures/**'],
  ignoreDependencies: [
    // Files of these packages are read by path through createRequire().resolve, which knip does
    // not follow: the PDF report's font (mock/core/pdf/reportPdf.ts) and axe's script (e2e/axeCheck.ts).
    '@fontsource/noto-sans-sc',
    'axe-core',
    // src/test/imageCropUnderJest.ts mocks antd-img-crop's own copy by name; listing it here
    // could install a second copy, one the mock would not reach.
    'react-easy-crop',
    // Called by name in scripts/checks.sh (the OpenAPI document in tools nobody here wrote), a
    // shell script knip does not read.
    '@redocly/cli',
    'openapi-typescript',
  ],
};

export default config;
