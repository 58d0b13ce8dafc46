// @ts-check
/**
 * The lint rule against import cycles (issue 28; eslint.config.js names the files it covers). In a
 * cycle, a module can run before what it imports has. import-x/no-cycle did this before and took
 * about 30 s of lint's CPU (a quarter of it): it parsed every imported module again with the
 * TypeScript-ESLint parser. This reads a module's imports with TypeScript's own parser and resolves
 * them as tsconfig.json does (the `@/` paths included), once per module and lint run.
 *
 * What counts is what runs: an import or re-export of values. A type-only one (`import type`,
 * or every name in it marked `type`) is left out, as are `import()` (how the console splits its
 * code: the module loaded later may use the one that loads it, by which time both have run),
 * packages, and declaration files.
 */
const fs = require('fs');
const path = require('path');
const ts = require('typescript');

const CODE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
/** How long a module's imports read from disk are trusted before its mtime is looked at again. */
const FRESH_MS = 5000;

/** @param {ts.ImportDeclaration | ts.ExportDeclaration} node */
function runsAtImport(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return true;
    if (clause.isTypeOnly) return false;
    if (clause.name || !clause.namedBindings) return true;
    if (ts.isNamespaceImport(clause.namedBindings)) return true;
    const names = clause.namedBindings.elements;
    return names.length === 0 || names.some((name) => !name.isTypeOnly);
  }
  if (node.isTypeOnly) return false;
  const clause = node.exportClause;
  if (!clause || !ts.isNamedExports(clause)) return true;
  return clause.elements.length === 0 || clause.elements.some((name) => !name.isTypeOnly);
}

/**
 * The value imports of one module's text, each with where its specifier is written.
 * @param {string} file
 * @param {string} text
 * @returns {Array<{ specifier: string, start: number, end: number }>}
 */
function valueImports(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const written = statement.moduleSpecifier;
    if (!written || !ts.isStringLiteral(written) || !runsAtImport(statement)) continue;
    found.push({ specifier: written.text, start: written.getStart(source), end: written.end });
  }
  return found;
}

/** The project's modules and their value imports, read as lint asks for them. */
class ImportGraph {
  /** @param {string} tsconfig */
  constructor(tsconfig) {
    const parsed = ts.getParsedCommandLineOfConfigFile(tsconfig, undefined, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    });
    if (!parsed) throw new Error(`${tsconfig} could not be read`);
    this.options = parsed.options;
    this.resolutions = ts.createModuleResolutionCache(path.dirname(tsconfig), (name) => name, {
      ...this.options,
    });
    /** @type {Map<string, { imports: string[], mtimeMs: number, checkedAt: number }>} */
    this.modules = new Map();
  }

  /**
   * The project module a specifier names from `file`, or undefined for a package, a declaration
   * file or what does not resolve (tsc reports that).
   * @param {string} specifier
   * @param {string} file
   */
  resolve(specifier, file) {
    const { resolvedModule } = ts.resolveModuleName(
      specifier,
      file,
      this.options,
      ts.sys,
      this.resolutions,
    );
    if (!resolvedModule || resolvedModule.isExternalLibraryImport) return undefined;
    const target = path.resolve(resolvedModule.resolvedFileName);
    return CODE.test(target) && !target.endsWith('.d.ts') ? target : undefined;
  }

  /**
   * The modules `file`, as on disk, imports values from.
   * @param {string} file
   * @returns {string[]}
   */
  importsOf(file) {
    const now = Date.now();
    const known = this.modules.get(file);
    if (known && now - known.checkedAt < FRESH_MS) return known.imports;
    let mtimeMs;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return [];
    }
    if (known && known.mtimeMs === mtimeMs) {
      known.checkedAt = now;
      return known.imports;
    }
    const imports = valueImports(file, fs.readFileSync(file, 'utf8')).flatMap(({ specifier }) => {
      const target = this.resolve(specifier, file);
      return target ? [target] : [];
    });
    this.modules.set(file, { imports, mtimeMs, checkedAt: now });
    return imports;
  }

  /**
   * A chain of value imports from `from` back to `to`, or undefined when there is none.
   * @param {string} from
   * @param {string} to
   * @returns {string[] | undefined}
   */
  pathBetween(from, to) {
    /** @type {Map<string, string | null>} */
    const cameFrom = new Map([[from, null]]);
    const stack = [from];
    while (stack.length > 0) {
      const file = /** @type {string} */ (stack.pop());
      for (const next of this.importsOf(file)) {
        if (cameFrom.has(next)) continue;
        cameFrom.set(next, file);
        if (next === to) {
          const chain = [to];
          for (let at = file; at !== null; at = /** @type {string | null} */ (cameFrom.get(at))) {
            chain.unshift(at);
          }
          return chain;
        }
        stack.push(next);
      }
    }
    return undefined;
  }
}

/** @type {Map<string, ImportGraph>} */
const graphs = new Map();

/** @type {import('eslint').Rule.RuleModule} */
const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import of values that closes a cycle of such imports' },
    schema: [
      {
        type: 'object',
        properties: { tsconfig: { type: 'string' } },
        required: ['tsconfig'],
        additionalProperties: false,
      },
    ],
    messages: { cycle: 'Dependency cycle detected: {{chain}}' },
  },
  create(context) {
    const { tsconfig } = context.options[0];
    let graph = graphs.get(tsconfig);
    if (!graph) {
      graph = new ImportGraph(tsconfig);
      graphs.set(tsconfig, graph);
    }
    const known = graph;
    const file = path.resolve(context.filename);
    const { sourceCode } = context;
    return {
      Program() {
        // The module as linted, which may not be what is on disk yet (an editor, a test).
        for (const { specifier, start, end } of valueImports(file, sourceCode.text)) {
          const target = known.resolve(specifier, file);
          if (!target || target === file) continue;
          const back = known.pathBetween(target, file);
          if (!back) continue;
          const chain = [file, ...back].map((at) => path.relative(context.cwd, at)).join(' → ');
          context.report({
            loc: { start: sourceCode.getLocFromIndex(start), end: sourceCode.getLocFromIndex(end) },
            messageId: 'cycle',
            data: { chain },
          });
        }
      },
    };
  },
};

module.exports = { rules: { 'no-cycle': noImportCycle } };
