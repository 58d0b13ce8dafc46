import type { TreeDataNode } from 'antd';
import type { MenuNode } from '@/shared/menu/menuTree';

/** The menu tree as checkbox-tree data: menus, pages and their buttons, keyed by code. */
export function toCheckTree(menus: MenuNode[]): TreeDataNode[] {
  return menus.map((menu) => ({
    key: menu.code,
    title: menu.name,
    children: [
      ...toCheckTree(menu.childrens ?? []),
      ...(menu.btnList ?? []).map((button) => ({
        key: button.code,
        title: `${button.name}（按钮）`,
        isLeaf: true,
      })),
    ],
  }));
}

/**
 * What to store for the ticked keys: every ticked code plus the menus above it (half-checked
 * parents), so a page is never held without its menu.
 */
export function codesToSave(checked: string[], halfChecked: string[]): string[] {
  return [...new Set([...checked, ...halfChecked])];
}

/** The keys to show ticked: only codes whose whole subtree is held (antd derives the half-ticked parents). */
export function checkedKeysOf(codes: string[], menus: MenuNode[]): string[] {
  const held = new Set(codes);
  const ticked: string[] = [];
  const walk = (nodes: MenuNode[]): boolean =>
    nodes.reduce((all, node) => {
      const buttons = (node.btnList ?? []).map((button) => button.code);
      buttons.filter((code) => held.has(code)).forEach((code) => ticked.push(code));
      const childrenAll = walk(node.childrens ?? []);
      const whole = held.has(node.code) && childrenAll && buttons.every((code) => held.has(code));
      if (whole) ticked.push(node.code);
      return all && whole;
    }, true);
  walk(menus);
  return ticked;
}
