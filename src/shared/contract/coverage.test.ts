/**
 * Which of the console's RTK Query endpoints are declared in src/shared/contract. Areas move one
 * at a time: an area with a declaration file must have every endpoint of its feature folder
 * declared; the rest are counted until they move too (then the count must be 0).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CALLS } from '.';

const SRC = path.resolve(__dirname, '../..');
const CONTRACT_DIR = __dirname;

interface Endpoint {
  file: string;
  method: 'GET' | 'POST';
  url: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const API_PATH = String.raw`['\`](\/(?:api|web|server-platform)\/[^'\`]*)['\`]`;
/** `url: '…'` of an RTK Query endpoint or a request config, with the method of its call. */
const CONFIG_URL = new RegExp(String.raw`\burl:\s*${API_PATH}`, 'g');
/** The client's helpers, called with the path first: `post<…>('…'`, `downloadFile('…'`. */
const HELPER_CALL = new RegExp(
  String.raw`\b(get|getPage|post|upload|downloadFile|fetchFile)\s*(?:<[^()]*>)?\(\s*${API_PATH}`,
  'g',
);
const POST_HELPERS = new Set(['post', 'upload']);

/**
 * Every call the console makes, found in its source: a path built from a template (`${…}`) is
 * kept as written, so it can never match a declaration and must be written out instead.
 */
function consoleEndpoints(): Endpoint[] {
  return sourceFiles(SRC)
    .filter((file) => !file.startsWith(CONTRACT_DIR))
    .flatMap((full) => {
      const file = path.relative(SRC, full);
      const text = readFileSync(full, 'utf8');
      const configs = [...text.matchAll(CONFIG_URL)].map((match): Endpoint => {
        const rest = text.slice((match.index ?? 0) + match[0].length);
        const call = rest.split(/\bbuild\.|\burl:/)[0];
        return { file, url: match[1], method: /method: 'post'/.test(call) ? 'POST' : 'GET' };
      });
      const helpers = [...text.matchAll(HELPER_CALL)].map((match): Endpoint => ({
        file,
        url: match[2],
        method: POST_HELPERS.has(match[1]) ? 'POST' : 'GET',
      }));
      return [...configs, ...helpers];
    });
}

const declared = new Set(Object.values(CALLS).map((c) => `${c.method} ${c.path}`));
const endpoints = consoleEndpoints();
const isDeclared = (endpoint: Endpoint) => declared.has(`${endpoint.method} ${endpoint.url}`);

/** Feature folders whose area has a declaration file (src/features/tag ↔ contract/tag.ts). */
const migratedFolders = readdirSync(CONTRACT_DIR)
  .filter((name) => /^[a-z-]+\.ts$/.test(name))
  .map((name) => `features/${name.replace(/\.ts$/, '')}/`);

test('the scan finds the console endpoints', () => {
  expect(endpoints.length).toBeGreaterThanOrEqual(50);
  expect(endpoints).toContainEqual({
    file: 'features/tag/api.ts',
    method: 'POST',
    url: '/api/tag/save',
  });
});

test('every endpoint of a migrated area is declared; the others are counted', () => {
  const missing = endpoints.filter(
    (endpoint) =>
      migratedFolders.some((folder) => endpoint.file.startsWith(folder)) && !isDeclared(endpoint),
  );
  expect(missing).toEqual([]);
  const calls = new Set(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.url}`));
  const undeclared = [...calls].filter((key) => !declared.has(key));
  process.stdout.write(
    `contract coverage: ${calls.size - undeclared.length} of ${calls.size} console calls declared, ${undeclared.length} not yet\n`,
  );
  if (process.env.CONTRACT_COVERAGE_LIST) process.stdout.write(`${undeclared.sort().join('\n')}\n`);
});
