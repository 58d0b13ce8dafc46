import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VerifyCodeButton } from './VerifyCodeButton';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
/** Advance the fake clock, settling promises between timers (onSend, its finally, React's work). */
const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const click = async (name: string) => {
  await setup().click(screen.getByRole('button', { name }));
  await tick(0);
};

test('counts down 59 seconds after a successful send, then offers 重新获取', async () => {
  const onSend = jest.fn(() => Promise.resolve(true));
  render(<VerifyCodeButton onSend={onSend} />);

  await click('获取验证码');
  expect(onSend).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: '59s后重新获取' })).toBeDisabled();

  await tick(1000);
  expect(screen.getByRole('button', { name: '58s后重新获取' })).toBeDisabled();

  for (let i = 0; i < 57; i += 1) await tick(1000);
  expect(screen.getByRole('button', { name: '1s后重新获取' })).toBeDisabled();

  await tick(1000);
  expect(screen.getByRole('button', { name: '重新获取' })).toBeEnabled();
});

test('stays at 获取验证码 when sending fails or is refused', async () => {
  const onSend = jest.fn().mockResolvedValueOnce(false).mockRejectedValueOnce(new Error('network'));
  render(<VerifyCodeButton onSend={onSend} />);
  await click('获取验证码');
  await click('获取验证码');
  expect(onSend).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
});

test('clears its timer when unmounted mid-countdown', async () => {
  const view = render(<VerifyCodeButton onSend={() => Promise.resolve(true)} />);
  await click('获取验证码');
  expect(screen.getByRole('button', { name: '59s后重新获取' })).toBeDisabled();
  const pending = jest.getTimerCount();
  view.unmount();
  expect(jest.getTimerCount()).toBe(pending - 1);
});
