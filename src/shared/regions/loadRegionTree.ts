import type { RegionNode } from './types';

let loading: Promise<RegionNode[]> | undefined;

/** The region tree, fetched once as its own chunk by the screens that need it (never in the login bundle). */
export function loadRegionTree(): Promise<RegionNode[]> {
  loading ??= import(/* webpackChunkName: "region-tree" */ './regionTree.json').then(
    (module) => module.default as RegionNode[],
  );
  // A failed fetch (a dropped network) may be tried again.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
