import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { qaPassword } from '../../../mock/testing';
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
