// @ts-check
/**
 * Removes the run's seed directory (jestGlobalSetup.js). Under `bash .ci/run` (CI_TIMINGS_FILE
 * set) it also records how long Jest's tests ran, which the bench prints beside `npm test`.
 */
const { appendFileSync, rmSync } = require('node:fs');

module.exports = function jestGlobalTeardown() {
  const dir = process.env.MOCK_SEED_CACHE_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
  const timings = process.env.CI_TIMINGS_FILE;
  const started = Number(process.env.JEST_RUN_STARTED_MS);
  if (timings && started > 0)
    appendFileSync(timings, `jest=${Math.round((Date.now() - started) / 1000)}\n`);
};
