// @ts-check
/**
 * Jest's own order, except for the contract shards when Jest has no timings yet (a fresh clone,
 * as in CI). Without timings Jest runs the biggest files first; the shards are three-line files
 * that run the longest suites (mock/contract/contractSuite.ts), so they came last and the longest
 * one ran alone on one core at the end. Untimed, they go first; once timed, Jest's order stands.
 */
const Sequencer = require('@jest/test-sequencer').default;

const CONTRACT_SHARD = /[\\/]mock[\\/]contract[\\/]contract\.[^\\/]+\.test\.ts$/;

class ContractShardsFirst extends Sequencer {
  /** @param {import('@jest/test-result').Test[]} tests */
  sort(tests) {
    const sorted = /** @type {import('@jest/test-result').Test[]} */ (super.sort(tests));
    /** @param {import('@jest/test-result').Test} test */
    const untimedShard = (test) => test.duration == null && CONTRACT_SHARD.test(test.path);
    return [...sorted.filter(untimedShard), ...sorted.filter((test) => !untimedShard(test))];
  }
}

module.exports = ContractShardsFirst;
