import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';
import { STORAGE_KEYS } from './storage';
import { useLeaveToLogin } from './useLeaveToLogin';

function Leave({ endSession }: { endSession?: boolean }) {
  const leaveToLogin = useLeaveToLogin();
  return <button onClick={() => leaveToLogin('设置成功', { endSession })}>离开</button>;
}

function openLeavePage(endSession?: boolean) {
  localStorage.setItem(STORAGE_KEYS.token, 'token-1');
  localStorage.setItem(STORAGE_KEYS.loginBox, JSON.stringify({ remember: true, account: 'a' }));
  const store = makeStore();
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={['/grxx/zyjg']}>
        <Routes>
          <Route path="/grxx/zyjg" element={<Leave endSession={endSession} />} />
          <Route path="/login" element={<p>登录页</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return store;
}

afterEach(() => localStorage.clear());

test('toasts on the root stack, ends the session as logout does, and goes to /login', async () => {
  const store = openLeavePage();
  await userEvent.click(screen.getByRole('button', { name: '离开' }));
  expect(await screen.findByText('登录页')).toBeInTheDocument();
  expect(await screen.findByText('设置成功')).toBeInTheDocument();
  expect(store.getState().session.token).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.loginBox)).not.toBeNull();
});

test('endSession: false keeps the session', async () => {
  const store = openLeavePage(false);
  await userEvent.click(screen.getByRole('button', { name: '离开' }));
  expect(await screen.findByText('登录页')).toBeInTheDocument();
  expect(await screen.findByText('设置成功')).toBeInTheDocument();
  expect(store.getState().session.token).toBe('token-1');
  expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-1');
});
