/**
 * The toast channel the request layer reports through. AppProviders plugs antd's message API
 * in; a fixed key keeps one error toast on screen at a time.
 */
export interface Toaster {
  error(config: { content: string; key: string }): unknown;
}

let toaster: Toaster | null = null;

export function setToaster(next: Toaster | null): void {
  toaster = next;
}

export const ERROR_TOAST_KEY = 'request-error';

export function toastError(msg: string): void {
  toaster?.error({ content: msg, key: ERROR_TOAST_KEY });
}
