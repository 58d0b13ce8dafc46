// @ts-check
/**
 * Once per Jest run: a directory where the first test file to seed the mock's counselling tables
 * leaves them for the others (mock/counselling/seedCache.ts), and the run's start, for the
 * run time jestGlobalTeardown.js records. Workers start after this and inherit the variables.
 */
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

module.exports = function jestGlobalSetup() {
  process.env.MOCK_SEED_CACHE_DIR = mkdtempSync(join(tmpdir(), 'xinli-seed-'));
  process.env.JEST_RUN_STARTED_MS = String(Date.now());
};
