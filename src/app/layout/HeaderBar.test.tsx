import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setPageReload } from '@/shared/session/reloadPage';
import { STORAGE_KEYS } from '@/shared/session/storage';
import { renderApp } from '@/test/renderApp';

test('退出登录 clears the stored session, then reloads the page', async () => {
  const user = userEvent.setup();
  const storedAtReload: Array<string | null> = [];
  const restore = setPageReload(() =>
    storedAtReload.push(
      localStorage.getItem(STORAGE_KEYS.token),
      localStorage.getItem(STORAGE_KEYS.userDetail),
    ),
  );
  try {
    const { store, currentPath } = await renderApp({ route: '/', account: 'admin01' });
    const name = store.getState().session.userDetails?.name ?? '';
    await user.click(await screen.findByRole('button', { name }));
    await user.click(await screen.findByRole('menuitem', { name: /退出登录/ }));
    await waitFor(() => expect(storedAtReload).toEqual([null, null]));
    expect(currentPath()).toBe('/login');
  } finally {
    restore();
  }
});
