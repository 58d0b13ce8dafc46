/**
 * The toast channel the request layer reports through. Two antd stacks exist: the root one
 * (RootMessages: the login page, toasts that outlive the shell) and antd App's inside AppFrame
 * (every other page). Each shows one toast at a time (shell spec §8), and while AppFrame is
 * mounted the request layer uses its stack too, so a page's own toast and an error replace each
 * other instead of showing side by side.
 */
export interface Toaster {
  error(config: { content: string; key: string }): unknown;
  destroy(key?: string): void;
}

/** One toast per stack (shell spec §8), whatever its kind. */
export const TOASTS_AT_A_TIME = 1;

let rootToaster: Toaster | null = null;
let pageToaster: Toaster | null = null;
let errorCount = 0;

export function setToaster(next: Toaster | null): void {
  rootToaster = next;
}

/** AppFrame's stack while it is mounted; null when it unmounts. */
export function setPageToaster(next: Toaster | null): void {
  pageToaster = next;
}

const errorKey = (count: number) => `request-error-${count}`;

/**
 * Replaces the toast on screen with this error. Each gets a key of its own: a message opened
 * again under the same key keeps the first one's timer, so a second error could vanish at once.
 * `outlivesPage`: the user is about to leave the shell (10001), whose stack goes with it, so the
 * toast goes on the root stack and the page's is cleared.
 */
export function toastError(msg: string, { outlivesPage = false } = {}): void {
  const toaster = outlivesPage ? rootToaster : (pageToaster ?? rootToaster);
  if (outlivesPage) pageToaster?.destroy();
  if (!toaster) return;
  toaster.destroy(errorKey(errorCount));
  errorCount += 1;
  toaster.error({ content: msg, key: errorKey(errorCount) });
}
