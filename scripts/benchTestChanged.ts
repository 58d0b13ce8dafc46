/**
 * Issue 28's quick run: `npm run test:changed` after a one-line change in a feature's page, timed
 * against its 60 s. Run only when named (`npx tsx scripts/bench.ts test:changed`): under
 * `.ci/run` it would add its own minute to the run it measures, and a fresh clone has none of
 * the typecheck cache a working copy has. The page gets a comment line at its end and is written
 * back byte for byte (its times too, so `npm run e2e` does not build again for it).
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../e2e/harness';
import type { Measurement } from './benchKit';

const CHANGED_FILE = 'src/features/banner/BannerListPage.tsx';
const BUDGET_S = 60;
const TYPECHECK_CACHE = path.join(ROOT, 'node_modules/.cache/tsc/tsbuildinfo');

const execFileAsync = promisify(execFile);

/** What test:changed printed about the files it found and the tests Jest ran. */
function summary(output: string): { files: number; suites: string; tests: string } {
  return {
    files: Number(/test:changed: (\d+) file\(s\) differ/.exec(output)?.[1] ?? 0),
    suites: /Test Suites:\s+([^\n]+)/.exec(output)?.[1] ?? 'none',
    tests: /Tests:\s+([^\n]+)/.exec(output)?.[1] ?? 'none',
  };
}

export const testChanged: Measurement = {
  title: `npm run test:changed after a one-line change in 轮播图 (${CHANGED_FILE})`,
  onlyWhenNamed: true,
  async run() {
    const file = path.join(ROOT, CHANGED_FILE);
    const { stdout: own } = await execFileAsync(
      'git',
      ['status', '--porcelain', '--', CHANGED_FILE],
      {
        cwd: ROOT,
      },
    );
    if (own.trim()) {
      return { ok: false, lines: [`not measured: ${CHANGED_FILE} has changes of its own`] };
    }
    const cached = existsSync(TYPECHECK_CACHE);
    const original = readFileSync(file);
    const { atime, mtime } = statSync(file);
    writeFileSync(file, Buffer.concat([original, Buffer.from('// changed by the bench\n')]));
    const started = performance.now();
    let output: string;
    let passed = true;
    try {
      // Against HEAD: the change is the one line, unless the working copy holds others (printed).
      const done = await execFileAsync('npm', ['run', '-s', 'test:changed', '--', 'HEAD'], {
        cwd: ROOT,
        maxBuffer: 64 * 1024 * 1024,
      });
      output = done.stdout + done.stderr;
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      output = `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
      passed = false;
    } finally {
      writeFileSync(file, original);
      utimesSync(file, atime, mtime);
    }
    const seconds = (performance.now() - started) / 1000;
    const { files, suites, tests } = summary(output);
    const within = seconds <= BUDGET_S;
    return {
      // Printed, not enforced, like the other run times: they swing with the machine's load.
      ok: passed,
      lines: [
        `${files} file(s) changed against HEAD${files === 1 ? '' : ' (the working copy holds other changes)'}; ` +
          `the typecheck's cache ${cached ? 'present' : 'absent (a first run builds it)'}`,
        `Jest: suites ${suites}; tests ${tests}`,
        `${within ? 'within' : 'OVER'} budget (printed, not enforced): ${seconds.toFixed(1)} s of ${BUDGET_S} s`,
        ...(passed ? [] : ['test:changed failed:', ...output.trim().split('\n').slice(-20)]),
      ],
    };
  },
};
