import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';
import { RequireIdentity } from './guards';
import { sessionEnded } from './sessionSlice';

function LoginAt() {
  const { pathname, search } = useLocation();
  return <p>{`登录页 ${pathname}${search}`}</p>;
}

/** The shell route at /taskManagement, entered without a session that ended as `ending` says. */
function enterShellAfter(ending: { left: boolean } | undefined) {
  const store = makeStore();
  store.dispatch(sessionEnded(ending));
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={['/taskManagement?page=2']}>
        <Routes>
          <Route element={<RequireIdentity />}>
            <Route path="/taskManagement" element={<p>任务管理</p>} />
          </Route>
          <Route path="/login" element={<LoginAt />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

test('an expired or missing session goes to /login keeping the page to come back to', async () => {
  enterShellAfter(undefined);
  expect(
    await screen.findByText('登录页 /login?redirect=%2FtaskManagement%3Fpage%3D2'),
  ).toBeInTheDocument();
});

test('a session the user ended (logout, transfer) goes to plain /login: the next login may be someone else', async () => {
  enterShellAfter({ left: true });
  expect(await screen.findByText('登录页 /login')).toBeInTheDocument();
});
