/**
 * Requests belong to the page on screen: leaving it aborts them (ARCHITECTURE, "Behaviour under
 * a bad network"). AppRoutes calls `leavePage` when the path changes; RTK Query endpoints get
 * the page's signal beside their own unless a call is marked `keepOnLeave` (the shell's own).
 */
let page = new AbortController();

export function pageSignal(): AbortSignal {
  return page.signal;
}

export function leavePage(): void {
  page.abort();
  page = new AbortController();
}

/** A signal that aborts as soon as either does (AbortSignal.any is too new for our browser list). */
export function eitherSignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (a.aborted) return a;
  if (b.aborted) return b;
  const both = new AbortController();
  const abort = () => both.abort();
  a.addEventListener('abort', abort, { once: true });
  b.addEventListener('abort', abort, { once: true });
  return both.signal;
}
