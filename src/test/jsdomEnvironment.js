// @ts-check
/**
 * jsdom plus the Fetch API classes react-router's data routers build (Request, Response,
 * Headers). Node's own are used, with Node's AbortController, so a Request accepts the
 * router's abort signal. structuredClone too, as browsers have it (ESLint's API in the lint test needs it).
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'structuredClone'];

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
  }
}

module.exports = JsdomWithFetch;
