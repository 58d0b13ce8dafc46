import { getEventListeners } from 'node:events';
import { leavePage, pageSignal, withEitherSignal } from './pageRequests';

test('leaving the page aborts the signal handed out on it, and the next page gets a fresh one', () => {
  const before = pageSignal();
  leavePage();
  expect(before.aborted).toBe(true);
  expect(pageSignal().aborted).toBe(false);
});

test.each([0, 1])('withEitherSignal aborts when signal %p aborts', async (which) => {
  const controllers = [new AbortController(), new AbortController()];
  await withEitherSignal(controllers[0].signal, controllers[1].signal, async (signal) => {
    expect(signal.aborted).toBe(false);
    controllers[which].abort();
    expect(signal.aborted).toBe(true);
  });
});

test('withEitherSignal of an already aborted signal runs with it aborted', async () => {
  const done = new AbortController();
  done.abort();
  const aborted = await withEitherSignal(
    new AbortController().signal,
    done.signal,
    async (signal) => signal.aborted,
  );
  expect(aborted).toBe(true);
});

test.each([
  ['answers', () => Promise.resolve('data')],
  ['fails', () => Promise.reject(new Error('network'))],
])('withEitherSignal takes its listeners off both signals once the call %s', async (_, call) => {
  const own = new AbortController();
  const page = new AbortController();
  const listening = () =>
    [own.signal, page.signal].map((signal) => getEventListeners(signal, 'abort').length);
  const running = withEitherSignal(own.signal, page.signal, () => {
    expect(listening()).toEqual([1, 1]);
    return call();
  });
  await running.catch(() => undefined);
  expect(listening()).toEqual([0, 0]);
});
