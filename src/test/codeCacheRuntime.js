// @ts-check
/**
 * Jest's runtime, with V8's code cache kept per worker. Jest runs each test file in a module
 * world of its own, so every file compiles again the same ~2,300 modules a page story loads (the
 * mock, antd, React, the console): the same text, the same file. V8 compiles a function from its
 * cached data instead of parsing it again, and the data of a module compiled in one file's world
 * serves the next file's (docs/testing.md, eleventh pass: about 4% of a file's CPU).
 *
 * Jest compiles each module with `vm.compileFunction`, given the file's world as `parsingContext`;
 * those calls are the ones kept. A cache V8 refuses (another V8, other flags) is made again.
 */
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

/** @type {Map<string, { code: string; data: Buffer }>} the module's text and V8's data, by file */
const cache = new Map();
const compileFunction = vm.compileFunction;

/** @type {typeof vm.compileFunction} */
function cachedCompileFunction(code, params, options) {
  const file = options?.parsingContext ? options.filename : undefined;
  if (!file) return compileFunction(code, params, options);
  const kept = cache.get(file);
  if (kept?.code === code) {
    const compiled = compileFunction(code, params, { ...options, cachedData: kept.data });
    if (!compiled.cachedDataRejected) return compiled;
  }
  const compiled = compileFunction(code, params, { ...options, produceCachedData: true });
  // A copy made here: V8's buffer belongs to the file's world and would keep that world alive.
  if (compiled.cachedData) cache.set(file, { code, data: Buffer.from(compiled.cachedData) });
  return compiled;
}

vm.compileFunction = cachedCompileFunction;

module.exports = Runtime;
