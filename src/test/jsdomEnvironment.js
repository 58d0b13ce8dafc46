// @ts-check
/**
 * jsdom plus the Fetch API classes react-router's data routers build (Request, Response,
 * Headers). Node's own are used, with Node's AbortController, so a Request accepts the
 * router's abort signal. structuredClone too, as browsers have it (ESLint's API in the lint test needs it).
 * And Node's setImmediate: React's scheduler takes it when present. Without it the scheduler hops
 * through a MessageChannel (polyfilled with setTimeout 0, which Node holds for at least 1 ms) or
 * a setTimeout: an idle millisecond after every 5 ms slice of rendering, where a browser's
 * MessageChannel waits for nothing (four story files in band: 33.4 s wall before, 31.4 s after).
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'structuredClone',
  'setImmediate',
  'clearImmediate',
];

/**
 * The mock's seeded counselling tables, deserialized once per worker and lent to each of its test
 * files (mock/counselling/seedCache.ts): frozen plain data, which no file can change.
 */
const WORKER_SEEDS = new Map();

class JsdomWithFetch extends TestEnvironment {
  /** @param {ConstructorParameters<typeof TestEnvironment>} args */
  constructor(...args) {
    super(...args);
    for (const name of FROM_NODE) {
      Object.defineProperty(this.global, name, {
        value: /** @type {Record<string, unknown>} */ (globalThis)[name],
        configurable: true,
        writable: true,
      });
    }
    Object.defineProperty(this.global, '__workerSeeds', { value: WORKER_SEEDS });
  }
}

module.exports = JsdomWithFetch;
