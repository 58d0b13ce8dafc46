import { startTransition, useEffect, useMemo, useState } from 'react';

/** Rows rendered at once when new rows arrive (a default page). */
export const FIRST_ROWS = 10;
/** Rows added per step after that, each step a transition started in the next frame. */
const ROWS_PER_STEP = 30;

/**
 * `rows`, handed out in steps: an antd Table given 100 rows at once blocks the main thread well
 * over 100 ms (issue 15). The first slice renders at once; each further step is rendered as a
 * transition, which React renders in slices that yield to the browser (a Table re-renders all of
 * its rows on any change, so plain frames alone do not keep tasks short). A new `rows` starts
 * again from the first slice.
 */
export function useRowsInFrames<T>(rows: readonly T[] | undefined): readonly T[] | undefined {
  const [progress, setProgress] = useState({ rows, shown: FIRST_ROWS });
  // Adjusting state during render: the first paint of new rows is already cut to one slice.
  const current = progress.rows === rows ? progress : { rows, shown: FIRST_ROWS };
  if (current !== progress) setProgress(current);
  const { shown } = current;

  useEffect(() => {
    if (!rows || shown >= rows.length) return;
    const frame = requestAnimationFrame(() =>
      startTransition(() =>
        setProgress((previous) =>
          previous.rows === rows ? { rows, shown: previous.shown + ROWS_PER_STEP } : previous,
        ),
      ),
    );
    return () => cancelAnimationFrame(frame);
  }, [rows, shown]);

  return useMemo(() => (rows && shown < rows.length ? rows.slice(0, shown) : rows), [rows, shown]);
}
