import type { Linter } from 'eslint';
import { clearImmediate, setImmediate } from 'node:timers';

// Node timers ESLint and TypeScript use that Jest's jsdom environment leaves out (not given to
// every test: React's scheduler would take setImmediate over MessageChannel). structuredClone
// comes from src/test/jsdomEnvironment.js.
Object.assign(globalThis, { setImmediate, clearImmediate });

/**
 * The project's lint config as loaded: Jest's module sandbox cannot run ESLint's own dynamic
 * import of it, so tests hand it over with `overrideConfigFile: true`.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the config is CommonJS
export const projectLintConfig = require('../../eslint.config.js') as Linter.Config[];
