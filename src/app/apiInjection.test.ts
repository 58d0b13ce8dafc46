import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { baseApi } from '@/shared/request/baseApi';

const SRC = join(__dirname, '..');

/** Every non-test module under src/ that injects endpoints into the one API slice. */
function injectingModules(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return injectingModules(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return readFileSync(path, 'utf8').includes('baseApi.injectEndpoints(') ? [path] : [];
  });
}

test('a second injection of an endpoint name that exists fails at once', () => {
  const inject = () =>
    baseApi.injectEndpoints({
      overrideExisting: 'throw',
      endpoints: (build) => ({
        /** 探针 GET /probe */
        probeClash: build.query<null, void>({ query: () => ({ url: '/probe' }) }),
      }),
    });
  inject();
  expect(inject).toThrow(/probeClash/);
});

test("every area injects with overrideExisting: 'throw', and all of them load together", async () => {
  const modules = injectingModules();
  expect(modules.length).toBeGreaterThan(10);
  for (const path of modules) {
    const source = readFileSync(path, 'utf8');
    const injections = source.split('baseApi.injectEndpoints(').length - 1;
    const guarded = source.match(/baseApi\.injectEndpoints\(\{\s*overrideExisting: 'throw',/g);
    expect([relative(SRC, path), guarded?.length ?? 0]).toEqual([relative(SRC, path), injections]);
  }
  // Loading every area into the one slice, as a user visiting every page does: a name two areas
  // share throws here.
  for (const path of modules) await import(path);
});
