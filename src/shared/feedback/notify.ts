/**
 * The toast channel the request layer reports through. AppProviders plugs antd's message API
 * in; one error toast is on screen at a time.
 */
export interface Toaster {
  error(config: { content: string; key: string }): unknown;
  destroy(key: string): void;
}

let toaster: Toaster | null = null;
let errorCount = 0;

export function setToaster(next: Toaster | null): void {
  toaster = next;
}

const errorKey = (count: number) => `request-error-${count}`;

/**
 * Replaces the error toast on screen with this one. Each gets a key of its own: a message opened
 * again under the same key keeps the first one's timer, so a second error could vanish at once.
 */
export function toastError(msg: string): void {
  if (!toaster) return;
  toaster.destroy(errorKey(errorCount));
  errorCount += 1;
  toaster.error({ content: msg, key: errorKey(errorCount) });
}
