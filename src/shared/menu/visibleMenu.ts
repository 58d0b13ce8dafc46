import type { MenuNode } from './menuTree';

/**
 * The menu an identity sees: nodes with `isShow`, whose code it holds, and (top level) whose
 * `orgTypes` list its organisation type; a top-level node with no visible child is dropped.
 */
export function visibleMenu(
  tree: MenuNode[],
  codes: readonly string[],
  orgType: number | undefined,
): MenuNode[] {
  const held = new Set(codes);
  return tree
    .filter((node) => node.isShow && held.has(node.code))
    .filter((node) => !node.orgTypes || (orgType !== undefined && node.orgTypes.includes(orgType)))
    .map((node) => ({
      ...node,
      childrens: (node.childrens ?? []).filter((child) => child.isShow && held.has(child.code)),
    }))
    .filter((node) => node.childrens.length > 0);
}

/** The menu node whose path is the longest prefix of the location, with its top-level parent. */
export function menuAt(
  tree: MenuNode[],
  pathname: string,
): { top: MenuNode; page: MenuNode } | null {
  let best: { top: MenuNode; page: MenuNode } | null = null;
  for (const top of tree) {
    for (const page of top.childrens ?? []) {
      const matches =
        page.path === '/'
          ? pathname === '/'
          : pathname === page.path || pathname.startsWith(`${page.path}/`);
      if (matches && (!best || page.path.length > best.page.path.length)) best = { top, page };
    }
  }
  return best;
}
