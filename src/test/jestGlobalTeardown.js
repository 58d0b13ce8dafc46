// @ts-check
/** Removes the run's seed directory (jestGlobalSetup.js). */
const { rmSync } = require('node:fs');

module.exports = function jestGlobalTeardown() {
  const dir = process.env.MOCK_SEED_CACHE_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
};
