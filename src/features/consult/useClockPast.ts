import { useEffect, useState } from 'react';

/** setTimeout's longest wait (about 24.8 days); a later moment is waited for in steps. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * The clock as of the last render that mattered: it moves on once `moment` is reached, so a page
 * left open re-renders when a session starts (完成咨询 and 爽约 appear then, not on a reload).
 */
export function useClockPast(moment: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= moment) return undefined;
    const wait = Math.min(Math.max(moment - Date.now(), 0), LONGEST_WAIT_MS);
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [moment, now]);
  return now;
}
