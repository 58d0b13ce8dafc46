/**
 * Writes regionTree.json from the installed china-area-data package:
 * `npx tsx src/shared/regions/generateRegionTree.ts`. regionTree.test.ts fails when the committed
 * file no longer matches the package, so an upgrade of the data is one command away.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import raw from 'china-area-data/v5/data.json';
import { shapeRegionTree } from './shapeRegionTree';
import type { RawRegionMap } from './types';

export const REGION_TREE_FILE = path.join(__dirname, 'regionTree.json');

export function regionTreeText(): string {
  return `${JSON.stringify(shapeRegionTree(raw as RawRegionMap))}\n`;
}

if (require.main === module) {
  writeFileSync(REGION_TREE_FILE, regionTreeText());
  console.log(`wrote ${REGION_TREE_FILE}`);
}
