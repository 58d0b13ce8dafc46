import { useEffect, useRef } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { listsBusy, whenListsIdle } from '@/shared/components/SearchTable';
import type { MenuNode } from '@/shared/menu/menuTree';
import { areaRoutes } from './areaRoutes';

/**
 * Loads a menu page's chunk before it is clicked, through the route's own `lazy` loader (the
 * one AppRoutes renders with), so the chunk is fetched once and the page opens from memory.
 * Lives in the shell's chunks: nothing here is part of the login page.
 */
type Loader = () => Promise<unknown>;

/**
 * Not under the dev server: there each chunk is compiled when first asked for (lazy compilation),
 * and loading ahead would set it compiling pages nobody opened.
 */
const enabled = process.env.NODE_ENV !== 'development';

/** Loaders already called: once per page, whichever of the two ways below asks first. */
const called = new WeakSet<Loader>();

function load(loader: Loader): Promise<unknown> {
  called.add(loader);
  // A chunk that failed to load is fetched again when the page itself asks for it.
  return loader().catch(() => undefined);
}

/** The loaders of the menu pages under the top-level groups `groups`, in menu order. */
export function menuPageLoaders(groups: MenuNode[], routes: RouteObject[] = areaRoutes): Loader[] {
  const loaders: Loader[] = [];
  for (const group of groups) {
    for (const page of group.childrens ?? []) {
      const route = matchRoutes(routes, page.path)?.at(-1)?.route;
      if (typeof route?.lazy === 'function' && !loaders.includes(route.lazy)) {
        loaders.push(route.lazy);
      }
    }
  }
  return loaders;
}

/** Starts loading the pages of the group `key` as it opens in the side menu. */
export function prefetchMenuGroup(
  menu: MenuNode[],
  key: string,
  routes: RouteObject[] = areaRoutes,
): void {
  if (!enabled) return;
  for (const loader of menuPageLoaders(
    menu.filter((group) => group.code === key),
    routes,
  )) {
    if (!called.has(loader)) void load(loader);
  }
}

/** Runs `task` when the browser is idle; answers how to cancel it. */
export type IdleScheduler = (task: () => void) => () => void;

/**
 * An idle period of the browser's with no list loading or handing out its rows: a batch run while
 * a 100-row page comes in lands in the gaps between its steps and delays it (issue 32).
 */
export const browserIdle: IdleScheduler = (task) => {
  let cancel = () => {};
  const ask = () => {
    const handle = window.requestIdleCallback(() => {
      if (listsBusy()) cancel = whenListsIdle(ask);
      else task();
    });
    cancel = () => window.cancelIdleCallback(handle);
  };
  ask();
  return () => cancel();
};

/** Pages per idle period: a few chunks at a time, the next ones once these have loaded. */
export const PREFETCH_BATCH = 3;

/**
 * Loads `loaders` in batches, each batch in an idle period after the previous one has loaded.
 * Answers a function that stops it.
 */
export function prefetchWhenIdle(
  loaders: Loader[],
  schedule: IdleScheduler = browserIdle,
): () => void {
  let stopped = false;
  let cancel = () => {};
  let next = 0;
  const step = () => {
    cancel = schedule(() => {
      const batch = loaders
        .slice(next, next + PREFETCH_BATCH)
        .filter((loader) => !called.has(loader));
      next += PREFETCH_BATCH;
      void Promise.all(batch.map(load)).then(() => {
        if (!stopped && next < loaders.length) step();
      });
    });
  };
  step();
  return () => {
    stopped = true;
    cancel();
  };
}

/**
 * Once the shell is up: every menu page of `menu`, the open group's first, while the browser is
 * idle (where the browser has requestIdleCallback).
 */
export function useIdlePrefetch(menu: MenuNode[], openKey: string): void {
  const firstOpen = useRef(openKey);
  useEffect(() => {
    if (!enabled || typeof window.requestIdleCallback !== 'function') {
      return undefined;
    }
    const open = menu.filter((group) => group.code === firstOpen.current);
    return prefetchWhenIdle(
      menuPageLoaders([...open, ...menu.filter((group) => !open.includes(group))]),
    );
  }, [menu]);
}
