import { act, screen, within } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';
import { STORAGE_KEYS } from '@/shared/session/storage';

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const WARNING = '登录将于10分钟后到期，请及时保存正在编辑的内容';

// Fake time that also runs on its own, so the app's and the mock's requests still settle; the
// mock reads the same faked Date, so the login ends on its clock exactly when on the console's.
beforeEach(() => jest.useFakeTimers({ advanceTimers: true, doNotFake: ['performance'] }));
afterEach(() => jest.useRealTimers());

/** Moves the clock `ms` ahead, running what falls due on the way. */
const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

test('a login 10 minutes from its 12 hours is warned without losing focus, then sent to /login with why', async () => {
  const loggedInAt = Date.now();
  // expert01, a counsellor, without menu 20 (咨询服务), whose 待接单 badge polls: no badge
  // polling in its shell, so only the deadline's timer runs.
  const { store, currentPath } = await renderApp({
    route: '/',
    account: 'expert01',
    withoutCodes: ['20'],
  });
  const endsAt = store.getState().session.endsAt ?? 0;
  expect(endsAt - loggedInAt).toBeGreaterThanOrEqual(12 * HOUR);
  expect(endsAt - Date.now()).toBeLessThanOrEqual(12 * HOUR);
  expect(localStorage.getItem(STORAGE_KEYS.sessionEndsAt)).toBe(String(endsAt));

  const skipLink = await screen.findByRole('link', { name: '跳到主要内容' });
  act(() => skipLink.focus());
  await wait(endsAt - Date.now() - 10 * MINUTE - MINUTE);
  expect(screen.queryByText(WARNING)).not.toBeInTheDocument();

  await wait(MINUTE);
  const warning = (await screen.findAllByRole('status')).find((status) =>
    status.textContent?.includes(WARNING),
  );
  if (!warning) throw new Error('the warning is not a status region');
  // It does not take focus from what the user was doing, and can be closed by keyboard.
  expect(skipLink).toHaveFocus();
  expect(within(warning).getByRole('button')).toBeInTheDocument();
  expect(currentPath()).toBe('/');
  expect(store.getState().session.token).toBeTruthy();

  await wait(10 * MINUTE);
  expect(currentPath()).toMatch(/^\/login/);
  expect(await screen.findByText('登录已超过12小时，请重新登录')).toBeInTheDocument();
  expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  expect(store.getState().session.token).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.sessionEndsAt)).toBeNull();
});
