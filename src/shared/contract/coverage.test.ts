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

/** The endpoints of every file that injects some: each `url:` with the method of its call. */
function consoleEndpoints(): Endpoint[] {
  return sourceFiles(SRC)
    .map((file) => ({ file: path.relative(SRC, file), text: readFileSync(file, 'utf8') }))
    .filter(({ text }) => text.includes('injectEndpoints'))
    .flatMap(({ file, text }) =>
      text
        .split(/\burl: /)
        .slice(1)
        .flatMap((part): Endpoint[] => {
          const url = /^['`]([^'`]+)['`]/.exec(part)?.[1];
          if (!url) return [];
          const call = part.split(/\bbuild\.|\burl: /)[0];
          return [{ file, url, method: /method: 'post'/.test(call) ? 'POST' : 'GET' }];
        }),
    );
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
  const undeclared = endpoints.filter((endpoint) => !isDeclared(endpoint));
  process.stdout.write(
    `contract coverage: ${endpoints.length - undeclared.length} of ${endpoints.length} console endpoints declared, ${undeclared.length} not yet\n`,
  );
});
