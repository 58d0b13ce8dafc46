/**
 * `npm test`'s typecheck and lint over one TypeScript program (scripts/checks.sh). Run apart, `tsc`
 * and the type-aware lint each built the program of the same 2,800 files and checked the types the
 * rules ask about again: 94 s of CPU together, 66 s over one program (docs/testing.md, eleventh
 * pass). The diagnostics are `tsc --noEmit -p tsconfig.json`'s, the lint is `eslint .
 * --max-warnings 0` with that program handed to the type-aware rules (`parserOptions.programs`);
 * `npm run typecheck` and `npm run lint` stay for a run of one. Fails when either finds anything.
 */
import { ESLint } from 'eslint';
import ts from 'typescript';
import { runMain } from './runMain';

const TYPED_FILES = '{src,mock}/**/*.{ts,tsx}';

function program(): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile('tsconfig.json', undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error('tsconfig.json could not be read');
  return ts.createProgram({ rootNames: config.fileNames, options: config.options });
}

function typecheck(typed: ts.Program): boolean {
  const diagnostics = ts.getPreEmitDiagnostics(typed);
  const host: ts.FormatDiagnosticsHost = {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: ts.sys.getCurrentDirectory,
    getNewLine: () => ts.sys.newLine,
  };
  process.stdout.write(`> typecheck: ${diagnostics.length} diagnostics\n`);
  process.stdout.write(ts.formatDiagnostics(diagnostics, host));
  return diagnostics.length === 0;
}

async function lint(typed: ts.Program): Promise<boolean> {
  const eslint = new ESLint({
    overrideConfig: [
      {
        files: [TYPED_FILES],
        languageOptions: { parserOptions: { projectService: false, programs: [typed] } },
      },
    ],
  });
  const results = await eslint.lintFiles(['.']);
  const problems = results.reduce((sum, file) => sum + file.errorCount + file.warningCount, 0);
  process.stdout.write(`> lint: ${problems} problems\n`);
  process.stdout.write(await (await eslint.loadFormatter('stylish')).format(results));
  return problems === 0;
}

runMain('typecheckAndLint', async () => {
  const typed = program();
  const typesHold = typecheck(typed);
  const lintHolds = await lint(typed);
  return typesHold && lintHolds ? 0 : 1;
});
