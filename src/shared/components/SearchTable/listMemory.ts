import { createContext } from 'react';
import type { Filters } from './searchQuery';

/** What a list had when it was left: applied filters, the page, the filter form's values. */
export interface RememberedList {
  filters: Filters;
  pageNum: number;
  formValues?: Record<string, unknown>;
}

/**
 * Lists remembered in memory only (never stored: filters can name clients), per page path and
 * list key, for as long as the page's tab stays open.
 */
export interface ListMemory {
  recall(path: string, listKey: string): RememberedList | undefined;
  remember(path: string, listKey: string, list: RememberedList): void;
  forget(path: string): void;
}

export function createListMemory(): ListMemory {
  const byPath = new Map<string, Map<string, RememberedList>>();
  return {
    recall: (path, listKey) => byPath.get(path)?.get(listKey),
    remember: (path, listKey, list) => {
      const lists = byPath.get(path) ?? new Map<string, RememberedList>();
      lists.set(listKey, list);
      byPath.set(path, lists);
    },
    forget: (path) => {
      byPath.delete(path);
    },
  };
}

/** Provided by the visited-page tabs; without it lists start afresh each time. */
export const ListMemoryContext = createContext<ListMemory | null>(null);

/** Location state of a switch by tab: the page comes back as it was left. */
export const TAB_SWITCH_STATE = { tabSwitch: true } as const;

export function isTabSwitch(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { tabSwitch?: unknown }).tabSwitch === true
  );
}
