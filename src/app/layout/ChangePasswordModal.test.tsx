import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { http } from '@/shared/request/http';
import { setPageReload } from '@/shared/session/reloadPage';
import { renderApp } from '@/test/renderApp';

/** Holds each 修改密码 call until `release()`, counts them and keeps their bodies. */
function holdPasswordCalls() {
  const adapter = http.defaults.adapter as AxiosAdapter;
  const held: Array<() => void> = [];
  let calls = 0;
  const bodies: unknown[] = [];
  http.defaults.adapter = async (config) => {
    if (config.url?.endsWith('/web/user/updatePwd')) {
      calls += 1;
      bodies.push(typeof config.data === 'string' ? JSON.parse(config.data) : config.data);
      await new Promise<void>((resolve) => held.push(resolve));
    }
    return adapter(config);
  };
  return {
    calls: () => calls,
    bodies: () => bodies,
    release: () => held.splice(0).forEach((resolve) => resolve()),
  };
}

let restoreReload: () => void;
beforeEach(() => {
  restoreReload = setPageReload(() => undefined);
});
afterEach(() => restoreReload());

async function openDialog() {
  const user = userEvent.setup();
  const { store } = await renderApp({ route: '/', account: 'admin01' });
  const gate = holdPasswordCalls();
  const name = store.getState().session.userDetails?.name ?? '';
  await user.click(await screen.findByRole('button', { name }));
  await user.click(await screen.findByRole('menuitem', { name: /修改密码/ }));
  const dialog = await screen.findByRole('dialog', { name: '修改密码' });
  const confirm = () => within(dialog).getByRole('button', { name: /^确\s?定$/ });
  return { user, dialog, gate, confirm };
}

test('while the change is sent 确定 is disabled; after 原密码错误 it is 确定 again and sends', async () => {
  const { user, dialog, gate, confirm } = await openDialog();
  await user.type(within(dialog).getByLabelText('原密码'), ' Wrong 1234 ');
  await user.type(within(dialog).getByLabelText('新密码'), 'Newpass123');
  await user.click(confirm());
  await waitFor(() => expect(gate.calls()).toBe(1));
  // Passwords are sent exactly as typed: a space is part of one (0022).
  expect(gate.bodies()[0]).toMatchObject({ oldPwd: ' Wrong 1234 ', password: 'Newpass123' });
  // The only button of the dialog's footer that is neither 取消 nor the close icon.
  const sending = within(dialog).getAllByRole('button').at(-1);
  expect(sending).toBeDisabled();
  await user.dblClick(sending as HTMLElement);
  gate.release();
  expect(await screen.findByText('原密码错误')).toBeInTheDocument();
  expect(gate.calls()).toBe(1);

  // Named exactly 确定 again (no spinner left inside it), enabled, and a click sends.
  await waitFor(() => expect(confirm()).toBeEnabled());
  expect(within(confirm()).queryByRole('img', { hidden: true })).not.toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText('原密码'));
  await user.type(within(dialog).getByLabelText('原密码'), 'Admin@123');
  await user.click(confirm());
  await waitFor(() => expect(gate.calls()).toBe(2));
  gate.release();
  expect(await screen.findByText('设置成功')).toBeInTheDocument();
});
