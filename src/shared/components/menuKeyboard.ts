import type { KeyboardEvent } from 'react';

/**
 * A Dropdown menu's `onKeyDown`: Enter and Space act on the focused item, once (issue 15).
 *
 * rc-menu runs an item at Enter's keydown. When the item opens a dialog, the dialog focuses its
 * first button (×) at once, and the browser then turns that same key press into a click of the
 * newly focused button, so 修改密码 closed as it opened. Cancelling the keydown ends the key
 * press there. Space, which rc-menu ignores, clicks the item like a mouse would (the menu closes).
 */
export function menuKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const item = event.target as HTMLElement;
  // Only the item itself: an item whose label is a link keeps the link's own Enter.
  if (item.getAttribute('role') !== 'menuitem' || item.getAttribute('aria-disabled') === 'true')
    return;
  if (event.key === 'Enter') {
    event.preventDefault();
  } else if (event.key === ' ') {
    event.preventDefault();
    item.click();
  }
}
