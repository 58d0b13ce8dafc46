import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { qaPassword } from '../../../mock/testing';
import { PLATFORM_NAME } from '@/shared/brand/brand';
import { appTheme } from '@/shared/theme/appTheme';
import { renderApp } from '@/test/renderApp';

/** Logs in as admin01 on the login page and enters its first identity. */
async function logInAndChoose() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('账号'), 'admin01');
  await user.type(screen.getByLabelText('密码'), qaPassword('admin01'));
  await user.click(screen.getByRole('button', { name: '登录' }));
  await user.click((await screen.findAllByRole('button', { name: /综合服务/ }))[0]);
}

test.each([
  ['/taskManagement', '/taskManagement'],
  ['/taskManagement?page=2', '/taskManagement?page=2'],
  ['//evil.example/taskManagement', '/'],
  ['https://evil.example/', '/'],
])('login with redirect %s ends at %s', async (target, end) => {
  const { currentPath } = await renderApp({
    route: `/login?redirect=${encodeURIComponent(target)}`,
  });
  await logInAndChoose();
  await waitFor(() => expect(currentPath()).toBe(end));
});

// ---------------------------------------------------------------------------------------------
// The login form index.html draws before the script runs (bootLogin.ts, decision 0029)

/*
 * The early form is markup of index.html's, outside what React renders, and the script finds it
 * by its id: these tests reach it the same way.
 */
/* eslint-disable testing-library/no-node-access */
const bootNow = () => document.getElementById('boot-login');
const bootFormOf = (boot: HTMLElement) => boot.querySelector('form');

/** index.html's early form (public/index.html), put in the document as the browser parses it. */
function drawBootLogin(): HTMLElement {
  const html = readFileSync(path.join(__dirname, '../../../public/index.html'), 'utf8');
  const boot = new DOMParser().parseFromString(html, 'text/html').getElementById('boot-login');
  if (!boot) throw new Error('public/index.html has no #boot-login');
  document.body.prepend(document.importNode(boot, true));
  return bootNow() as HTMLElement;
}
/* eslint-enable testing-library/no-node-access */

async function runBootScript() {
  await jest.isolateModulesAsync(async () => {
    await import('./bootLogin');
  });
}

afterEach(() => {
  bootNow()?.remove();
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

test('the early form is the page’s: its brand, fields and primary colour', () => {
  const boot = drawBootLogin();
  expect(boot.hidden).toBe(true);
  expect(within(boot).getByText(PLATFORM_NAME)).toHaveClass('login-brand');
  expect(within(boot).getByLabelText('账号')).toHaveAttribute('placeholder', '请输入邮箱/用户名');
  expect(within(boot).getByLabelText('密码')).toHaveAttribute('type', 'password');
  // Hidden until bootLogin.ts shows it.
  const hidden = true;
  expect(within(boot).getByRole('checkbox', { name: '记住账号', hidden })).not.toBeChecked();
  expect(within(boot).getByRole('button', { name: '登录', hidden })).toHaveAttribute(
    'type',
    'submit',
  );
  const css = readFileSync(path.join(__dirname, 'login.css'), 'utf8');
  const primary = String(appTheme(undefined).token?.colorPrimary).toLowerCase();
  expect(css).toContain(`--boot-primary: ${primary};`);
  expect(css).toContain(`.boot-brand {\n  color: ${primary};`);
});

test('the early form shows on /login only, with the remembered account, and not to a kept login', async () => {
  localStorage.setItem('LOGIN_BOX', JSON.stringify({ remember: true, account: 'admin01' }));
  window.history.replaceState(null, '', '/login');
  const boot = drawBootLogin();
  await runBootScript();
  expect(boot.hidden).toBe(false);
  expect(within(boot).getByLabelText('账号')).toHaveValue('admin01');
  expect(within(boot).getByRole('checkbox', { name: '记住账号' })).toBeChecked();
  boot.remove();

  window.history.replaceState(null, '', '/taskManagement');
  drawBootLogin();
  await runBootScript();
  expect(bootNow()).toBeNull();

  window.history.replaceState(null, '', '/login');
  localStorage.setItem('token', 'kept');
  drawBootLogin();
  await runBootScript();
  expect(bootNow()).toBeNull();
});

/** Opens /login's early form (shown by its script) and types `account` and the password in it. */
async function typeInBootLogin(account: string) {
  window.history.replaceState(null, '', '/login');
  const boot = drawBootLogin();
  await runBootScript();
  fireEvent.change(within(boot).getByLabelText('账号'), { target: { value: account } });
  const password = within(boot).getByLabelText<HTMLInputElement>('密码');
  password.focus();
  fireEvent.change(password, { target: { value: qaPassword('admin01') } });
  password.setSelectionRange(2, 4);
  return boot;
}

test('the login page takes the early form over: what was typed, the focus and the caret', async () => {
  await typeInBootLogin('admin01');
  await renderApp({ route: '/login' });
  expect(bootNow()).toBeNull();
  expect(screen.getAllByLabelText('账号')).toHaveLength(1);
  expect(screen.getByLabelText('账号')).toHaveValue('admin01');
  const password = screen.getByLabelText<HTMLInputElement>('密码');
  expect(password).toHaveValue(qaPassword('admin01'));
  expect(password).toHaveFocus();
  expect([password.selectionStart, password.selectionEnd]).toEqual([2, 4]);
});

test('a press of 登录 in the early form is held, and sent by the login page', async () => {
  const boot = await typeInBootLogin('admin01');
  fireEvent.click(within(boot).getByRole('button', { name: '登录' }));
  expect(bootFormOf(boot)).toHaveAttribute('data-submitted', 'true');
  await renderApp({ route: '/login' });
  // Logged in with what was typed: the identity chooser follows.
  expect(await screen.findAllByRole('button', { name: /综合服务/ })).not.toHaveLength(0);
});
