// @ts-check
/**
 * Which tests a change relates to, for `npm run test:changed` (Jest's `--changedSince`): Jest's
 * own dependency extraction with the page tables cut. Every page test renders through the
 * shell's page tables (`src/app/shellRoutes.tsx` and `areaRoutes.tsx`), which reach every page of
 * every area, so a one-line change in one page related all 53 page test files (122 s). Here:
 * - the page tables' imports of `@/features/…` are dropped;
 * - a test in `src/features/<area>/` depends on every module of its area instead.
 * So a page change runs its own area's tests, and a shared module's change the tests of every
 * area with a module that imports it, as before. Plain runs (`npm test`) do not use this.
 */
const { readdirSync } = require('node:fs');
const path = require('node:path');
const { createHash } = require('node:crypto');

const FEATURES = path.join(__dirname, '..', 'features');
const PAGE_TABLES = new Set(
  ['shellRoutes.tsx', 'areaRoutes.tsx'].map((name) => path.join(__dirname, '..', 'app', name)),
);
const isTest = (file) => /\.test\.tsx?$/.test(file);
const isModule = (file) => /\.tsx?$/.test(file) && !isTest(file);

/** The modules of each area, by area: what its tests are taken to depend on. */
const modulesByArea = new Map(
  readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => [
      entry.name,
      readdirSync(path.join(FEATURES, entry.name), { recursive: true, encoding: 'utf8' })
        .filter(isModule)
        .map((file) => path.join(FEATURES, entry.name, file))
        .sort(),
    ]),
);

/** The area a file belongs to, if it is under src/features. */
function areaOf(filePath) {
  const relative = path.relative(FEATURES, filePath);
  return relative.startsWith('..') ? undefined : relative.split(path.sep)[0];
}

module.exports = {
  /**
   * @param {string} code
   * @param {string} filePath
   * @param {(code: string, filePath: string) => Set<string>} defaultExtract
   */
  extract(code, filePath, defaultExtract) {
    const found = new Set(defaultExtract(code, filePath));
    if (PAGE_TABLES.has(filePath))
      for (const dependency of found)
        if (dependency.startsWith('@/features/')) found.delete(dependency);
    const area = areaOf(filePath);
    if (area !== undefined && isTest(filePath))
      for (const module of modulesByArea.get(area) ?? [])
        found.add(`./${path.relative(path.dirname(filePath), module).split(path.sep).join('/')}`);
    return found;
  },
  /** A new or removed module of an area changes what its tests depend on. */
  getCacheKey: () =>
    createHash('sha1')
      .update(JSON.stringify([...modulesByArea]))
      .digest('hex'),
};
