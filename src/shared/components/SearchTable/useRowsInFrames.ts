import { startTransition, useEffect, useMemo, useState } from 'react';

/** Rows rendered at once when new rows arrive (a default page). */
export const FIRST_ROWS = 10;
/**
 * Rows added per step after that, each step a transition started in the next frame: 100 rows
 * take one (10, 100). React renders a transition in slices, but commits it whole, and the commit
 * with the browser's layout of the rows it adds is one task: 90 rows at once made it 124-204 ms
 * on the loaded 2-core machine while every row ran its own 催单 mutation and permission check,
 * 54-86 ms once the page ran one (useUrge, issue 32; decision 0029). Steps of 45 (10, 55, 100)
 * laid the table out once more and took 2.5-3.0 times the bare table's time, 90 took 1.9-2.7.
 * All 100 in the first render, tried again once the order list's rows were lighter (decision
 * 0030), took 3.15 times, with tasks of up to 1.5 s: that render is urgent, not sliced.
 */
const ROWS_PER_STEP = 90;

/**
 * `rows`, handed out in steps: an antd Table given 100 rows at once blocks the main thread well
 * over 100 ms (issue 15). The first slice renders at once; each further step is rendered as a
 * transition, which React renders in slices that yield to the browser. Few steps: a Table
 * re-renders all of its rows on any change, and after each commit antd's table reads its scroll
 * width (a layout of every row so far), so steps of 30 (10, 40, 70, 100) rendered 220 rows and
 * laid the table out four times to show 100, steps of 45 three times (issue 32,
 * docs/performance.md). A new `rows` starts again from the first slice.
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
