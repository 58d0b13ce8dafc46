/**
 * Moving focus to the page's heading after a route change (issue 15, WCAG 2.4.3). The shell asks
 * once per route change; the page's `PageHeading` takes the request when it mounts, which may be
 * later than the change itself (a lazy page, a detail page that waits for its record).
 */
let request: { from: Element | null } | null = null;

/** Asks the next heading that mounts to take focus, unless focus has moved on meanwhile. */
export function requestHeadingFocus(): void {
  request = { from: document.activeElement };
}

/** Drops a request not yet taken (a route change that keeps focus where it is). */
export function cancelHeadingFocus(): void {
  request = null;
}

/**
 * Takes the pending request: true when the caller should focus itself. A request whose user has
 * since put focus somewhere else (Tab into a filter while the page loaded) is dropped.
 */
export function takeHeadingFocus(): boolean {
  const pending = request;
  request = null;
  if (!pending) return false;
  const active = document.activeElement;
  return active === null || active === document.body || active === pending.from;
}
