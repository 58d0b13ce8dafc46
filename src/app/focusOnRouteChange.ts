import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { isTabSwitch } from '@/app/layout/visitedTabs/tabSwitch';
import { cancelHeadingFocus, requestHeadingFocus } from '@/shared/components/pageHeadingFocus';

/**
 * After a route change inside the shell, focus moves to the new page's `h1` (docs/building-blocks.md,
 * "Page heading and focus"). Not on the shell's first render, not when only the query string
 * changes (a filter), and not on a switch by a visited-page tab, where focus stays on the tab bar.
 */
export function useFocusOnRouteChange(): void {
  const { pathname, state } = useLocation();
  const shown = useRef(pathname);
  // A layout effect: it runs before the passive effects of the same commit, where an already
  // loaded page's heading takes the request.
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (isTabSwitch(state)) cancelHeadingFocus();
    else requestHeadingFocus();
  }, [pathname, state]);
}
