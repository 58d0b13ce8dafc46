import { useDeferredValue } from 'react';

/**
 * A query's answer to draw, and whether a newer one is still to be drawn. Every store update
 * reaches React through `useSyncExternalStore`, so on the synchronous lane: an answer drawn
 * there is one long task (咨询统计's figures, 来访者档案's tabs; issue 32, docs/performance.md).
 * Drawn from `shown`, a page renders the answer it had at once and the new one in a deferred
 * render, which React slices; while `drawing`, it shows its spinner (or nothing, before the
 * first answer).
 */
export function useDeferredAnswer<T>(answer: T): { shown: T; drawing: boolean } {
  const shown = useDeferredValue(answer);
  return { shown, drawing: shown !== answer };
}
