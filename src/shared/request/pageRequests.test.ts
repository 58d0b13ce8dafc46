import { eitherSignal, leavePage, pageSignal } from './pageRequests';

test('leaving the page aborts the signal handed out on it, and the next page gets a fresh one', () => {
  const before = pageSignal();
  leavePage();
  expect(before.aborted).toBe(true);
  expect(pageSignal().aborted).toBe(false);
});

test.each([0, 1])('eitherSignal aborts when signal %p aborts', (which) => {
  const controllers = [new AbortController(), new AbortController()];
  const signal = eitherSignal(controllers[0].signal, controllers[1].signal);
  expect(signal.aborted).toBe(false);
  controllers[which].abort();
  expect(signal.aborted).toBe(true);
});

test('eitherSignal of an already aborted signal is aborted', () => {
  const done = new AbortController();
  done.abort();
  expect(eitherSignal(new AbortController().signal, done.signal).aborted).toBe(true);
});
