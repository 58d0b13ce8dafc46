import { MENU_INITIALS } from './menuInitials';
import type { MenuNode } from './menuTree';

/** A page of the menu an identity sees, with its group, as 查找页面 lists it. */
export interface PageHit {
  code: string;
  name: string;
  path: string;
  group: string;
}

/**
 * The pages of a visible menu (`visibleMenu`) that match what was typed: a part of the title
 * (费用) or of its pinyin initials (fy, any case); titles that start with it first, then the
 * menu's order. Nothing typed lists every page.
 */
export function findPages(menu: MenuNode[], typed: string): PageHit[] {
  const query = typed.trim().toLowerCase();
  const pages = menu.flatMap((top) =>
    (top.childrens ?? []).map((page) => ({
      code: page.code,
      name: page.name,
      path: page.path,
      group: top.name,
    })),
  );
  if (!query) return pages;
  const ranked: { hit: PageHit; rank: number }[] = [];
  for (const hit of pages) {
    const initials = MENU_INITIALS[hit.name] ?? '';
    const at = Math.min(
      ...[hit.name.indexOf(query), initials.indexOf(query)].map((index) =>
        index < 0 ? Infinity : index,
      ),
    );
    if (at !== Infinity) ranked.push({ hit, rank: at === 0 ? 0 : 1 });
  }
  // A stable sort: the menu's order within each rank.
  return ranked.sort((a, b) => a.rank - b.rank).map(({ hit }) => hit);
}
