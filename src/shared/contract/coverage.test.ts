/**
 * Every call the console makes is declared in src/shared/contract, so the OpenAPI document
 * (generated from the declarations) lists it: found in the source, compared, printed.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CALLS } from '.';

const SRC = path.resolve(__dirname, '../..');
const CONTRACT_DIR = __dirname;

interface Endpoint {
  file: string;
  /** ANY: a path written outside a call (a table of paths), which either method may take. */
  method: 'GET' | 'POST' | 'ANY';
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
/** Any API path written in the source. */
const ANY_PATH = new RegExp(API_PATH, 'g');
/** A url put together at run time (`${BASE}/page`): the scan cannot read it, so it is refused. */
const BUILT_URL = new RegExp(
  String.raw`(?:\burl:|\b(?:get|getPage|post|upload|downloadFile|fetchFile)\s*(?:<[^()]*>)?\()\s*(\`\$\{[^\`]*\`)`,
  'g',
);

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
      const inCalls = new Set([...configs, ...helpers].map((endpoint) => endpoint.url));
      const written = [...text.matchAll(ANY_PATH)]
        .filter((match) => !inCalls.has(match[1]))
        .map((match): Endpoint => ({ file, url: match[1], method: 'ANY' }));
      const built = [...text.matchAll(BUILT_URL)].map((match): Endpoint => ({
        file,
        url: `built at run time: ${match[1].trim()}`,
        method: 'ANY',
      }));
      return [...configs, ...helpers, ...written, ...built];
    });
}

const declared = new Set(
  Object.values(CALLS).flatMap((c) => [`${c.method} ${c.path}`, `ANY ${c.path}`]),
);
const endpoints = consoleEndpoints();
test('the scan finds the console endpoints', () => {
  expect(endpoints.length).toBeGreaterThanOrEqual(50);
  expect(endpoints).toContainEqual({
    file: 'features/tag/api.ts',
    method: 'POST',
    url: '/api/tag/save',
  });
});

test('every call the console makes is declared (and so in the OpenAPI document)', () => {
  const undeclared = endpoints
    .filter((endpoint) => !declared.has(`${endpoint.method} ${endpoint.url}`))
    .map((endpoint) => `${endpoint.file}: ${endpoint.method} ${endpoint.url}`);
  expect(undeclared).toEqual([]);
  const calls = new Set(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.url}`));
  const paths = new Set(endpoints.map((endpoint) => endpoint.url));
  const mockOnly = Object.values(CALLS)
    .filter((c) => !calls.has(`${c.method} ${c.path}`) && !calls.has(`ANY ${c.path}`))
    .map(
      (c) =>
        `${c.method} ${c.path}${paths.has(c.path) ? ' (its path is written for the other method)' : ''}`,
    );
  process.stdout.write(
    `contract coverage: ${calls.size} of ${calls.size} console calls declared; ${mockOnly.length} more declared calls the console does not make\n`,
  );
  if (process.env.CONTRACT_COVERAGE_LIST) process.stdout.write(`${mockOnly.sort().join('\n')}\n`);
});
