/**
 * The login page taking over the form index.html drew before the script ran (bootLogin.ts,
 * decision 0029): what was typed in it, where the focus and caret were, and whether 登录 was
 * pressed. Nothing else of the console reads it.
 */

/** The element index.html holds the form in (public/index.html). */
export const BOOT_LOGIN_ID = 'boot-login';
/** `data-` flags bootLogin.ts sets on the form: 登录 pressed, a key or pointer pressed in it. */
export const BOOT_SUBMITTED = 'submitted';
export const BOOT_USED = 'used';
/** `data-` value: the name of the field that last had the focus, or empty. */
export const BOOT_FOCUS = 'focus';

type BootField = 'account' | 'password' | 'remember';

export interface BootLogin {
  values: { account: string; password: string; remember: boolean };
  /** The field that had the focus, and its selection (text fields). */
  focus?: { field: BootField; start: number | null; end: number | null };
  submitted: boolean;
  used: boolean;
}

const FIELDS: readonly BootField[] = ['account', 'password', 'remember'];

/**
 * Reads the early form (when it is shown) and removes it; undefined when there is none. Called in
 * the login page's layout effect: its own form is in the document by then and the early one goes
 * before the browser paints again, so the page never shows both, nor neither.
 */
export function takeBootLogin(): BootLogin | undefined {
  const boot = document.getElementById(BOOT_LOGIN_ID);
  if (!boot) return undefined;
  const form = boot.querySelector('form');
  const shown = !boot.hidden && form;
  let taken: BootLogin | undefined;
  if (shown) {
    const field = (name: BootField) => form.elements.namedItem(name) as HTMLInputElement;
    const focused = FIELDS.find((name) => name === form.dataset[BOOT_FOCUS]);
    const input = focused && field(focused);
    taken = {
      values: {
        account: field('account').value,
        password: field('password').value,
        remember: field('remember').checked,
      },
      focus:
        input && focused
          ? {
              field: focused,
              start: input.type === 'checkbox' ? null : input.selectionStart,
              end: input.type === 'checkbox' ? null : input.selectionEnd,
            }
          : undefined,
      submitted: form.dataset[BOOT_SUBMITTED] === 'true',
      used: form.dataset[BOOT_USED] === 'true',
    };
  }
  boot.remove();
  return taken;
}
