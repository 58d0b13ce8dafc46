import { compileFunction, createContext } from 'node:vm';

test("a module compiled again in another file's world is compiled from V8's cached data", () => {
  const code = 'return [1, 2, 3].map((n) => n * 2);';
  const options = { filename: '/code-cache/module.js' };
  const first = compileFunction(code, [], { ...options, parsingContext: createContext() });
  const again = compileFunction(code, [], { ...options, parsingContext: createContext() });
  expect(first.cachedData).toBeInstanceOf(Buffer);
  // Set only when cached data was given to V8: false when V8 took it.
  expect(again.cachedDataRejected).toBe(false);
  expect(again()).toEqual([2, 4, 6]);

  const changed = compileFunction('return 7;', [], { ...options, parsingContext: createContext() });
  expect(changed.cachedDataRejected).toBeUndefined();
  expect(changed()).toBe(7);
});
