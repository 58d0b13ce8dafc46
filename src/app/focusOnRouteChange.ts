import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { TAB_SWITCH_STATE, isTabSwitch } from '@/app/layout/visitedTabs/tabSwitch';
import { SHOWN_HEADING } from '@/app/layout/visitedTabs/KeptPages';
import {
  cancelHeadingFocus,
  requestHeadingFocus,
  takeHeadingFocus,
} from '@/shared/components/pageHeadingFocus';

/**
 * A switch by the visited-page tabs' menu (关闭全部 and the like): the tab focus was on may be
 * gone, so focus goes to the new page's heading as after a menu choice.
 */
export const HEADING_TAB_SWITCH_STATE = { ...TAB_SWITCH_STATE, focusHeading: true } as const;

const wantsHeading = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'focusHeading' in state;

/**
 * After a route change inside the shell, focus moves to the new page's `h1` (docs/building-blocks.md,
 * "Page heading and focus"). Not on the shell's first render, not when only the query string
 * changes (a filter), and not on a switch by a visited-page tab, where focus stays on the tab bar
 * (unless the tab menu closed that tab: `HEADING_TAB_SWITCH_STATE`).
 */
export function useFocusOnRouteChange(): void {
  const { pathname, state } = useLocation();
  const shown = useRef(pathname);
  // A layout effect: it runs before the passive effects of the same commit, where an already
  // loaded page's heading takes the request.
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (isTabSwitch(state) && !wantsHeading(state)) return cancelHeadingFocus();
    requestHeadingFocus();
    // A page its tab kept is drawn already: no heading mounts to take the request.
    const kept = document.querySelector<HTMLElement>(SHOWN_HEADING);
    if (kept && takeHeadingFocus()) kept.focus();
  }, [pathname, state]);
}
