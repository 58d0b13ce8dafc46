/**
 * The login form drawn before the console's script runs (issue 32, decision 0029). index.html
 * holds the form's markup, hidden, with this script right after it: a small entry of its own,
 * parser-blocking, so it runs before the form is ever painted. On /login with no login kept
 * (GuestOnly would leave the page), it fills in the remembered account as the antd form would and
 * shows the form; anywhere else it removes it. A press of 登录 (or Enter) before the console has
 * loaded is held, not sent: the login page takes the form over (`takeBootLogin`), with what was
 * typed, the focus and the held press, and removes it in the commit that draws its own form.
 */
import { readLoginBox, readToken } from '@/shared/session/storage';
import { BOOT_FOCUS, BOOT_LOGIN_ID, BOOT_SUBMITTED, BOOT_USED } from './bootHandover';

const boot = document.getElementById(BOOT_LOGIN_ID);
const form = boot?.querySelector('form');

if (boot && form) {
  if (window.location.pathname === '/login' && !readToken()) {
    const memory = readLoginBox();
    const { account, remember } = form.elements as unknown as Record<string, HTMLInputElement>;
    account.value = memory.account;
    remember.checked = memory.remember;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      form.dataset[BOOT_SUBMITTED] = 'true';
    });
    const used = () => (form.dataset[BOOT_USED] = 'true');
    form.addEventListener('keydown', used);
    form.addEventListener('pointerdown', used);
    // The field last focused, for the page to focus its own: read when the page takes over, the
    // focus has already gone to its 账号 (autoFocus). Cleared when the focus leaves for nothing.
    form.addEventListener('focusin', (event) => {
      const { name } = event.target as HTMLInputElement;
      form.dataset[BOOT_FOCUS] = name ?? '';
    });
    form.addEventListener('focusout', (event) => {
      if (!event.relatedTarget) form.dataset[BOOT_FOCUS] = '';
    });
    boot.hidden = false;
    // 账号 takes the focus as the page's own does (autoFocus), in the frame that first draws the
    // form: focusing it now would lay the page out once more, within this script's task.
    requestAnimationFrame(() => {
      if (!form.contains(document.activeElement)) account.focus();
    });
  } else {
    boot.remove();
  }
}
