// @ts-check
/**
 * Once per Jest run: a directory where the first test file to seed the mock's counselling tables
 * leaves them for the others (mock/db/counselling/seedCache.ts). Workers start after this and
 * inherit the variable; jestGlobalTeardown.js removes the directory.
 */
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

module.exports = function jestGlobalSetup() {
  process.env.MOCK_SEED_CACHE_DIR = mkdtempSync(join(tmpdir(), 'xinli-seed-'));
};
