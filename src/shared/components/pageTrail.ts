import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The path of the page shown before this one (in memory, paths only): a detail page's 返回 goes
 * back in history when it came from the list it names, so the list comes back with the filters,
 * page and sort its history entry holds (docs/decisions/0009), instead of a fresh list.
 */
const trail: { current?: string; previous?: string } = {};

/** Follows the router's path; rendered once, by the frame around every page (AppFrame). */
export function usePageTrail(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (trail.current === pathname) return;
    trail.previous = trail.current;
    trail.current = pathname;
  }, [pathname]);
}

/** Whether the page before this one was at `path`. */
export const cameFrom = (path: string): boolean => trail.previous === path;
