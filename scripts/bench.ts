/**
 * Budgets of docs/ARCHITECTURE ("Budgets"), measured on the production build in dist/.
 * Run with `npm run bench` (builds first). Exits 1 when any measurement is over its budget.
 *
 * Each measurement is a function over a shared browser session; add later ones (the paged
 * table's long tasks, the 10,000-row export) to MEASUREMENTS.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { DIST_DIR, setup } from '../e2e/harness';
import type { E2ESession } from '../e2e/harness';

interface MeasurementResult {
  ok: boolean;
  /** Lines printed under the measurement's title. */
  lines: string[];
}

interface Measurement {
  title: string;
  run(session: E2ESession): Promise<MeasurementResult>;
}

const KB = 1024;

function formatBytes(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

function gzipSize(content: Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

function table(headers: string[], rows: string[][], alignRight: boolean[]): string[] {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => row[column].length)),
  );
  const format = (row: string[]) =>
    row
      .map((cell, column) =>
        alignRight[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd();
  return [
    format(headers),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(format),
  ];
}

// ---------------------------------------------------------------------------------------------
// Login page first load: JavaScript and CSS after gzip -9, at most 250 KB

const LOGIN_BUDGET_BYTES = 250 * KB;

interface Asset {
  file: string;
  raw: number;
  gzip: number;
  /** index.html names it, the browser loaded it for /login, or both. */
  source: Set<'index.html' | 'loaded'>;
}

function distFileOf(urlPath: string): string | undefined {
  const relative = decodeURIComponent(urlPath.split(/[?#]/)[0]).replace(/^\/+/, '');
  if (!relative || relative.includes('..')) return undefined;
  const file = path.join(DIST_DIR, relative);
  return existsSync(file) ? file : undefined;
}

/** Scripts, stylesheets and preloaded scripts named by dist/index.html, and its inline code. */
function initialAssets(html: string): Array<{ name: string; content: Buffer }> {
  const found: Array<{ name: string; content: Buffer }> = [];
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
      .exec(tag)
      ?.slice(1)
      .find((value) => value !== undefined);
  const addFile = (reference: string | undefined) => {
    if (!reference || /^(https?:)?\/\//.test(reference)) return;
    const file = distFileOf(new URL(reference, 'http://dist/').pathname);
    if (!file) throw new Error(`dist/index.html names ${reference}, which is not in dist/`);
    found.push({ name: path.relative(DIST_DIR, file), content: readFileSync(file) });
  };

  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attribute(match[1], 'src');
    if (src) addFile(src);
    else if (match[2].trim())
      found.push({ name: 'index.html <script> (inline)', content: Buffer.from(match[2]) });
  }
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(match[0], 'rel') ?? '').toLowerCase();
    const as = (attribute(match[0], 'as') ?? '').toLowerCase();
    if (
      rel === 'stylesheet' ||
      rel === 'modulepreload' ||
      (rel === 'preload' && (as === 'script' || as === 'style'))
    ) {
      addFile(attribute(match[0], 'href'));
    }
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    if (match[1].trim())
      found.push({ name: 'index.html <style> (inline)', content: Buffer.from(match[1]) });
  }
  return found;
}

function isCodeResponse(response: Response): boolean {
  const type = response.request().resourceType();
  if (type === 'script' || type === 'stylesheet') return true;
  const contentType = response.headers()['content-type'] ?? '';
  return /javascript|text\/css/.test(contentType);
}

const loginFirstLoad: Measurement = {
  title: 'Login page first load (JS + CSS, gzip -9)',
  async run({ page }) {
    const assets = new Map<string, Asset>();
    const add = (file: string, content: Buffer, source: 'index.html' | 'loaded') => {
      const known = assets.get(file);
      if (known) known.source.add(source);
      else
        assets.set(file, {
          file,
          raw: content.length,
          gzip: gzipSize(content),
          source: new Set([source]),
        });
    };

    for (const { name, content } of initialAssets(
      readFileSync(path.join(DIST_DIR, 'index.html'), 'utf8'),
    )) {
      add(name, content, 'index.html');
    }

    const responses: Response[] = [];
    page.on('response', (response) => {
      if (isCodeResponse(response)) responses.push(response);
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /登\s*录/ })
      .waitFor({ state: 'visible' })
      .catch(() => {
        throw new Error(`/login shows no 登录 button (page at ${page.url()})`);
      });
    await page.waitForLoadState('networkidle');

    for (const response of responses) {
      const url = new URL(response.url());
      const file = distFileOf(url.pathname);
      if (file) add(path.relative(DIST_DIR, file), readFileSync(file), 'loaded');
      else add(url.href, await response.body(), 'loaded');
    }

    const sorted = [...assets.values()].sort((a, b) => b.gzip - a.gzip);
    const total = sorted.reduce(
      (sum, asset) => ({ raw: sum.raw + asset.raw, gzip: sum.gzip + asset.gzip }),
      {
        raw: 0,
        gzip: 0,
      },
    );
    const ok = total.gzip <= LOGIN_BUDGET_BYTES;
    const rows = sorted.map((asset) => [
      asset.file,
      formatBytes(asset.raw),
      formatBytes(asset.gzip),
      [...asset.source].join(' + '),
    ]);
    rows.push(['total', formatBytes(total.raw), formatBytes(total.gzip), '']);
    return {
      ok,
      lines: [
        ...table(['file', 'raw', 'gzip', 'named by'], rows, [false, true, true, false]),
        '',
        `${ok ? 'within' : 'OVER'} budget: ${formatBytes(total.gzip)} (${total.gzip} bytes) of ` +
          `${formatBytes(LOGIN_BUDGET_BYTES)} (${LOGIN_BUDGET_BYTES} bytes)`,
      ],
    };
  },
};

// ---------------------------------------------------------------------------------------------

const MEASUREMENTS: Measurement[] = [loginFirstLoad];

async function main(): Promise<number> {
  const session = await setup();
  let failed = 0;
  try {
    for (const measurement of MEASUREMENTS) {
      process.stdout.write(`\n== ${measurement.title}\n`);
      await session.reset();
      try {
        const result = await measurement.run(session);
        process.stdout.write(result.lines.join('\n') + '\n');
        if (!result.ok) failed += 1;
      } catch (error) {
        failed += 1;
        process.stdout.write(`could not measure: ${(error as Error).message}\n`);
      }
    }
  } finally {
    await session.close();
  }
  process.stdout.write(
    `\n${failed === 0 ? 'bench: all budgets met' : `bench: ${failed} budget(s) not met`}\n`,
  );
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`bench: ${(error as Error).stack ?? String(error)}\n`);
    process.exitCode = 1;
  },
);
