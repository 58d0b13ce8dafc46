import { getEventListeners } from 'node:events';
import {
  keepPage,
  leavePage,
  onPageSaved,
  pageSaved,
  pageSignal,
  withEitherSignal,
} from './pageRequests';

test('leaving the page aborts the signal handed out on it, and the next page gets a fresh one', () => {
  const before = pageSignal();
  leavePage('/role/list');
  expect(before.aborted).toBe(true);
  expect(pageSignal().aborted).toBe(false);
});

test('a kept page keeps its calls while hidden, shown again or not, until it closes', () => {
  const close = keepPage('/consult/orders');
  const first = pageSignal();
  leavePage('/consult/orders');
  expect(first.aborted).toBe(false);
  const other = pageSignal();
  leavePage('/');
  expect(other.aborted).toBe(true);
  const again = pageSignal();
  leavePage('/consult/orders');
  close();
  expect([first.aborted, again.aborted, pageSignal().aborted]).toEqual([true, true, false]);
  // Closed, the page is an ordinary one again.
  const after = pageSignal();
  leavePage('/consult/orders');
  expect(after.aborted).toBe(true);
});

test('a save is told to whoever listens, until they stop', () => {
  const saves: number[] = [];
  const stop = onPageSaved(() => saves.push(saves.length));
  pageSaved();
  stop();
  pageSaved();
  expect(saves).toEqual([0]);
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
