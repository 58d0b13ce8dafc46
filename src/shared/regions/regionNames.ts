import { useEffect, useState } from 'react';
import { loadRegionTree } from './loadRegionTree';
import type { RegionNode } from './types';

/** `'440000-440300-440305'` → `['440000', '440300', '440305']` (blank parts dropped). */
export const splitAreaCode = (areaCode: string | null | undefined): string[] =>
  (areaCode ?? '')
    .split('-')
    .map((part) => part.trim())
    .filter(Boolean);

/** The nodes along an areaCode's path; stops at the first code the tree does not know. */
export function regionPath(tree: readonly RegionNode[], areaCode: string | null | undefined) {
  const path: RegionNode[] = [];
  let level: readonly RegionNode[] | undefined = tree;
  for (const code of splitAreaCode(areaCode)) {
    const found: RegionNode | undefined = level?.find((node) => node.code === code);
    if (!found) break;
    path.push(found);
    level = found.children;
  }
  return path;
}

/** The names of an areaCode joined by spaces (`广东省 深圳市 南山区`); '' when unknown. */
export const namesInTree = (tree: readonly RegionNode[], areaCode: string | null | undefined) =>
  regionPath(tree, areaCode)
    .map((node) => node.label)
    .join(' ');

/** The names of an areaCode, loading the tree on first use. */
export async function regionNames(areaCode: string | null | undefined): Promise<string> {
  if (splitAreaCode(areaCode).length === 0) return '';
  return namesInTree(await loadRegionTree(), areaCode);
}

/** `regionNames` for rendering: '' until the tree has loaded (then the names, or '' when unknown). */
export function useRegionNames(areaCode: string | null | undefined): string {
  const [names, setNames] = useState<{ code: string; text: string }>({ code: '', text: '' });
  const code = areaCode ?? '';
  useEffect(() => {
    let live = true;
    void regionNames(code).then(
      (text) => live && setNames({ code, text }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [code]);
  return names.code === code ? names.text : '';
}

/** The whole tree as a hook, for tables that show many areaCodes at once. */
export function useRegionTree(): readonly RegionNode[] | undefined {
  const [tree, setTree] = useState<RegionNode[]>();
  useEffect(() => {
    let live = true;
    void loadRegionTree().then(
      (loaded) => live && setTree(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return tree;
}
