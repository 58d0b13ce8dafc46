/**
 * Requests belong to the page that made them: closing it aborts them (ARCHITECTURE, "Behaviour
 * under a bad network"). AppRoutes calls `leavePage` when the path changes; a page the visited
 * tabs keep alive (`keepPage`) keeps its calls running while hidden, and they are aborted when
 * its tab closes. RTK Query endpoints get the page's signal beside their own unless a call is
 * marked `keepOnLeave` (the shell's own) or is a refetch (baseApi.ts).
 */
let current = new AbortController();
/** Paths whose page is kept while hidden, and the signals they were shown with. */
const kept = new Map<string, AbortController[]>();

export function pageSignal(): AbortSignal {
  return current.signal;
}

/** The path changed away from `path`: its calls are aborted unless the page is kept. */
export function leavePage(path: string): void {
  const parked = kept.get(path);
  if (parked) parked.push(current);
  else current.abort();
  current = new AbortController();
}

/** Keeps the page at `path` alive while hidden; the answer closes it, aborting its calls. */
export function keepPage(path: string): () => void {
  kept.set(path, kept.get(path) ?? []);
  return () => {
    kept.get(path)?.forEach((controller) => controller.abort());
    kept.delete(path);
  };
}

const saveListeners = new Set<() => void>();

/** Told of every save (a mutation the platform accepted) made on the page shown. */
export function onPageSaved(listener: () => void): () => void {
  saveListeners.add(listener);
  return () => saveListeners.delete(listener);
}

export function pageSaved(): void {
  saveListeners.forEach((listener) => listener());
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
