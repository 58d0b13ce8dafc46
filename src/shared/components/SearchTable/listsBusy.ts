import { useEffect } from 'react';

/**
 * Lists loading a page or handing out its rows (SearchTable), so that background work (the menu
 * pages' prefetch, src/app/prefetchAreas.ts) waits for them: a batch of route modules run in an
 * idle gap of a 100-row page's steps lands in the middle of it (issue 32, decision 0029).
 */
let busy = 0;
const waiting = new Set<() => void>();

export function listsBusy(): boolean {
  return busy > 0;
}

/** Runs `task` once no list is busy (at once if none is); answers how to cancel it. */
export function whenListsIdle(task: () => void): () => void {
  if (busy === 0) {
    task();
    return () => {};
  }
  waiting.add(task);
  return () => waiting.delete(task);
}

/** Counts one more list as busy; answers how to count it out (once). */
export function markBusy(): () => void {
  busy += 1;
  return () => {
    busy -= 1;
    if (busy > 0) return;
    const tasks = [...waiting];
    waiting.clear();
    tasks.forEach((task) => task());
  };
}

/** Counts this list as busy while `isBusy`. */
export function useListBusy(isBusy: boolean): void {
  useEffect(() => (isBusy ? markBusy() : undefined), [isBusy]);
}
