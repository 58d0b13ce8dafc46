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

/**
 * Runs `run` with a signal that aborts as soon as `a` or `b` does (AbortSignal.any is too new for
 * our browser list), and takes its listeners off both once `run` settles: the page's signal lives
 * as long as the page, and kept a listener for every request made on it (Node warned of a leak
 * past ten).
 */
export async function withEitherSignal<T>(
  a: AbortSignal,
  b: AbortSignal,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  if (a.aborted) return run(a);
  if (b.aborted) return run(b);
  const both = new AbortController();
  const abort = () => both.abort();
  a.addEventListener('abort', abort, { once: true });
  b.addEventListener('abort', abort, { once: true });
  try {
    return await run(both.signal);
  } finally {
    a.removeEventListener('abort', abort);
    b.removeEventListener('abort', abort);
  }
}
